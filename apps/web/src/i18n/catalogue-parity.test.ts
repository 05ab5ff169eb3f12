import { DEFAULT_LANGUAGE, languages, type Language } from '@trousse/contracts/language';
import { describe, expect, it } from 'vitest';

import { compareCatalogues, placeholdersOf } from './catalogue-parity';
import { loadMain } from './registry';
import { loadSection, sectionNames } from './section-files';

type Texts = { readonly [key: string]: unknown };

/** Every language but French, each checked against the French texts, the source. */
const translations = languages.filter((language) => language !== DEFAULT_LANGUAGE);

async function inEveryLanguage(load: (language: Language) => Promise<object>) {
  const texts = await Promise.all(languages.map(load));
  return Object.fromEntries(languages.map((language, index) => [language, texts[index]])) as Record<
    Language,
    Texts
  >;
}

// Every section folder: a new one is checked with no line here.
const main = await inEveryLanguage(loadMain);
const sections = await Promise.all(
  sectionNames.map((name) => inEveryLanguage((language) => loadSection(name, language))),
);

describe.each(translations)('the %s catalogue', (language) => {
  const report = compareCatalogues(main.fr, main[language], language);

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

describe.each(
  sectionNames.flatMap((name, index) =>
    translations.map((language) => [language, name, sections[index]] as const),
  ),
)('the %s texts of the %s section (loaded with its page)', (language, _name, texts) => {
  it('match the French ones: keys, no empty text, placeholders', () => {
    if (!texts) throw new Error('section not loaded');
    const report = compareCatalogues(texts.fr, texts[language], language);
    expect(report).toEqual({ missing: [], extra: [], empty: [], placeholders: [] });
  });
});

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
