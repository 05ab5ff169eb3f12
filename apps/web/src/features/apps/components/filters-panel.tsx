import { ArrowDownWideNarrow, LayoutGrid, List, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ToggleButton } from '../../../components/ui/toggle-button';
import { categoryFilters } from '../lib/catalogue';
import type { CategoryFilter } from '../lib/catalogue';
import { categoryLabelKey } from '../lib/labels';
import type { ViewMode } from '../lib/preferences';

import './filters-panel.css';

interface FiltersPanelProps {
  category: CategoryFilter;
  onCategoryChange: (category: CategoryFilter) => void;
  sortByLikes: boolean;
  onSortByLikesChange: (value: boolean) => void;
  favoritesOnly: boolean;
  onFavoritesOnlyChange: (value: boolean) => void;
  viewMode: ViewMode;
  onViewModeChange: (mode: ViewMode) => void;
}

export function FiltersPanel(props: FiltersPanelProps) {
  const { t } = useTranslation();
  return (
    <div className="filters" role="group" aria-label={t('filters.label')}>
      <div
        className="filters__group filters__categories"
        role="group"
        aria-label={t('filters.categoryGroup')}
      >
        {categoryFilters.map((category) => (
          <button
            key={category}
            type="button"
            className="chip"
            aria-pressed={props.category === category}
            onClick={() => props.onCategoryChange(category)}
          >
            {t(categoryLabelKey(category))}
          </button>
        ))}
      </div>

      <div className="filters__end">
        <div className="filters__group" role="group" aria-label={t('filters.optionsGroup')}>
          <ToggleButton pressed={props.sortByLikes} onPressedChange={props.onSortByLikesChange}>
            <ArrowDownWideNarrow size={16} aria-hidden="true" />
            {t('filters.sortByLikes')}
          </ToggleButton>
          <ToggleButton pressed={props.favoritesOnly} onPressedChange={props.onFavoritesOnlyChange}>
            <Star size={16} aria-hidden="true" />
            {t('filters.favoritesOnly')}
          </ToggleButton>
        </div>

        <div className="filters__group segmented" role="group" aria-label={t('filters.viewGroup')}>
          <button
            type="button"
            className="segmented__button"
            aria-pressed={props.viewMode === 'grid'}
            onClick={() => props.onViewModeChange('grid')}
          >
            <LayoutGrid size={16} aria-hidden="true" />
            {t('filters.grid')}
          </button>
          <button
            type="button"
            className="segmented__button"
            aria-pressed={props.viewMode === 'list'}
            onClick={() => props.onViewModeChange('list')}
          >
            <List size={16} aria-hidden="true" />
            {t('filters.list')}
          </button>
        </div>
      </div>
    </div>
  );
}
