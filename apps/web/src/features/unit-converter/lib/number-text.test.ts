import { describe, expect, it } from 'vitest';

import { formatQuantity, parseLocaleNumber } from './number-text';
import { decimal, rational } from './rational';

const value = (text: string, language: string) => {
  const parsed = parseLocaleNumber(text, language);
  return parsed.ok ? parsed.value : parsed.reason;
};

describe('parseLocaleNumber', () => {
  it.each([
    ['fr', '1,5', '1.5'],
    ['fr', '1.5', '1.5'],
    ['fr', '1 250,75', '1250.75'],
    ['fr', '1\u202f250,75', '1250.75'],
    ['fr', '1\u00a0000', '1000'],
    ['fr', '-273,15', '-273.15'],
    ['fr', '\u2212 40'.replace(' ', ''), '-40'],
    ['fr', ',5', '0.5'],
    ['fr', '12,', '12'],
    ['fr', '  42  ', '42'],
    ['en', '1.5', '1.5'],
    ['en', '1,250.75', '1250.75'],
    ['en', '1,000,000', '1000000'],
    ['en', '+3', '3'],
    ['en', '0.000001', '0.000001'],
    ['de', '1,5', '1.5'],
    ['de', '1.250,75', '1250.75'],
    ['es', '2,25', '2.25'],
    ['es', '10.000', '10000'],
  ])('%s: reads %j', (language, text, expected) => {
    expect(value(text, language)).toEqual(decimal(expected));
  });

  it.each([
    ['en', '1,5'],
    ['en', '1,5.2'],
    ['de', '1.5'],
    ['fr', 'abc'],
    ['fr', '12abc'],
    ['fr', '1,2,3'],
    ['fr', '1e3'],
    ['fr', '-'],
    ['fr', ','],
    ['fr', '0x10'],
    ['fr', 'NaN'],
    ['en', 'Infinity'],
    ['en', '1..2'],
    ['fr', '1 00'],
    ['en', '9'.repeat(41)],
  ])('%s: rejects %j', (language, text) => {
    expect(value(text, language)).toBe('invalid');
  });

  it('says when there is nothing to read', () => {
    expect(value('', 'fr')).toBe('empty');
    expect(value('   ', 'en')).toBe('empty');
  });
});

describe('formatQuantity', () => {
  const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('shows no float noise', () => {
    expect(formatQuantity(decimal('0.3'), 'en')).toBe('0.3');
    expect(formatQuantity(rational(1n, 3n), 'en')).toBe('0.3333333333');
    expect(formatQuantity(rational(2n, 3n), 'fr')).toBe('0,6666666667');
  });

  it('writes whole numbers in full, grouped as the language groups them', () => {
    expect(spaced(formatQuantity(rational(1073741824n), 'fr'))).toBe('1 073 741 824');
    expect(formatQuantity(rational(1073741824n), 'de')).toBe('1.073.741.824');
    expect(formatQuantity(rational(0n), 'en')).toBe('0');
  });

  it('rounds to 10 significant digits, up when the digit after is 5', () => {
    expect(formatQuantity(decimal('28.349523125'), 'en')).toBe('28.34952313');
    expect(formatQuantity(decimal('-28.349523125'), 'en')).toBe('-28.34952313');
    expect(formatQuantity(decimal('9.9999999999'), 'en')).toBe('10');
    expect(formatQuantity(decimal('123456.78901234'), 'en')).toBe('123,456.789');
  });

  it('writes the very large and very small in scientific notation', () => {
    expect(formatQuantity(decimal('0.0000001234'), 'en')).toBe('1.234\u00a0×\u00a010⁻⁷');
    expect(formatQuantity(decimal('0.000001'), 'fr')).toBe('0,000001');
    expect(formatQuantity(decimal('1234567890123456.5'), 'fr')).toBe('1,23456789\u00a0×\u00a010¹⁵');
    expect(spaced(formatQuantity(decimal('999999999999999'), 'fr'))).toBe('999 999 999 999 999');
    expect(formatQuantity(decimal('-0.00000000025'), 'en')).toBe('-2.5\u00a0×\u00a010⁻¹⁰');
  });

  it('writes a plain number for the clipboard', () => {
    expect(formatQuantity(rational(1073741824n), 'fr', { plain: true })).toBe('1073741824');
    expect(formatQuantity(decimal('2414.016'), 'fr', { plain: true })).toBe('2414,016');
    expect(formatQuantity(decimal('2414.016'), 'en', { plain: true })).toBe('2414.016');
    expect(formatQuantity(decimal('0.0000001234'), 'fr', { plain: true })).toBe('1,234E-7');
  });
});
