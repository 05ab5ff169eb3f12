import { describe, expect, it } from 'vitest';

import { quotaDisplay, readUsage, usageFromBilling } from './quota-format';

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
});

describe('readUsage', () => {
  it('reads the usage answer', () => {
    const usage = {
      planName: 'Gratuit',
      planType: 'FREE',
      currentUsage: 1,
      remainingQuota: 2,
      limit: 3,
      resetAt: '2030-01-01T23:00:00.000Z',
    };
    expect(readUsage({ success: true, usage })).toEqual(usage);
  });

  it('refuses an answer without a usable usage', () => {
    expect(readUsage(undefined)).toBeUndefined();
    expect(readUsage({ success: false })).toBeUndefined();
    expect(readUsage({ usage: { planName: 'Gratuit', currentUsage: '1' } })).toBeUndefined();
  });
});

describe('usageFromBilling (the fallback shape)', () => {
  it('derives the remaining uses from maxItems and the calls', () => {
    expect(
      usageFromBilling({
        planType: 'STANDARD',
        status: 'ACTIVE',
        quotas: { maxItems: 200, maxLists: 10 },
        usage: { monthlyApiCalls: 12 },
      }),
    ).toMatchObject({ planName: 'Standard', remainingQuota: 188, limit: 200, currentUsage: 12 });
  });

  it('keeps unlimited as -1', () => {
    expect(
      usageFromBilling({
        planType: 'INFINITY',
        status: 'ACTIVE',
        quotas: { maxItems: -1, maxLists: -1 },
        usage: { monthlyApiCalls: 40 },
      }),
    ).toMatchObject({ planName: 'Infinity', remainingQuota: -1, limit: -1 });
  });
});
