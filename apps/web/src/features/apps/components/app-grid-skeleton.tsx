import { useTranslation } from 'react-i18next';

import { Skeleton } from '../../../components/ui/skeleton';
import type { ViewMode } from '../lib/preferences';

const placeholders = [0, 1, 2, 3, 4, 5];

/** Card-shaped placeholders while the catalogue loads. */
export function AppGridSkeleton({ viewMode }: { viewMode: ViewMode }) {
  const { t } = useTranslation();
  return (
    <div>
      <span className="sr-only">{t('common.loading')}</span>
      <ul className={`app-grid app-grid--${viewMode}`} aria-hidden="true">
        {placeholders.map((key) => (
          <li key={key} className="app-grid__item">
            <div className="app-card app-card--skeleton">
              <div className="app-card__top">
                <Skeleton className="skeleton--icon" />
                <Skeleton width="5.5rem" height="1.4rem" />
              </div>
              <div className="app-card__body">
                <Skeleton width="60%" height="1.25rem" />
                <Skeleton width="95%" />
                <Skeleton width="80%" />
              </div>
              <div className="app-card__footer">
                <Skeleton width="45%" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
