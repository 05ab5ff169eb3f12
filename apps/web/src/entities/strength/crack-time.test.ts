import { describe, expect, it } from 'vitest';

import { crackTimeText } from './strength';

const fr = { lessThanSecond: "moins d'une seconde", centuries: 'des siècles' };
const en = { lessThanSecond: 'less than a second', centuries: 'centuries' };

/** Intl keeps the number and its unit together with a no-break space: read as a space. */
const text = (...args: Parameters<typeof crackTimeText>) =>
  crackTimeText(...args).replace(/[\u00a0\u202f]/g, ' ');

describe('crackTimeText', () => {
  it('says the crack time in whole units, as the server does in French', () => {
    expect(text(0.2, 'fr', fr)).toBe("moins d'une seconde");
    expect(text(1, 'fr', fr)).toBe('1 seconde');
    expect(text(3 * 3600 + 5, 'fr', fr)).toBe('3 heures');
    expect(text(5 * 30 * 86_400, 'fr', fr)).toBe('5 mois');
    expect(text(2 * 360 * 86_400, 'fr', fr)).toBe('2 ans');
    expect(text(1e30, 'fr', fr)).toBe('des siècles');
  });

  it('says it in the reader language', () => {
    expect(text(3 * 3600, 'en', en)).toBe('3 hours');
    expect(text(86_400, 'de', en)).toBe('1 Tag');
    expect(text(120, 'es', en)).toBe('2 minutos');
    expect(text(1e30, 'en', en)).toBe('centuries');
  });
});
