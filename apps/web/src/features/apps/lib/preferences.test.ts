import { describe, expect, it } from 'vitest';

import { readPreference } from '../../../lib/storage';
import { parseBoolean, parseViewMode, preferenceKeys } from './preferences';

function storageWith(entries: Record<string, string>) {
  return {
    getItem: (key: string) => entries[key] ?? null,
    setItem: () => undefined,
    removeItem: () => undefined,
  };
}

describe('dashboard preferences', () => {
  it('uses stable, namespaced keys', () => {
    expect(preferenceKeys).toEqual({
      sortByLikes: 'trousse.apps.sortByLikes',
      favoritesOnly: 'trousse.apps.favoritesOnly',
      viewMode: 'trousse.apps.viewMode',
    });
  });

  it('reads the view mode and rejects anything else', () => {
    expect(parseViewMode('list')).toBe('list');
    expect(parseViewMode('grid')).toBe('grid');
    expect(parseViewMode('table')).toBeUndefined();
    expect(parseViewMode(1)).toBeUndefined();
  });

  it('restores what was saved and falls back on broken entries', () => {
    const storage = storageWith({
      [preferenceKeys.sortByLikes]: 'true',
      [preferenceKeys.favoritesOnly]: '{oops',
      [preferenceKeys.viewMode]: '"list"',
    });
    expect(readPreference(preferenceKeys.sortByLikes, parseBoolean, false, storage)).toBe(true);
    expect(readPreference(preferenceKeys.favoritesOnly, parseBoolean, false, storage)).toBe(false);
    expect(readPreference(preferenceKeys.viewMode, parseViewMode, 'grid', storage)).toBe('list');
  });
});
