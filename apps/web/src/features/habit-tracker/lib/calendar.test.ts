import { describe, expect, it } from 'vitest';

import { daysBefore, formatDay, yearWeeks } from './calendar';

describe('yearWeeks', () => {
  it('lays 366 days in weeks from Monday, today in the last one', () => {
    // 2026-01-15 is a Thursday; 365 days before it, 2025-01-15, a Wednesday.
    const weeks = yearWeeks('2026-01-15', 366);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]!.slice(0, 3)).toEqual([null, null, '2025-01-15']);
    expect(weeks.at(-1)).toEqual(['2026-01-12', '2026-01-13', '2026-01-14', '2026-01-15', null, null, null]);
    expect(weeks.flat().filter((day) => day !== null)).toHaveLength(366);
  });

  it('needs no blanks when the days fill whole weeks', () => {
    // Monday 2026-01-05 to Sunday 2026-01-18.
    expect(yearWeeks('2026-01-18', 14)).toEqual([
      ['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09', '2026-01-10', '2026-01-11'],
      ['2026-01-12', '2026-01-13', '2026-01-14', '2026-01-15', '2026-01-16', '2026-01-17', '2026-01-18'],
    ]);
  });
});

describe('days on screen', () => {
  it('lists the days before today, oldest first', () => {
    expect(daysBefore('2026-03-02', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('writes a day as the language does, whatever the browser’s zone', () => {
    expect(formatDay('2026-01-15', 'fr', 'long')).toBe('jeudi 15 janvier 2026');
    expect(formatDay('2026-01-15', 'en', 'long')).toBe('Thursday, January 15, 2026');
    expect(formatDay('2026-01-15', 'de', 'short')).toBe('Do., 15.');
  });
});
