import { useTranslation } from 'react-i18next';

import { OAuthCallbackScreen } from '../../features/sign-in/components/oauth-callback-screen';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** /auth/callback and /auth/google/callback: the return from a social sign-in. */
export default function AuthCallbackRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.pageTitle', { page: t('oauthCallback.pageTitle') }));
  return <OAuthCallbackScreen />;
}
