import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

import { AuthScreen } from '../../features/sign-in/components/auth-screen';
import { useAuthQuery } from '../../features/sign-in/hooks/use-auth-query';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useIsAuthenticated } from '../../entities/session/use-is-authenticated';
import { paths } from '../../lib/paths';

/** /auth: the sign-in screen; a signed-in user goes to the dashboard. */
export default function AuthRoute() {
  const { t } = useTranslation();
  // Read once, then out of the address bar (a social sign-in's token and email).
  const query = useAuthQuery();
  const isAuthenticated = useIsAuthenticated();
  useDocumentTitle(t('common.pageTitle', { page: t('auth.pageTitle') }));

  if (isAuthenticated) return <Navigate to={paths.dashboard} replace />;
  // A new query string (e.g. back from a social step to /auth) starts a new flow.
  return <AuthScreen key={query} query={query} />;
}
