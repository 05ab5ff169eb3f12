import { describe, expect, it } from 'vitest';

import { makeApp } from '../../../test/fixtures';
import {
  defaultCriteria,
  hasActiveFilters,
  matchesCategory,
  matchesPaletteQuery,
  matchesQuery,
  searchPalette,
  selectCatalogue,
  sortByLikes,
} from './catalogue';

const passwords = makeApp({
  id: 'password-generator',
  name: 'Générateur de mots de passe',
  description: 'Crée des mots de passe robustes',
  tags: ['security', 'password'],
  likesCount: 12,
});
const todo = makeApp({
  id: 'todo',
  name: 'Liste de tâches',
  description: 'Organisez votre journée',
  tags: ['productivity'],
  likesCount: 30,
  isFavorite: true,
});
const notes = makeApp({
  id: 'notes',
  name: 'Bloc-notes',
  description: 'Prenez des NOTES rapides',
  tags: ['misc', 'markdown'],
  likesCount: 12,
});
const timer = makeApp({
  id: 'timer',
  name: 'Minuteur',
  description: 'Compte à rebours',
  tags: [],
  likesCount: 30,
});
const catalogue = [passwords, todo, notes, timer];

const ids = (apps: readonly { id: string }[]) => apps.map((app) => app.id);

describe('matchesQuery (dashboard search)', () => {
  it('matches the name, ignoring case', () => {
    expect(matchesQuery(passwords, 'GÉNÉRATEUR')).toBe(true);
    expect(matchesQuery(passwords, 'mots de')).toBe(true);
  });

  it('matches the description, ignoring case', () => {
    expect(matchesQuery(notes, 'notes rapides')).toBe(true);
    expect(matchesQuery(todo, 'JOURNÉE')).toBe(true);
  });

  it('ignores surrounding spaces and treats an empty query as matching everything', () => {
    expect(matchesQuery(todo, '  tâches  ')).toBe(true);
    expect(matchesQuery(todo, '')).toBe(true);
    expect(matchesQuery(todo, '   ')).toBe(true);
  });

  it('does not look at the tags', () => {
    expect(matchesQuery(notes, 'markdown')).toBe(false);
  });

  it('rejects text found nowhere', () => {
    expect(matchesQuery(passwords, 'calendrier')).toBe(false);
  });
});

describe('matchesPaletteQuery', () => {
  it('also matches the tags, ignoring case', () => {
    expect(matchesPaletteQuery(notes, 'MarkDown')).toBe(true);
    expect(matchesPaletteQuery(passwords, 'secur')).toBe(true);
  });

  it('still matches name and description', () => {
    expect(matchesPaletteQuery(timer, 'minut')).toBe(true);
    expect(matchesPaletteQuery(timer, 'rebours')).toBe(true);
    expect(matchesPaletteQuery(timer, 'markdown')).toBe(false);
  });

  it('keeps the catalogue order', () => {
    expect(ids(searchPalette(catalogue, 'e'))).toEqual(['password-generator', 'todo', 'notes', 'timer']);
    expect(ids(searchPalette(catalogue, 'productivity'))).toEqual(['todo']);
  });
});

describe('matchesCategory', () => {
  it('derives the category from the tags', () => {
    expect(matchesCategory(passwords, 'security')).toBe(true);
    expect(matchesCategory(passwords, 'productivity')).toBe(false);
    expect(matchesCategory(todo, 'productivity')).toBe(true);
    expect(matchesCategory(notes, 'general')).toBe(true);
    expect(matchesCategory(timer, 'general')).toBe(true);
  });

  it("lets everything through for 'all'", () => {
    expect(catalogue.every((app) => matchesCategory(app, 'all'))).toBe(true);
  });
});

describe('sortByLikes', () => {
  it('puts the most liked first and keeps the catalogue order on ties', () => {
    expect(ids(sortByLikes(catalogue))).toEqual(['todo', 'timer', 'password-generator', 'notes']);
  });

  it('does not modify its input', () => {
    const input = [...catalogue];
    sortByLikes(input);
    expect(ids(input)).toEqual(ids(catalogue));
  });
});

describe('selectCatalogue', () => {
  it('returns the catalogue unchanged with the default criteria', () => {
    expect(ids(selectCatalogue(catalogue, defaultCriteria))).toEqual(ids(catalogue));
  });

  it('filters by category', () => {
    expect(ids(selectCatalogue(catalogue, { ...defaultCriteria, category: 'general' }))).toEqual([
      'notes',
      'timer',
    ]);
  });

  it('keeps only favourites when asked', () => {
    expect(ids(selectCatalogue(catalogue, { ...defaultCriteria, favoritesOnly: true }))).toEqual(['todo']);
  });

  it('combines search, category and sort', () => {
    const criteria = { query: 'E', category: 'general' as const, favoritesOnly: false, sortByLikes: true };
    expect(ids(selectCatalogue(catalogue, criteria))).toEqual(['timer', 'notes']);
  });

  it('can leave nothing', () => {
    expect(selectCatalogue(catalogue, { ...defaultCriteria, query: 'introuvable' })).toEqual([]);
  });
});

describe('hasActiveFilters', () => {
  it('is false for the defaults and for a sort alone', () => {
    expect(hasActiveFilters(defaultCriteria)).toBe(false);
    expect(hasActiveFilters({ ...defaultCriteria, sortByLikes: true, query: '  ' })).toBe(false);
  });

  it('is true as soon as something narrows the list', () => {
    expect(hasActiveFilters({ ...defaultCriteria, query: 'a' })).toBe(true);
    expect(hasActiveFilters({ ...defaultCriteria, category: 'security' })).toBe(true);
    expect(hasActiveFilters({ ...defaultCriteria, favoritesOnly: true })).toBe(true);
  });
});
