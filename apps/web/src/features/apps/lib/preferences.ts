import { parseBoolean, parseOneOf } from '../../../lib/storage';

export type ViewMode = 'grid' | 'list';

export const viewModes: readonly ViewMode[] = ['grid', 'list'];

/** localStorage keys of the dashboard's preferences (values are JSON). */
export const preferenceKeys = {
  sortByLikes: 'trousse.apps.sortByLikes',
  favoritesOnly: 'trousse.apps.favoritesOnly',
  viewMode: 'trousse.apps.viewMode',
} as const;

export const parseViewMode = parseOneOf(viewModes);
export { parseBoolean };
