import { SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSearchQuery } from '../../../hooks/search-query';
import { useApps } from '../api/get-apps';
import { useCataloguePreferences } from '../hooks/use-catalogue-preferences';
import { hasActiveFilters, selectCatalogue } from '../lib/catalogue';
import type { CategoryFilter } from '../lib/catalogue';
import { AppGrid } from './app-grid';
import { AppGridSkeleton } from './app-grid-skeleton';
import { AppsLoadError } from './apps-load-error';
import { FiltersPanel } from './filters-panel';

import './catalogue.css';

/** The dashboard's catalogue: filters, then the apps (or their loading, empty or error state). */
export function AppCatalogue() {
  const { t } = useTranslation();
  const { query, setQuery } = useSearchQuery();
  const [category, setCategory] = useState<CategoryFilter>('all');
  const preferences = useCataloguePreferences();
  const { data: apps, isError, isFetching, refetch } = useApps();

  const { favoritesOnly, sortByLikes, viewMode } = preferences;
  const visibleApps = useMemo(
    () => (apps ? selectCatalogue(apps, { query, category, favoritesOnly, sortByLikes }) : []),
    [apps, query, category, favoritesOnly, sortByLikes],
  );
  const filtersActive = hasActiveFilters({ query, category, favoritesOnly, sortByLikes });

  const resetFilters = () => {
    setQuery('');
    setCategory('all');
    preferences.setFavoritesOnly(false);
  };

  const showError = !apps && isError && !isFetching;
  const loading = !apps && !showError;

  let content;
  if (apps) {
    content =
      visibleApps.length > 0 ? (
        <AppGrid apps={visibleApps} viewMode={viewMode} />
      ) : (
        <div className="state-panel">
          <SearchX className="state-panel__icon" size={32} aria-hidden="true" />
          <p className="state-panel__title">{t('messages.noMatchingApp')}</p>
          {filtersActive && (
            <button type="button" className="button button--secondary" onClick={resetFilters}>
              {t('dashboard.resetFilters')}
            </button>
          )}
        </div>
      );
  } else if (showError) {
    content = <AppsLoadError onRetry={() => void refetch()} />;
  } else {
    content = <AppGridSkeleton viewMode={viewMode} />;
  }

  return (
    <>
      <FiltersPanel
        category={category}
        onCategoryChange={setCategory}
        sortByLikes={sortByLikes}
        onSortByLikesChange={preferences.setSortByLikes}
        favoritesOnly={favoritesOnly}
        onFavoritesOnlyChange={preferences.setFavoritesOnly}
        viewMode={viewMode}
        onViewModeChange={preferences.setViewMode}
      />
      <p className="catalogue__count" role="status">
        {apps ? t('dashboard.resultCount', { count: visibleApps.length }) : ''}
      </p>
      <section className="catalogue" aria-label={t('dashboard.listLabel')} aria-busy={loading}>
        {content}
      </section>
    </>
  );
}
