const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A date for people: "à l'instant", "il y a 5 minutes", "il y a 3 heures" within a day,
 * then the date and time ("12 mars 2026 à 14:05"). `justNow` is the translated "now".
 */
export function formatSeenDate(iso: string, now: number, locale: string, justNow: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const elapsed = now - time;
  if (elapsed >= 0 && elapsed < MINUTE) return justNow;
  if (elapsed >= 0 && elapsed < DAY) {
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    return elapsed < HOUR
      ? relative.format(-Math.floor(elapsed / MINUTE), 'minute')
      : relative.format(-Math.floor(elapsed / HOUR), 'hour');
  }
  return formatDateTime(iso, locale);
}

/** "12 mars 2026 à 14:05". */
export function formatDateTime(iso: string, locale: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(time);
}
