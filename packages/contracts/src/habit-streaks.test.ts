import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  bestStreak,
  currentStreak,
  dayInZone,
  daysBetween,
  isDay,
  isTimeZone,
  type HabitDay,
} from './habit-streaks';

const TODAY = '2026-03-01';
const done = (...back: number[]): HabitDay[] => back.map((n) => ({ day: addDays(TODAY, -n), count: 1 }));

describe('days', () => {
  it('adds days across months, leap years and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(daysBetween('2025-12-25', '2026-01-01')).toBe(7);
    expect(daysBetween('2026-01-01', '2025-12-25')).toBe(-7);
  });

  it('knows a real day from a look-alike', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
    expect(isDay('0000-01-01')).toBe(false);
    expect(isDay('2026-01-01T00:00')).toBe(false);
  });

  it('gives the day of an instant in each zone', () => {
    const at = new Date('2026-01-15T23:30:00Z');
    expect(dayInZone(at, 'Pacific/Auckland')).toBe('2026-01-16');
    expect(dayInZone(at, 'America/Los_Angeles')).toBe('2026-01-15');
    expect(dayInZone(at, 'UTC')).toBe('2026-01-15');
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Europe/Atlantide')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(() => dayInZone(at, 'Nowhere/Land')).toThrow(RangeError);
  });

  it('adds then subtracts back to the same day (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20_000, max: 20_000 }),
        fc.integer({ min: -800, max: 800 }),
        (offset, n) => {
          const day = addDays('2000-01-01', offset);
          expect(isDay(day)).toBe(true);
          expect(addDays(addDays(day, n), -n)).toBe(day);
          expect(daysBetween(day, addDays(day, n))).toBe(n);
        },
      ),
    );
  });
});

describe('streaks', () => {
  it('counts today only once it is done; until then, up to yesterday', () => {
    expect(currentStreak(done(0, 1, 2), 1, TODAY)).toBe(3);
    expect(currentStreak(done(1, 2), 1, TODAY)).toBe(2);
    expect(currentStreak(done(2, 3), 1, TODAY)).toBe(0);
    expect(currentStreak(done(0), 1, TODAY)).toBe(1);
    expect(currentStreak([], 1, TODAY)).toBe(0);
  });

  it('counts a day only when its count reaches the target', () => {
    const checks = [
      { day: TODAY, count: 2 },
      { day: addDays(TODAY, -1), count: 3 },
      { day: addDays(TODAY, -2), count: 1 },
      { day: addDays(TODAY, -3), count: 5 },
    ];
    expect(currentStreak(checks, 2, TODAY)).toBe(2);
    expect(bestStreak(checks, 2, TODAY)).toBe(2);
    // Today not yet at 3: the streak runs up to yesterday (3), then day −2 (1) breaks it.
    expect(currentStreak(checks, 3, TODAY)).toBe(1);
    expect(bestStreak(checks, 1, TODAY)).toBe(4);
  });

  it('finds the best run anywhere, across a month’s end, and ignores days after today', () => {
    expect(bestStreak(done(0, 10, 11, 12, 13, 20), 1, TODAY)).toBe(4);
    // 2026-02-27, 02-28, 03-01: across February's end.
    expect(bestStreak(done(0, 1, 2), 1, TODAY)).toBe(3);
    const tomorrow = { day: addDays(TODAY, 1), count: 1 };
    expect(currentStreak([...done(0), tomorrow], 1, TODAY)).toBe(1);
    expect(bestStreak([...done(0), tomorrow], 1, TODAY)).toBe(1);
    // In any order.
    expect(bestStreak(done(3, 0, 2, 1), 1, TODAY)).toBe(4);
  });

  it('never exceeds the days done; the current never exceeds the best (property)', () => {
    const checks = fc.uniqueArray(
      fc.record({ back: fc.integer({ min: 0, max: 60 }), count: fc.integer({ min: 0, max: 4 }) }),
      { selector: (check) => check.back, maxLength: 61 },
    );
    fc.assert(
      fc.property(checks, fc.integer({ min: 1, max: 4 }), (drawn, target) => {
        const days = drawn.map(({ back, count }) => ({ day: addDays(TODAY, -back), count }));
        const doneCount = days.filter((check) => check.count >= target).length;
        const current = currentStreak(days, target, TODAY);
        const best = bestStreak(days, target, TODAY);
        expect(best).toBeLessThanOrEqual(doneCount);
        expect(current).toBeLessThanOrEqual(best);
        // Raising the target never lengthens a streak.
        expect(bestStreak(days, target + 1, TODAY)).toBeLessThanOrEqual(best);
        // Checking today, when yesterday's run is current, adds exactly one day.
        const withToday = [...days.filter((check) => check.day !== TODAY), { day: TODAY, count: target }];
        const before = currentStreak(
          days.filter((check) => check.day !== TODAY),
          target,
          TODAY,
        );
        expect(currentStreak(withToday, target, TODAY)).toBe(before + 1);
      }),
    );
  });
});
