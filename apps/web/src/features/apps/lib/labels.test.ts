import { describe, expect, it } from 'vitest';

import { fr } from '../../../i18n/locales/main/fr';
import { makeApp } from '../../../test/fixtures';
import { categoryFilters } from './catalogue';
import { accessLabelKey, appCategory, appIconName, categoryLabelKey } from './labels';

/** Reads a dotted key such as 'categories.security' from the French resources. */
function frText(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], fr);
}

describe('category labels', () => {
  it('labels the filter buttons exactly, in order', () => {
    expect(categoryFilters.map((category) => frText(categoryLabelKey(category)))).toEqual([
      'Toutes',
      'Productivité',
      'Sécurité',
      'Général',
    ]);
  });

  it("labels an app with its tags' category", () => {
    expect(frText(categoryLabelKey(appCategory(makeApp({ id: 'a', tags: ['Password'] }))))).toBe('Sécurité');
    expect(frText(categoryLabelKey(appCategory(makeApp({ id: 'b', tags: ['todo', 'secure'] }))))).toBe(
      'Productivité',
    );
    expect(frText(categoryLabelKey(appCategory(makeApp({ id: 'c', tags: ['fun'] }))))).toBe('Général');
  });

  it('labels the access level', () => {
    expect(frText(accessLabelKey('public'))).toBe('Accès libre');
    expect(frText(accessLabelKey('registered'))).toBe('Compte requis');
  });
});

describe('appIconName', () => {
  it('draws a padlock for the password generator only', () => {
    expect(appIconName('password-generator')).toBe('lock');
    expect(appIconName('password-generator-2')).toBe('smartphone');
    expect(appIconName('todo')).toBe('smartphone');
  });
});
