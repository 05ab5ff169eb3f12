import { describe, expect, it } from 'vitest';

import { languageOfTag, startLanguage } from './language';

describe('languageOfTag', () => {
  it('keeps the primary subtag only', () => {
    expect(languageOfTag('en-GB')).toBe('en');
    expect(languageOfTag('DE-at')).toBe('de');
    expect(languageOfTag('es_419')).toBe('es');
    expect(languageOfTag('fr')).toBe('fr');
  });

  it('knows only the four product languages', () => {
    expect(languageOfTag('it-IT')).toBeUndefined();
    expect(languageOfTag('')).toBeUndefined();
    expect(languageOfTag('english')).toBeUndefined();
  });
});

describe('startLanguage', () => {
  it("prefers the visitor's stored choice", () => {
    expect(startLanguage('de', ['en-US', 'fr-FR'])).toBe('de');
    expect(startLanguage('fr', ['es-ES'])).toBe('fr');
  });

  it('ignores a stored value that is not a language of the product', () => {
    expect(startLanguage('it', ['es-ES'])).toBe('es');
    expect(startLanguage(42, ['en'])).toBe('en');
    expect(startLanguage(null, [])).toBe('fr');
    expect(startLanguage('en-US', [])).toBe('fr');
  });

  it('takes the first browser language the product has', () => {
    expect(startLanguage(undefined, ['it-IT', 'pt', 'de-CH', 'en'])).toBe('de');
    expect(startLanguage(undefined, ['en-US', 'fr'])).toBe('en');
  });

  it('falls back on French', () => {
    expect(startLanguage(undefined, ['it-IT', 'ja'])).toBe('fr');
    expect(startLanguage(undefined, [])).toBe('fr');
  });
});
