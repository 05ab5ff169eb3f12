import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../hooks/session-context';
import { AuditSection } from './audit-section';
import { SessionsSection } from './sessions-section';
import { SectionSkeleton } from './state-views';
import { TwoFactorSection } from './two-factor-section';

/** /security: two-factor, the live sessions and the audit log. Visitors are sent to /auth. */
export function SecurityPage() {
  const { t } = useTranslation();
  const { isAuthenticated, loading } = useSession();
  useDocumentTitle(t('common.pageTitle', { page: t('security.pageTitle') }));

  if (!isAuthenticated) {
    return loading ? <SectionSkeleton rows={3} /> : <Navigate to="/auth" replace />;
  }

  return (
    <div className="security-page">
      <div className="page-header">
        <h1 className="page-title">{t('security.title')}</h1>
        <p className="page-intro">{t('security.intro')}</p>
      </div>
      <TwoFactorSection />
      <SessionsSection />
      <AuditSection />
    </div>
  );
}
