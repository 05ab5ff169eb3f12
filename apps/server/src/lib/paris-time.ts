import type { Language } from '@trousse/contracts/language';

/** Calendar days and midnights in Europe/Paris, where FREE quotas reset (DECISIONS §6). */
const parisDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const parisOffset = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Paris',
  timeZoneName: 'shortOffset',
});

/** The locale each language writes its dates in. */
const locales: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', de: 'de-DE' };
const parisDateTimes = new Map<Language, Intl.DateTimeFormat>();

/**
 * `24 novembre 2026 à 08:21`, `24 November 2026 at 08:21`…: an instant, in Paris time, as a
 * reader of the language writes it (mails).
 */
export function parisDateTime(at: Date, language: Language): string {
  let format = parisDateTimes.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[language], {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Paris',
    });
    parisDateTimes.set(language, format);
  }
  return format.format(at);
}

/** `2026-11-22`: the calendar day in Paris at that instant. */
export function parisDay(at: Date): string {
  return parisDate.format(at);
}

/** Minutes east of UTC in Paris at that instant (60 in winter, 120 in summer). */
function parisOffsetMinutes(at: Date): number {
  const name = parisOffset.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+1';
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** The next midnight in Paris after `at`, as an instant. */
export function nextParisMidnight(at: Date): Date {
  const [year, month, day] = parisDay(at).split('-').map(Number) as [number, number, number];
  const utcMidnightNextDay = Date.UTC(year, month - 1, day + 1);
  // The offset in force just after midnight; DST never changes at midnight in Paris.
  const offset = parisOffsetMinutes(new Date(utcMidnightNextDay));
  return new Date(utcMidnightNextDay - offset * 60_000);
}
