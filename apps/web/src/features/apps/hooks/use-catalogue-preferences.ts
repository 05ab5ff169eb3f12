import { useStoredPreference } from '../../../hooks/use-stored-preference';
import { parseBoolean, parseViewMode, preferenceKeys } from '../lib/preferences';
import type { ViewMode } from '../lib/preferences';

/** The dashboard options that survive a reload. */
export function useCataloguePreferences() {
  const [sortByLikes, setSortByLikes] = useStoredPreference(preferenceKeys.sortByLikes, parseBoolean, false);
  const [favoritesOnly, setFavoritesOnly] = useStoredPreference(
    preferenceKeys.favoritesOnly,
    parseBoolean,
    false,
  );
  const [viewMode, setViewMode] = useStoredPreference<ViewMode>(
    preferenceKeys.viewMode,
    parseViewMode,
    'grid',
  );

  return { sortByLikes, setSortByLikes, favoritesOnly, setFavoritesOnly, viewMode, setViewMode };
}
