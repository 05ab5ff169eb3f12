import { useMemo } from 'react';

import { useLanguage } from '../i18n';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRelativeTime,
  formatSeenDate,
  formatTime,
} from '../lib/i18n-format';

/**
 * The formats of lib/i18n-format.ts bound to the current language; the caller re-renders
 * (and so re-formats) when the language changes.
 */
export function useFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
      count: (value: number) => formatCount(value, language),
      dateTime: (value: string | number | Date) => formatDateTime(value, language),
      date: (value: string | number | Date) => formatDate(value, language),
      time: (value: string | number | Date) => formatTime(value, language),
      relativeTime: (amount: number, unit: Intl.RelativeTimeFormatUnit) =>
        formatRelativeTime(amount, unit, language),
      seenDate: (iso: string, now: number, justNow: string) => formatSeenDate(iso, now, language, justNow),
    }),
    [language],
  );
}
