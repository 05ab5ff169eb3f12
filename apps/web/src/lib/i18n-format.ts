/**
 * Numbers, dates and durations written as the reader's language writes them, through Intl.
 * Every screen formats through here with the current i18n language (see hooks/use-format.ts)
 * rather than with a fixed locale, so a new language needs no change to the screens.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Building an Intl formatter costs far more than using one (it loads its locale data), and
 * the same few are asked for on every render: each is built once per language and options.
 */
const formatters = new Map<string, unknown>();

function cached<T>(kind: string, language: string, options: object | undefined, create: () => T): T {
  const key = `${kind}|${language}|${options ? JSON.stringify(options) : ''}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

function isFrench(language: string): boolean {
  return language === 'fr' || language.startsWith('fr-');
}

/** A number as the language writes it ('98,4' in French, '98.4' in English). */
export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return cached('number', language, options, () => new Intl.NumberFormat(language, options)).format(value);
}

/**
 * A whole count ('1 234' in French). The first use of Intl.NumberFormat in a page costs some
 * 15–35 ms, paid on the first screen for the likes of every card. Below 1 000 a French count
 * is its bare digits, so those are written without it; larger ones, and other languages, go
 * through Intl.
 */
export function formatCount(value: number, language: string): string {
  if (isFrench(language) && Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return formatNumber(value, language);
}

type DateInput = string | number | Date;

/** Milliseconds since the epoch, or NaN for a date that cannot be read. */
function timeOf(value: DateInput): number {
  if (typeof value === 'string') return Date.parse(value);
  return typeof value === 'number' ? value : value.getTime();
}

function formatDateParts(value: DateInput, language: string, options: Intl.DateTimeFormatOptions): string {
  const time = timeOf(value);
  // Text the browser cannot read as a date is shown as it came rather than as 'Invalid Date'.
  if (Number.isNaN(time)) return String(value);
  return cached('date', language, options, () => new Intl.DateTimeFormat(language, options)).format(time);
}

/** A date and time: "12 mars 2026 à 14:05" in French. */
export function formatDateTime(value: DateInput, language: string): string {
  return formatDateParts(value, language, { dateStyle: 'long', timeStyle: 'short' });
}

/** A date: "12 mars 2026" in French. */
export function formatDate(value: DateInput, language: string): string {
  return formatDateParts(value, language, { dateStyle: 'long' });
}

/** A time of day: "14:05" in French, "02:05 PM" in English. */
export function formatTime(value: DateInput, language: string): string {
  return formatDateParts(value, language, { hour: '2-digit', minute: '2-digit' });
}

/** "il y a 5 minutes", "dans 2 heures", "hier": an amount of `unit` before (<0) or after now. */
export function formatRelativeTime(
  amount: number,
  unit: Intl.RelativeTimeFormatUnit,
  language: string,
): string {
  const options: Intl.RelativeTimeFormatOptions = { numeric: 'auto' };
  return cached('relative', language, options, () => new Intl.RelativeTimeFormat(language, options)).format(
    amount,
    unit,
  );
}

/**
 * A date for people: `justNow` (the catalogue's "à l'instant") within a minute, "il y a 5
 * minutes", "il y a 3 heures" within a day, then the date and time.
 */
export function formatSeenDate(iso: string, now: number, language: string, justNow: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const elapsed = now - time;
  if (elapsed >= 0 && elapsed < MINUTE) return justNow;
  if (elapsed >= 0 && elapsed < DAY) {
    return elapsed < HOUR
      ? formatRelativeTime(-Math.floor(elapsed / MINUTE), 'minute', language)
      : formatRelativeTime(-Math.floor(elapsed / HOUR), 'hour', language);
  }
  return formatDateTime(time, language);
}
