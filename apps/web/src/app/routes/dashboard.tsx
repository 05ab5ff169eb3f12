import { useTranslation } from 'react-i18next';

import { AppCatalogue } from '../../features/apps/components/app-catalogue';
import { LogoutNotice } from '../../features/session/logout-notice';
import { useIsAuthenticated } from '../../hooks/use-is-authenticated';

interface DashboardTitleProps {
  isAuthenticated: boolean;
}

function DashboardTitle({ isAuthenticated }: DashboardTitleProps) {
  const { t } = useTranslation();
  return (
    <h1 className="page-title">{isAuthenticated ? t('dashboard.titleSignedIn') : t('dashboard.title')}</h1>
  );
}

export default function DashboardRoute() {
  const { t } = useTranslation();
  const isAuthenticated = useIsAuthenticated();
  return (
    <div className="dashboard">
      <LogoutNotice />
      <div className="page-header">
        <DashboardTitle isAuthenticated={isAuthenticated} />
        <p className="page-intro">{t('dashboard.intro')}</p>
      </div>
      <AppCatalogue />
    </div>
  );
}
