import { addDays } from '@trousse/contracts/habit-streaks';

// The habit tracker's days on screen: the year's grid, laid out in weeks, and the dates written
// in the reader's language. A day is `YYYY-MM-DD`, the person's own; it is formatted at noon UTC
// in UTC, so that no browser zone moves it to the day before.

/** A week of the grid: seven days from Monday, `null` before the first day or after today. */
type GridWeek = (string | null)[];

/** Monday 0 … Sunday 6. */
function weekdayOf(day: string): number {
  return (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * The `days` days up to `today`, in weeks (columns of the grid) from Monday to Sunday: the
 * first week starts with blanks before the first day, the last ends with blanks after today.
 */
export function yearWeeks(today: string, days: number): GridWeek[] {
  const first = addDays(today, -(days - 1));
  const weeks: GridWeek[] = [];
  let week: GridWeek = Array.from({ length: weekdayOf(first) }, () => null);
  for (let i = 0; i < days; i++) {
    week.push(addDays(first, i));
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** The `count` days before `today`, oldest first. */
export function daysBefore(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(today, i - count));
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A day as the language writes it: 'long' (« jeudi 15 janvier 2026 ») or 'short' (« jeu. 15 »). */
export function formatDay(day: string, language: string, style: 'long' | 'short'): string {
  const key = `${language}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      language,
      style === 'long'
        ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
        : { weekday: 'short', day: 'numeric', timeZone: 'UTC' },
    );
    formats.set(key, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`));
}
