import { PASSWORD_GENERATOR_ID } from '@trousse/contracts/app-category';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { Skeleton } from '../../../components/ui/skeleton';

import './app-page.css';

/**
 * Placeholder of an app's page while the catalogue (or the page's code) loads. On the
 * generator's page the panel already takes the generator's height, so the footer starts below
 * the fold instead of being pushed there when the generator arrives (a layout shift).
 */
export function AppPageSkeleton() {
  const { t } = useTranslation();
  const { id } = useParams();
  const panelClass =
    id === PASSWORD_GENERATOR_ID ? 'app-page__panel app-page__panel--generator' : 'app-page__panel';
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
      <div className={panelClass} aria-hidden="true">
        <Skeleton width="90%" />
        <Skeleton width="70%" />
      </div>
    </div>
  );
}
