import { describe, expect, it } from 'vitest';

import { formatQuantity, parseLocaleNumber } from './number-text';
import { decimal, rational, type Rational } from './rational';
import {
  convert,
  convertToAll,
  defaultUnits,
  categoryIds,
  unitsOf,
  type CategoryId,
  type UnitId,
} from './units';

function exactly(category: CategoryId, value: string, from: UnitId, to: UnitId): Rational {
  const result = convert(category, decimal(value), from, to);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

/** The result as the English screen shows it (grouping commas, a decimal point). */
const shown = (category: CategoryId, value: string, from: UnitId, to: UnitId) =>
  formatQuantity(exactly(category, value, from, to), 'en');

describe('convert: known values', () => {
  it.each<[CategoryId, string, UnitId, UnitId, string]>([
    // Length
    ['length', '1', 'mile', 'km', '1.609344'],
    ['length', '1', 'km', 'mile', '0.6213711922'],
    ['length', '1', 'inch', 'cm', '2.54'],
    ['length', '1', 'foot', 'inch', '12'],
    ['length', '1', 'yard', 'm', '0.9144'],
    ['length', '1', 'mile', 'foot', '5,280'],
    ['length', '1', 'nauticalMile', 'm', '1,852'],
    ['length', '0.07', 'm', 'cm', '7'],
    ['length', '1', 'mm', 'mile', '6.213711922\u00a0×\u00a010⁻⁷'],
    // Mass
    ['mass', '1', 'pound', 'kg', '0.45359237'],
    ['mass', '1', 'kg', 'pound', '2.204622622'],
    ['mass', '16', 'ounce', 'pound', '1'],
    ['mass', '1', 'ounce', 'g', '28.34952313'],
    ['mass', '1', 'stone', 'pound', '14'],
    ['mass', '1', 'tonne', 'mg', '1,000,000,000'],
    // Temperature
    ['temperature', '-40', 'celsius', 'fahrenheit', '-40'],
    ['temperature', '100', 'celsius', 'fahrenheit', '212'],
    ['temperature', '0', 'celsius', 'fahrenheit', '32'],
    ['temperature', '37', 'celsius', 'fahrenheit', '98.6'],
    ['temperature', '0', 'kelvin', 'celsius', '-273.15'],
    ['temperature', '0', 'kelvin', 'fahrenheit', '-459.67'],
    ['temperature', '0', 'fahrenheit', 'celsius', '-17.77777778'],
    ['temperature', '300', 'kelvin', 'fahrenheit', '80.33'],
    ['temperature', '212', 'fahrenheit', 'kelvin', '373.15'],
    // Volume
    ['volume', '1', 'usGallon', 'l', '3.785411784'],
    ['volume', '1', 'l', 'usGallon', '0.2641720524'],
    ['volume', '1', 'imperialGallon', 'l', '4.54609'],
    ['volume', '1', 'usGallon', 'usFluidOunce', '128'],
    ['volume', '1', 'usCup', 'ml', '236.5882365'],
    ['volume', '1', 'imperialPint', 'ml', '568.26125'],
    ['volume', '1', 'm3', 'l', '1,000'],
    ['volume', '2', 'usPint', 'usQuart', '1'],
    // Area
    ['area', '1', 'acre', 'm2', '4,046.856422'],
    ['area', '1', 'hectare', 'm2', '10,000'],
    ['area', '1', 'squareMile', 'acre', '640'],
    ['area', '1', 'squareFoot', 'squareInch', '144'],
    ['area', '1', 'squareFoot', 'm2', '0.09290304'],
    ['area', '1', 'km2', 'hectare', '100'],
    // Speed
    ['speed', '1', 'knot', 'kmPerHour', '1.852'],
    ['speed', '100', 'kmPerHour', 'milePerHour', '62.13711922'],
    ['speed', '1', 'milePerHour', 'kmPerHour', '1.609344'],
    ['speed', '1', 'metrePerSecond', 'kmPerHour', '3.6'],
    ['speed', '1', 'footPerSecond', 'metrePerSecond', '0.3048'],
    // Data
    ['data', '1', 'gibibyte', 'byte', '1,073,741,824'],
    ['data', '1', 'gigabyte', 'gibibyte', '0.9313225746'],
    ['data', '1', 'byte', 'bit', '8'],
    ['data', '1', 'megabit', 'kilobyte', '125'],
    ['data', '1', 'tebibyte', 'byte', '1,099,511,627,776'],
    ['data', '1', 'kibibyte', 'kilobyte', '1.024'],
    ['data', '1', 'mebibyte', 'kibibyte', '1,024'],
    ['data', '1', 'gigabit', 'megabyte', '125'],
    ['data', '1', 'terabyte', 'tebibyte', '0.9094947018'],
  ])('%s: %s %s = %s %s', (category, value, from, to, expected) => {
    expect(shown(category, value, from, to)).toBe(expected);
  });

  it('keeps exact values exact', () => {
    expect(exactly('length', '1', 'mile', 'km')).toEqual(decimal('1.609344'));
    expect(exactly('mass', '1', 'pound', 'kg')).toEqual(decimal('0.45359237'));
    expect(exactly('speed', '1', 'knot', 'metrePerSecond')).toEqual(rational(1852n, 3600n));
    expect(exactly('area', '1', 'acre', 'm2')).toEqual(decimal('4046.8564224'));
    expect(exactly('data', '1', 'gibibyte', 'byte')).toEqual(rational(1073741824n));
    expect(exactly('temperature', '0', 'kelvin', 'celsius')).toEqual(decimal('-273.15'));
  });

  it('comes back to the value it started from', () => {
    for (const category of categoryIds) {
      const units = unitsOf(category);
      for (const from of units)
        for (const to of units) {
          const there = exactly(category, '12.345', from, to);
          const back = convert(category, there, to, from);
          expect(back).toEqual({ ok: true, value: decimal('12.345') });
        }
    }
  });
});

describe('convert: temperatures below absolute zero', () => {
  it('refuses them', () => {
    expect(convert('temperature', decimal('-274'), 'celsius', 'kelvin')).toEqual({
      ok: false,
      reason: 'belowAbsoluteZero',
    });
    expect(convert('temperature', decimal('-1'), 'kelvin', 'celsius').ok).toBe(false);
    expect(convert('temperature', decimal('-459.68'), 'fahrenheit', 'celsius').ok).toBe(false);
    expect(convertToAll('temperature', decimal('-500'), 'fahrenheit').ok).toBe(false);
  });

  it('takes absolute zero itself', () => {
    expect(convert('temperature', decimal('-273.15'), 'celsius', 'kelvin')).toEqual({
      ok: true,
      value: rational(0n),
    });
    expect(convert('temperature', decimal('-459.67'), 'fahrenheit', 'kelvin').ok).toBe(true);
  });

  it('lets other quantities be negative', () => {
    expect(shown('length', '-1', 'mile', 'km')).toBe('-1.609344');
  });
});

describe('convertToAll', () => {
  it('gives the value in every unit of the category, in order', () => {
    const all = convertToAll('temperature', decimal('100'), 'celsius');
    if (!all.ok) throw new Error(all.reason);
    expect(all.values.map(({ unit, value }) => [unit, formatQuantity(value, 'en')])).toEqual([
      ['celsius', '100'],
      ['fahrenheit', '212'],
      ['kelvin', '373.15'],
    ]);
  });

  it('has default units that belong to each category', () => {
    for (const category of categoryIds) {
      expect(unitsOf(category)).toContain(defaultUnits[category].from);
      expect(unitsOf(category)).toContain(defaultUnits[category].to);
    }
  });
});

describe('in French', () => {
  const french = (text: string) => {
    const parsed = parseLocaleNumber(text, 'fr');
    if (!parsed.ok) throw new Error(parsed.reason);
    return parsed.value;
  };
  const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it.each<[CategoryId, string, UnitId, UnitId, string]>([
    ['length', '1', 'mile', 'km', '1,609344'],
    ['length', '1,5', 'mile', 'km', '2,414016'],
    ['temperature', '0', 'kelvin', 'celsius', '-273,15'],
    ['temperature', '-40', 'celsius', 'fahrenheit', '-40'],
    ['data', '1', 'gibibyte', 'byte', '1 073 741 824'],
    ['mass', '2,5', 'kg', 'g', '2 500'],
  ])('%s: %s %s = %s %s', (category, value, from, to, expected) => {
    const result = convert(category, french(value), from, to);
    if (!result.ok) throw new Error(result.reason);
    expect(spaced(formatQuantity(result.value, 'fr'))).toBe(expected);
  });
});
