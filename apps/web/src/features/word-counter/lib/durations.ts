import { formatNumber } from '../../../lib/i18n-format';

/** Silent reading of an adult, in words per minute (Brysbaert, 2019: 238 for non-fiction). */
export const READING_WORDS_PER_MINUTE = 238;

/** Speaking aloud, at the pace of a talk or a presentation. */
export const SPEAKING_WORDS_PER_MINUTE = 150;

/**
 * The time `words` take at `perMinute`, in whole minutes, rounded to the nearest; 0 when it is
 * under a minute (the screen then says "less than a minute" rather than "0 min").
 */
export function durationMinutes(words: number, perMinute: number): number {
  if (words < perMinute) return 0;
  return Math.round(words / perMinute);
}

const lists = new Map<string, Intl.ListFormat>();

/**
 * Minutes as the language abbreviates them, through Intl: "3 min", "1 h 12 min" in French,
 * "1 hr 12 min" in English, "3 Min." in German. For a duration of a minute or more.
 */
export function formatMinutes(minutes: number, language: string): string {
  const unit = (value: number, name: 'hour' | 'minute') =>
    formatNumber(value, language, { style: 'unit', unit: name, unitDisplay: 'short' });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return unit(rest, 'minute');
  if (rest === 0) return unit(hours, 'hour');
  let list = lists.get(language);
  if (!list) {
    list = new Intl.ListFormat(language, { type: 'unit', style: 'narrow' });
    lists.set(language, list);
  }
  return list.format([unit(hours, 'hour'), unit(rest, 'minute')]);
}
