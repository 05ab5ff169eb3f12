import { describe, expect, it } from 'vitest';

import { isRefreshDue } from './refresh-gate';

describe('isRefreshDue', () => {
  it('lets the first refresh through', () => {
    expect(isRefreshDue(undefined, 1_000, 2_000)).toBe(true);
    expect(isRefreshDue(Number.NEGATIVE_INFINITY, 0, 2_000)).toBe(true);
  });

  it('ignores a refresh within the gap, not at or after it', () => {
    expect(isRefreshDue(10_000, 11_999, 2_000)).toBe(false);
    expect(isRefreshDue(10_000, 12_000, 2_000)).toBe(true);
    expect(isRefreshDue(10_000, 30_000, 2_000)).toBe(true);
  });

  it('always lets a forced refresh through', () => {
    expect(isRefreshDue(10_000, 10_001, 2_000, true)).toBe(true);
  });
});
