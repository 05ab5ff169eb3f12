import { describe, expect, it } from 'vitest';

import { compareCatalogues, placeholdersOf } from './catalogue-parity';
import { cancellationDe } from './locales/cancellation/de';
import { cancellationEn } from './locales/cancellation/en';
import { cancellationEs } from './locales/cancellation/es';
import { cancellationFr } from './locales/cancellation/fr';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';

const translations = { en, es, de };

describe.each(Object.entries(translations))('the %s catalogue', (language, catalogue) => {
  const report = compareCatalogues(fr, catalogue, language);

  it('has exactly the keys of the French one', () => {
    expect({ missing: report.missing, extra: report.extra }).toEqual({ missing: [], extra: [] });
  });

  it('has no empty text', () => {
    expect(report.empty).toEqual([]);
  });

  it('keeps the placeholders of each French text', () => {
    expect(report.placeholders).toEqual([]);
  });
});

describe.each(Object.entries({ en: cancellationEn, es: cancellationEs, de: cancellationDe }))(
  'the %s texts of the cancellation page (loaded with it)',
  (language, texts) => {
    it('match the French ones: keys, no empty text, placeholders', () => {
      const report = compareCatalogues(cancellationFr, texts, language);
      expect(report).toEqual({ missing: [], extra: [], empty: [], placeholders: [] });
    });
  },
);

describe('compareCatalogues', () => {
  const reference = {
    title: 'Titre',
    count_one: '{{count}} élément',
    nested: { greeting: 'Bonjour {{name}}, {{name}} !', plain: 'Texte' },
  };

  it('accepts a faithful translation', () => {
    const translation = {
      title: 'Title',
      count_one: '{{count}} item',
      nested: { greeting: 'Hello {{name}}!', plain: 'Text' },
    };
    expect(compareCatalogues(reference, translation)).toEqual({
      missing: [],
      extra: [],
      empty: [],
      placeholders: [],
    });
  });

  it('lists missing, extra and empty keys and changed placeholders', () => {
    const translation = {
      title: ' ',
      count_one: '{{total}} item',
      count_other: '{{count}} items',
      nested: { greeting: 'Hello!' },
    };
    expect(compareCatalogues(reference, translation)).toEqual({
      missing: ['nested.plain'],
      extra: ['count_other'],
      empty: ['title'],
      placeholders: [
        'count_one: expected {{count}}; found {{total}}',
        'nested.greeting: expected {{name}}; found none',
      ],
    });
  });

  it('allows the plural forms the language has, checked against the French "_other"', () => {
    const plural = { count_one: '{{count}} élément', count_other: '{{count}} éléments' };
    expect(
      compareCatalogues(
        plural,
        { ...plural, count_many: '{{count}} elementos', count_few: '{{count}}' },
        'es',
      ),
    ).toMatchObject({ extra: ['count_few'], placeholders: [] });
    expect(compareCatalogues(plural, { ...plural, count_many: 'muchos' }, 'es').placeholders).toEqual([
      'count_many: expected {{count}}; found none',
    ]);
    expect(compareCatalogues(plural, { ...plural, count_many: '{{count}}' }, 'en').extra).toEqual([
      'count_many',
    ]);
  });

  it('reads placeholders with formats and spaces', () => {
    expect(placeholdersOf('{{ count }} sur {{limit, number}} et {{count}}')).toEqual(['count', 'limit']);
  });
});
