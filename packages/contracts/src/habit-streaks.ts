// The habit tracker's calendar (issue 28): days as `YYYY-MM-DD` in the person's own time zone,
// and the streaks computed from a habit's checks. Pure and free of zod: the server validates a
// check's day with it, the screen draws its grid and its streaks with it, so both count alike.

/** A habit's count on one of the person's days. */
export interface HabitDay {
  /** `YYYY-MM-DD`. */
  day: string;
  count: number;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The day `n` days after `day` (before, when `n` is negative). */
export function addDays(day: string, n: number): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`not a day: ${day.slice(0, 12)}`);
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + n * DAY_MS;
  return new Date(time).toISOString().slice(0, 10);
}

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isDay(text: string): boolean {
  return DAY_PATTERN.test(text) && Number(text.slice(0, 4)) >= 1 && addDays(text, 0) === text;
}

/** Days from `from` to `to`, negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat | undefined {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      return undefined;
    }
    // Only zones the runtime knows get here: a few hundred at most.
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** Whether the runtime knows this IANA time zone (`Europe/Paris`, `UTC`…). */
export function isTimeZone(name: string): boolean {
  return name.length > 0 && name.length <= 64 && zoneFormat(name) !== undefined;
}

/** The calendar day at that instant in that time zone. */
export function dayInZone(at: Date, timeZone: string): string {
  const format = zoneFormat(timeZone);
  if (!format) throw new RangeError(`unknown time zone: ${timeZone.slice(0, 64)}`);
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The days on which the habit reached its target, up to `today`, as a set. */
function doneDays(checks: readonly HabitDay[], target: number, today: string): Set<string> {
  return new Set(
    checks.filter((check) => check.count >= target && check.day <= today).map((check) => check.day),
  );
}

/**
 * The days in a row, ending today, on which the target was reached. Today counts only once it
 * is done; until then the streak runs up to yesterday (an unchecked morning breaks nothing).
 */
export function currentStreak(checks: readonly HabitDay[], target: number, today: string): number {
  const done = doneDays(checks, target, today);
  let day = done.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (done.has(day)) {
    streak++;
    day = addDays(day, -1);
  }
  return streak;
}

/** The longest run of consecutive days on which the target was reached, up to `today`. */
export function bestStreak(checks: readonly HabitDay[], target: number, today: string): number {
  const days = [...doneDays(checks, target, today)].sort();
  let best = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of days) {
    run = previous !== undefined && daysBetween(previous, day) === 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  return best;
}
