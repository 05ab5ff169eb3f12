import { describe, expect, it } from 'vitest';

import { formatCount } from './i18n-format';

describe('formatCount', () => {
  it('writes every count as Intl.NumberFormat does', () => {
    const values = [0, 1, 7, 42, 999, 1000, 1234, 12_345, 1_000_000, -3, 2.5];
    for (const language of ['fr', 'fr-CA', 'en', 'de']) {
      const intl = new Intl.NumberFormat(language);
      for (const value of values) expect(formatCount(value, language)).toBe(intl.format(value));
    }
  });

  it('writes all French counts below 1 000 as Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat('fr');
    for (let value = 0; value < 1000; value++) expect(formatCount(value, 'fr')).toBe(intl.format(value));
  });
});
