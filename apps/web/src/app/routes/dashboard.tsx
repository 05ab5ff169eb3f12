import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { AppCatalogue } from '../../features/apps/components/app-catalogue';
import { LogoutNotice } from '../../features/session/logout-notice';
import { useIsAuthenticated } from '../../entities/session/use-is-authenticated';
import { paths } from '../../lib/paths';

interface DashboardTitleProps {
  isAuthenticated: boolean;
}

// The visitors' alerts arrive just after the first screen, which does not carry their code.
const AlertsBanner = lazy(() =>
  import('../../features/alerts/components/alerts-banner').then((module) => ({
    default: module.AlertsBanner,
  })),
);

// Only a return from payment needs it: loaded then, not with the first screen.
const CheckoutSuccess = lazy(() =>
  import('../../features/billing/components/checkout-success').then((module) => ({
    default: module.CheckoutSuccess,
  })),
);

function DashboardTitle({ isAuthenticated }: DashboardTitleProps) {
  const { t } = useTranslation();
  return (
    <h1 className="page-title">{isAuthenticated ? t('dashboard.titleSignedIn') : t('dashboard.title')}</h1>
  );
}

export default function DashboardRoute() {
  const { t } = useTranslation();
  const isAuthenticated = useIsAuthenticated();
  const [params] = useSearchParams();
  const fromCheckout = params.get('checkout') === 'success';
  return (
    <div className="dashboard">
      <LogoutNotice />
      {fromCheckout && (
        <Suspense fallback={null}>
          <CheckoutSuccess />
        </Suspense>
      )}
      <div className="page-header">
        <DashboardTitle isAuthenticated={isAuthenticated} />
        <p className="page-intro">{t('dashboard.intro')}</p>
      </div>
      {!isAuthenticated && (
        <div className="guest-banner">
          <p className="guest-banner__invite">
            {t('dashboard.signInInvite')} <Link to={paths.auth}>{t('dashboard.signInAction')}</Link>
          </p>
          <Suspense fallback={null}>
            <AlertsBanner />
          </Suspense>
        </div>
      )}
      <AppCatalogue />
    </div>
  );
}
