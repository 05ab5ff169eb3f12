import { describe, expect, it } from 'vitest';

import { RATE_CHOICES, evaluateLine, evaluateTotal, newLine, type LineInput } from './lines';

const line = (overrides: Partial<LineInput>): LineInput => ({ ...newLine(1), ...overrides });

describe('a line', () => {
  it('offers the French rates, then a custom one', () => {
    expect(RATE_CHOICES).toEqual(['20000', '10000', '5500', '2100', 'custom']);
  });

  it('starts empty, before tax, at 20 %, and a new one takes the previous one’s settings', () => {
    expect(newLine(1)).toEqual({ id: 1, amount: '', direction: 'ht', rate: '20000', customRate: '' });
    const previous = line({ amount: '12', direction: 'ttc', rate: 'custom', customRate: '8,5' });
    expect(newLine(2, previous)).toEqual({
      id: 2,
      amount: '',
      direction: 'ttc',
      rate: 'custom',
      customRate: '8,5',
    });
  });

  it('waits for an amount, and for a custom rate', () => {
    expect(evaluateLine(line({ amount: '  ' }), 'fr')).toEqual({ state: 'empty' });
    expect(evaluateLine(line({ amount: '12', rate: 'custom', customRate: ' ' }), 'fr')).toEqual({
      state: 'empty',
    });
  });

  it('gives its figures in cents', () => {
    expect(evaluateLine(line({ amount: '1,25', rate: '10000' }), 'fr')).toEqual({
      state: 'done',
      figures: { ht: 125n, vat: 13n, ttc: 138n },
      rate: 10_000n,
    });
    expect(evaluateLine(line({ amount: '10', direction: 'ttc', rate: '5500' }), 'fr')).toEqual({
      state: 'done',
      figures: { ht: 948n, vat: 52n, ttc: 1000n },
      rate: 5_500n,
    });
    expect(evaluateLine(line({ amount: '100', rate: 'custom', customRate: '8,5' }), 'fr')).toEqual({
      state: 'done',
      figures: { ht: 10_000n, vat: 850n, ttc: 10_850n },
      rate: 8_500n,
    });
  });

  it('reads the amount in the reader’s language', () => {
    expect(evaluateLine(line({ amount: '1,234' }), 'en')).toMatchObject({ figures: { ht: 123_400n } });
    expect(evaluateLine(line({ amount: '1,234' }), 'fr')).toEqual({
      state: 'invalid',
      amount: 'decimals',
      rate: null,
    });
  });

  it('says what is wrong: the amount, the custom rate, or both', () => {
    expect(evaluateLine(line({ amount: 'douze' }), 'fr')).toEqual({
      state: 'invalid',
      amount: 'invalid',
      rate: null,
    });
    expect(evaluateLine(line({ amount: '12', rate: 'custom', customRate: '120' }), 'fr')).toEqual({
      state: 'invalid',
      amount: null,
      rate: 'range',
    });
    expect(evaluateLine(line({ amount: '', rate: 'custom', customRate: 'abc' }), 'fr')).toEqual({
      state: 'invalid',
      amount: null,
      rate: 'invalid',
    });
    expect(evaluateLine(line({ amount: '-3', rate: 'custom', customRate: '5,5555' }), 'fr')).toEqual({
      state: 'invalid',
      amount: 'negative',
      rate: 'decimals',
    });
  });
});

describe('the total', () => {
  const done = (amount: string, rate: LineInput['rate'] = '20000') =>
    evaluateLine(line({ amount, rate }), 'fr');

  it('adds the lines with an amount, and leaves the empty ones out', () => {
    expect(evaluateTotal([done('100'), done(''), done('1,25', '10000'), done('1,25', '10000')])).toEqual({
      state: 'done',
      figures: { ht: 10_250n, vat: 2_026n, ttc: 12_276n },
      lines: 3,
    });
  });

  it('waits for a first amount', () => {
    expect(evaluateTotal([done(''), done('')])).toEqual({ state: 'empty' });
    expect(evaluateTotal([])).toEqual({ state: 'empty' });
  });

  it('is withheld while a line is wrong', () => {
    expect(evaluateTotal([done('100'), done('abc')])).toEqual({ state: 'invalid' });
  });
});
