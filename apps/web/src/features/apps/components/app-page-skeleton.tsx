import { useTranslation } from 'react-i18next';

import { Skeleton } from '../../../components/ui/skeleton';

/** Placeholder of an app's page while the catalogue (or the page's code) loads. */
export function AppPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="app-page" aria-busy="true">
      <span className="sr-only">{t('common.loading')}</span>
      <div className="app-page__header" aria-hidden="true">
        <Skeleton className="skeleton--icon-lg" />
        <div className="app-page__heading">
          <Skeleton width="14rem" height="2rem" />
          <Skeleton width="6rem" />
        </div>
      </div>
      <div className="app-page__panel" aria-hidden="true">
        <Skeleton width="90%" />
        <Skeleton width="70%" />
      </div>
    </div>
  );
}
