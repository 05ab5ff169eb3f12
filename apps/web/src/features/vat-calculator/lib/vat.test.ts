import { describe, expect, it } from 'vitest';

import {
  FRENCH_RATES,
  MAX_CENTS,
  centsToDecimal,
  formatEuros,
  lineFigures,
  parseAmount,
  parseRate,
  plainAmount,
  rateFraction,
  totalFigures,
  type Direction,
} from './vat';

/** "1234,56" → 123456n, for readable tables. */
const cents = (euros: string) => BigInt(euros.replace(',', ''));
const rate = (percent: string) => {
  const parsed = parseRate(percent);
  if (!parsed.ok) throw new Error(`bad rate ${percent}`);
  return parsed.rate;
};

describe('lineFigures', () => {
  // amount, direction, rate → HT, TVA, TTC. A VAT is rounded to the cent half up; from a TTC,
  // HT = round(TTC / (1 + rate)) and TVA = TTC − HT.
  it.each<[string, Direction, string, string, string, string]>([
    ['100,00', 'ht', '20', '100,00', '20,00', '120,00'],
    ['100,00', 'ht', '10', '100,00', '10,00', '110,00'],
    ['100,00', 'ht', '5,5', '100,00', '5,50', '105,50'],
    ['100,00', 'ht', '2,1', '100,00', '2,10', '102,10'],
    // Half a cent goes up: 1,25 × 10 % = 0,125 → 0,13.
    ['1,25', 'ht', '10', '1,25', '0,13', '1,38'],
    ['0,25', 'ht', '10', '0,25', '0,03', '0,28'],
    ['0,05', 'ht', '10', '0,05', '0,01', '0,06'],
    // Where binary floating point drifts below the half (1.15 * 0.1 = 0.11499999999999999).
    ['1,15', 'ht', '10', '1,15', '0,12', '1,27'],
    ['0,35', 'ht', '10', '0,35', '0,04', '0,39'],
    // 5,5 % and 2,1 %: 2,50 × 5,5 % = 0,1375; 0,10 × 5,5 % = 0,0055; 0,09 × 5,5 % = 0,00495.
    ['2,50', 'ht', '5,5', '2,50', '0,14', '2,64'],
    ['0,10', 'ht', '5,5', '0,10', '0,01', '0,11'],
    ['0,09', 'ht', '5,5', '0,09', '0,00', '0,09'],
    ['12,35', 'ht', '2,1', '12,35', '0,26', '12,61'],
    ['19,05', 'ht', '2,1', '19,05', '0,40', '19,45'],
    ['0,01', 'ht', '20', '0,01', '0,00', '0,01'],
    ['0,03', 'ht', '20', '0,03', '0,01', '0,04'],
    ['1234567,89', 'ht', '20', '1234567,89', '246913,58', '1481481,47'],
    // From a TTC.
    ['120,00', 'ttc', '20', '100,00', '20,00', '120,00'],
    ['100,00', 'ttc', '20', '83,33', '16,67', '100,00'],
    ['10,00', 'ttc', '5,5', '9,48', '0,52', '10,00'],
    ['1,00', 'ttc', '2,1', '0,98', '0,02', '1,00'],
    ['1,00', 'ttc', '10', '0,91', '0,09', '1,00'],
    // 0,21 / 1,2 = 0,175 exactly: half up, 0,18.
    ['0,21', 'ttc', '20', '0,18', '0,03', '0,21'],
    ['105,50', 'ttc', '5,5', '100,00', '5,50', '105,50'],
    ['102,10', 'ttc', '2,1', '100,00', '2,10', '102,10'],
    // Custom rates: 8,5 % (overseas), 13 % (Corsica), 19,6 % (before 2014), 0 and 100 %.
    ['100,00', 'ht', '8,5', '100,00', '8,50', '108,50'],
    ['99,99', 'ht', '13', '99,99', '13,00', '112,99'],
    ['100,00', 'ht', '19,6', '100,00', '19,60', '119,60'],
    ['100,00', 'ht', '0', '100,00', '0,00', '100,00'],
    ['100,00', 'ttc', '0', '100,00', '0,00', '100,00'],
    ['100,00', 'ht', '100', '100,00', '100,00', '200,00'],
    ['100,00', 'ttc', '100', '50,00', '50,00', '100,00'],
    ['0,01', 'ttc', '100', '0,01', '0,00', '0,01'],
    ['1000,00', 'ht', '7,125', '1000,00', '71,25', '1071,25'],
    ['0,00', 'ht', '20', '0,00', '0,00', '0,00'],
  ])('%s %s at %s %%: HT %s, TVA %s, TTC %s', (amount, direction, percent, ht, vat, ttc) => {
    expect(lineFigures(cents(amount), direction, rate(percent))).toEqual({
      ht: cents(ht),
      vat: cents(vat),
      ttc: cents(ttc),
    });
  });

  it('keeps HT + TVA = TTC on every amount, both ways, at every French rate', () => {
    for (const value of FRENCH_RATES)
      for (let amount = 0n; amount <= 5_000n; amount += 7n)
        for (const direction of ['ht', 'ttc'] as const) {
          const { ht, vat, ttc } = lineFigures(amount, direction, value);
          expect(ht + vat).toBe(ttc);
          expect(vat >= 0n && ht >= 0n).toBe(true);
        }
  });

  it('finds back the HT of a TTC computed from it, at the French rates', () => {
    for (const value of FRENCH_RATES)
      for (let ht = 0n; ht <= 5_000n; ht += 13n) {
        const forward = lineFigures(ht, 'ht', value);
        expect(lineFigures(forward.ttc, 'ttc', value)).toEqual(forward);
      }
  });

  it('computes the largest amount exactly', () => {
    expect(lineFigures(MAX_CENTS, 'ht', rate('20'))).toEqual({
      ht: 99_999_999_999_999n,
      vat: 20_000_000_000_000n,
      ttc: 119_999_999_999_999n,
    });
  });
});

describe('totalFigures', () => {
  it('adds the lines figure by figure', () => {
    const lines = [
      lineFigures(cents('1,25'), 'ht', rate('10')),
      lineFigures(cents('1,25'), 'ht', rate('10')),
      lineFigures(cents('100,00'), 'ttc', rate('20')),
    ];
    // 0,13 + 0,13 + 16,67, not the VAT of the summed HT.
    expect(totalFigures(lines)).toEqual({ ht: cents('85,83'), vat: cents('16,93'), ttc: cents('102,76') });
    expect(totalFigures([])).toEqual({ ht: 0n, vat: 0n, ttc: 0n });
  });
});

describe('parseAmount', () => {
  it.each<[string, string, string]>([
    // input, language, euros
    ['1234,56', 'fr', '1234,56'],
    ['1 234,56', 'fr', '1234,56'],
    ['1\u202f234,56', 'fr', '1234,56'],
    ['1\u00a0234,56', 'fr', '1234,56'],
    ['12.5', 'fr', '12,50'],
    ['1.234,56', 'fr', '1234,56'],
    ['1,234.56', 'fr', '1234,56'],
    ['0,125', 'fr', ''],
    ['1,234.56', 'en', '1234,56'],
    ['1234.56', 'en', '1234,56'],
    ['1,234', 'en', '1234,00'],
    ['1,234,567', 'en', '1234567,00'],
    ['12,5', 'en', '12,50'],
    ['1 234.56', 'en', '1234,56'],
    ['1.234', 'de', '1234,00'],
    ['1.234,5', 'de', '1234,50'],
    ['1.234.567,89', 'de', '1234567,89'],
    ['12.50', 'de', '12,50'],
    ['1.234', 'es', '1234,00'],
    ['1.234,56', 'es', '1234,56'],
    ["1'234.50", 'en', '1234,50'],
    ['1 234 €', 'fr', '1234,00'],
    ['€1,234.56', 'en', '1234,56'],
    ['12 EUR', 'fr', '12,00'],
    ['+12', 'fr', '12,00'],
    ['  42  ', 'fr', '42,00'],
    ['12,', 'fr', '12,00'],
    [',5', 'fr', '0,50'],
    ['0', 'fr', '0,00'],
    ['007', 'fr', '7,00'],
    ['999 999 999 999,99', 'fr', '999999999999,99'],
  ])('%j in %s is %s €', (input, language, euros) => {
    const expected = euros === '' ? { ok: false, reason: 'decimals' } : { ok: true, cents: cents(euros) };
    expect(parseAmount(input, language)).toEqual(expected);
  });

  it.each<[string, string, string]>([
    ['', 'fr', 'empty'],
    ['   ', 'fr', 'empty'],
    ['abc', 'fr', 'invalid'],
    ['12a', 'fr', 'invalid'],
    ['1e5', 'fr', 'invalid'],
    ['€', 'fr', 'invalid'],
    [',', 'fr', 'invalid'],
    ['12..5', 'fr', 'invalid'],
    ['1,2,3', 'fr', 'invalid'],
    ['1.2.3', 'de', 'invalid'],
    ['12 34', 'fr', 'invalid'],
    ['1 2345', 'fr', 'invalid'],
    ['1.234,5.6', 'fr', 'invalid'],
    ['1,5.234', 'en', 'invalid'],
    ['Infinity', 'en', 'invalid'],
    ['NaN', 'en', 'invalid'],
    ['0x10', 'en', 'invalid'],
    ['-12', 'fr', 'negative'],
    ['\u221212,50', 'fr', 'negative'],
    ['1,234', 'fr', 'decimals'],
    ['1.234', 'en', 'decimals'],
    ['12,345', 'fr', 'decimals'],
    ['1 000 000 000 000', 'fr', 'tooLarge'],
  ])('%j in %s is refused: %s', (input, language, reason) => {
    expect(parseAmount(input, language)).toEqual({ ok: false, reason });
  });
});

describe('parseRate', () => {
  it.each<[string, bigint]>([
    ['20', 20_000n],
    ['5,5', 5_500n],
    ['5.5', 5_500n],
    ['2,1 %', 2_100n],
    ['19,6%', 19_600n],
    ['0', 0n],
    ['100', 100_000n],
    ['7,125', 7_125n],
    [',5', 500n],
    ['12,', 12_000n],
  ])('%j is %i thousandths of a percent', (input, expected) => {
    expect(parseRate(input)).toEqual({ ok: true, rate: expected });
  });

  it.each([
    ['', 'invalid'],
    ['%', 'invalid'],
    ['abc', 'invalid'],
    ['1,2,3', 'invalid'],
    ['-5', 'range'],
    ['100,001', 'range'],
    ['150', 'range'],
    ['5,5555', 'decimals'],
  ])('%j is refused: %s', (input, reason) => {
    expect(parseRate(input)).toEqual({ ok: false, reason });
  });
});

describe('figures as text', () => {
  it.each([
    [0n, '0.00'],
    [5n, '0.05'],
    [123456n, '1234.56'],
    [-5n, '-0.05'],
    [MAX_CENTS, '999999999999.99'],
  ])('%i cents are %s', (value, expected) => {
    expect(centsToDecimal(value)).toBe(expected);
  });

  it('gives the French rates as fractions for Intl', () => {
    expect(FRENCH_RATES.map(rateFraction)).toEqual([0.2, 0.1, 0.055, 0.021]);
  });
});

describe('amounts in the reader’s language', () => {
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it.each([
    ['fr', 123456n, '1 234,56 €', '1234,56'],
    ['en', 123456n, '€1,234.56', '1234.56'],
    ['es', 123456n, '1234,56 €', '1234,56'],
    ['de', 123456n, '1.234,56 €', '1234,56'],
    ['fr', 13n, '0,13 €', '0,13'],
    ['fr', MAX_CENTS * 3n, '2 999 999 999 999,97 €', '2999999999999,97'],
  ])('%s: %i cents are "%s", copied as "%s"', (language, value, shown, copied) => {
    expect(plain(formatEuros(value, language))).toBe(shown);
    expect(plainAmount(value, language)).toBe(copied);
  });
});
