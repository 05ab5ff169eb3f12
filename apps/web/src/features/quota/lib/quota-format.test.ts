import { describe, expect, it } from 'vitest';

import { frenchT } from '../../../test/translate';
import { quotaDisplay, quotaLabel } from './quota-format';

const t = frenchT();

describe('quotaDisplay', () => {
  it('shows remaining/total', () => {
    expect(quotaDisplay({ remainingQuota: 2, limit: 3 })).toEqual({
      unlimited: false,
      text: '2/3',
      remaining: 2,
      limit: 3,
      exhausted: false,
    });
    expect(quotaDisplay({ remainingQuota: 0, limit: 3 })).toMatchObject({ text: '0/3', exhausted: true });
    expect(quotaDisplay({ remainingQuota: 700, limit: 700 }).text).toBe('700/700');
  });

  it('shows ∞ on an unlimited plan', () => {
    expect(quotaDisplay({ remainingQuota: -1, limit: -1 })).toEqual({ unlimited: true, text: '∞' });
  });

  it('never shows more left than the total, nor less than zero', () => {
    expect(quotaDisplay({ remainingQuota: 5, limit: 3 }).text).toBe('3/3');
    expect(quotaDisplay({ remainingQuota: -4, limit: 3 }).text).toBe('0/3');
  });

  it("writes the numbers as the language's formatter does", () => {
    const format = (value: number) => new Intl.NumberFormat('en').format(value);
    expect(quotaDisplay({ remainingQuota: 1200, limit: 5000 }, format).text).toBe('1,200/5,000');
  });
});

describe('quotaLabel', () => {
  it('says the counter in words, through the catalogue', () => {
    expect(quotaLabel(quotaDisplay({ remainingQuota: 2, limit: 3 }), t)).toBe(
      'Utilisations restantes : 2 sur 3',
    );
    expect(quotaLabel(quotaDisplay({ remainingQuota: -1, limit: -1 }), t)).toBe('Utilisations illimitées');
  });
});
