import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../entities/session/session-context';
import { AuditSection } from './audit-section';
import { SessionsSection } from './sessions-section';
import { SectionSkeleton } from '../../../components/section-states';

import './security.css';
import { paths } from '../../../lib/paths';

/**
 * /security: two-factor (a section of the two-factor feature, placed here by src/app), the
 * live sessions and the audit log. Visitors are sent to /auth.
 */
export function SecurityPage({ twoFactorSection }: { twoFactorSection: ReactNode }) {
  const { t } = useTranslation();
  const { isAuthenticated, loading } = useSession();
  useDocumentTitle(t('common.pageTitle', { page: t('security.pageTitle') }));

  if (!isAuthenticated) {
    return loading ? <SectionSkeleton rows={3} /> : <Navigate to={paths.auth} replace />;
  }

  return (
    <div className="security-page">
      <div className="page-header">
        <h1 className="page-title">{t('security.title')}</h1>
        <p className="page-intro">{t('security.intro')}</p>
      </div>
      {twoFactorSection}
      <SessionsSection />
      <AuditSection />
    </div>
  );
}
