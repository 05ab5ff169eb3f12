import { categoryOf } from '@trousse/contracts/app-category';
import type { AppCategory } from '@trousse/contracts/app-category';
import type { App } from '@trousse/contracts/api/apps/schemas';

export type CategoryFilter = 'all' | AppCategory;

/** The filter buttons, in display order. */
export const categoryFilters: readonly CategoryFilter[] = ['all', 'productivity', 'security', 'general'];

export interface CatalogueCriteria {
  query: string;
  category: CategoryFilter;
  favoritesOnly: boolean;
  sortByLikes: boolean;
}

export const defaultCriteria: CatalogueCriteria = {
  query: '',
  category: 'all',
  favoritesOnly: false,
  sortByLikes: false,
};

export function normalizeQuery(query: string): string {
  return query.trim().toLocaleLowerCase('fr');
}

function contains(text: string, normalizedQuery: string): boolean {
  return text.toLocaleLowerCase('fr').includes(normalizedQuery);
}

/** The dashboard's search: case-insensitive, on the name or the description. */
export function matchesQuery(app: Pick<App, 'name' | 'description'>, query: string): boolean {
  const needle = normalizeQuery(query);
  if (needle === '') return true;
  return contains(app.name, needle) || contains(app.description, needle);
}

/** The palette's search: like the dashboard's, plus the tags. */
export function matchesPaletteQuery(app: Pick<App, 'name' | 'description' | 'tags'>, query: string): boolean {
  const needle = normalizeQuery(query);
  if (needle === '') return true;
  return matchesQuery(app, needle) || app.tags.some((tag) => contains(tag, needle));
}

export function matchesCategory(app: Pick<App, 'tags'>, category: CategoryFilter): boolean {
  return category === 'all' || categoryOf(app.tags) === category;
}

/** Most liked first; apps with as many likes keep their catalogue order. */
export function sortByLikes<T extends Pick<App, 'likesCount'>>(apps: readonly T[]): T[] {
  return apps
    .map((app, index) => ({ app, index }))
    .sort((a, b) => b.app.likesCount - a.app.likesCount || a.index - b.index)
    .map(({ app }) => app);
}

/** What the dashboard shows: search, category and favourites filters, then the optional sort. */
export function selectCatalogue<T extends App>(apps: readonly T[], criteria: CatalogueCriteria): T[] {
  const visible = apps.filter(
    (app) =>
      matchesQuery(app, criteria.query) &&
      matchesCategory(app, criteria.category) &&
      (!criteria.favoritesOnly || app.isFavorite),
  );
  return criteria.sortByLikes ? sortByLikes(visible) : visible;
}

/** The palette's results, in catalogue order. */
export function searchPalette<T extends App>(apps: readonly T[], query: string): T[] {
  return apps.filter((app) => matchesPaletteQuery(app, query));
}

/** Whether any filter narrows the list (the sort does not). */
export function hasActiveFilters(criteria: CatalogueCriteria): boolean {
  return normalizeQuery(criteria.query) !== '' || criteria.category !== 'all' || criteria.favoritesOnly;
}
