import { useTranslation } from 'react-i18next';

import { BackButton } from '../../components/back-button';
import { AppPageSkeleton } from '../../features/apps/components/app-page-skeleton';
import { CookieManager } from '../../features/consent/components/cookie-manager';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSection } from '../../i18n/sections';

/** /cookie-manager: 'Gestion des cookies', open to everyone. */
export default function CookieManagerRoute() {
  const ready = useSection('consent');
  const legalReady = useSection('legalPages');
  if (!ready || !legalReady) return <AppPageSkeleton />;
  return <CookieManagerPage />;
}

function CookieManagerPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.pageTitle', { page: t('consent.manager.title') }));
  return (
    <div className="legal-page">
      <BackButton label={t('legalPages.back')} />
      <div className="page-header">
        <h1 className="page-title">{t('consent.manager.title')}</h1>
        <p className="page-intro">{t('consent.manager.intro')}</p>
      </div>
      <CookieManager />
    </div>
  );
}
