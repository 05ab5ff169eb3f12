import { describe, expect, it } from 'vitest';

import { clockWait, relativeWait, secondsUntil } from './wait-display';

describe('relativeWait (part 1 §9)', () => {
  it("shows '1 min' under 60 s", () => {
    expect(relativeWait(0)).toEqual({ unit: 'minutes', count: 1 });
    expect(relativeWait(59)).toEqual({ unit: 'minutes', count: 1 });
  });

  it('shows minutes under an hour, rounded up', () => {
    expect(relativeWait(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(relativeWait(61)).toEqual({ unit: 'minutes', count: 2 });
    expect(relativeWait(120)).toEqual({ unit: 'minutes', count: 2 });
    expect(relativeWait(3599)).toEqual({ unit: 'minutes', count: 60 });
  });

  it('shows hours beyond', () => {
    expect(relativeWait(3600)).toEqual({ unit: 'hours', count: 1 });
    expect(relativeWait(10_800)).toEqual({ unit: 'hours', count: 3 });
    expect(relativeWait(10_799)).toEqual({ unit: 'hours', count: 3 });
  });
});

describe('clockWait', () => {
  it('is m:ss under an hour, h:mm:ss beyond', () => {
    expect(clockWait(120)).toBe('2:00');
    expect(clockWait(9)).toBe('0:09');
    expect(clockWait(10_800)).toBe('3:00:00');
    expect(clockWait(3661)).toBe('1:01:01');
    expect(clockWait(-5)).toBe('0:00');
  });
});

describe('secondsUntil', () => {
  it('rounds up and never goes below 0', () => {
    expect(secondsUntil(10_500, 0)).toBe(11);
    expect(secondsUntil(1_000, 2_000)).toBe(0);
  });
});
