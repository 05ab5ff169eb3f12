import { describe, expect, it } from 'vitest';

import {
  formatCount,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRelativeTime,
  formatSeenDate,
  formatTime,
} from './i18n-format';

const march12 = Date.parse('2026-03-12T14:05:00Z');

describe('formatNumber', () => {
  it('writes numbers as each language does', () => {
    expect(formatNumber(98.43, 'fr', { maximumFractionDigits: 1 })).toBe('98,4');
    expect(formatNumber(98.43, 'en', { maximumFractionDigits: 1 })).toBe('98.4');
    expect(formatNumber(98.43, 'de', { maximumFractionDigits: 1 })).toBe('98,4');
    expect(formatNumber(1234, 'en')).toBe('1,234');
  });

  it('keeps formatters of different options apart', () => {
    expect(formatNumber(2.25, 'en', { maximumFractionDigits: 0 })).toBe('2');
    expect(formatNumber(2.25, 'en')).toBe('2.25');
  });
});

describe('formatCount', () => {
  it('writes small French counts without Intl, as Intl would', () => {
    expect(formatCount(999, 'fr')).toBe('999');
    expect(formatCount(1234, 'fr')).toBe(new Intl.NumberFormat('fr').format(1234));
  });
});

describe('dates', () => {
  it('follow the language', () => {
    expect(formatDate(march12, 'fr')).toBe('12 mars 2026');
    expect(formatDate(march12, 'en')).toBe('March 12, 2026');
    expect(formatDate(new Date(march12), 'de')).toBe('12. März 2026');
    expect(formatDateTime(new Date(march12), 'es')).toBe(
      new Intl.DateTimeFormat('es', { dateStyle: 'long', timeStyle: 'short' }).format(march12),
    );
  });

  it('write a time of day', () => {
    expect(formatTime(march12, 'fr')).toBe(
      new Intl.DateTimeFormat('fr', { hour: '2-digit', minute: '2-digit' }).format(march12),
    );
  });

  it('give back text that is not a date', () => {
    expect(formatDateTime('bientôt', 'fr')).toBe('bientôt');
    expect(formatDate('', 'en')).toBe('');
  });
});

describe('relative times', () => {
  it('say "ago" in each language', () => {
    expect(formatRelativeTime(-5, 'minute', 'fr')).toBe('il y a 5 minutes');
    expect(formatRelativeTime(-5, 'minute', 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(-3, 'hour', 'de')).toBe('vor 3 Stunden');
    expect(formatRelativeTime(-1, 'day', 'es')).toBe('ayer');
  });

  it('make a seen date relative within a day, in the language asked', () => {
    const now = Date.parse('2026-03-12T14:00:00Z');
    expect(formatSeenDate('2026-03-12T13:55:00Z', now, 'en', 'just now')).toBe('5 minutes ago');
    expect(formatSeenDate('2026-03-12T13:59:59Z', now, 'en', 'just now')).toBe('just now');
    expect(formatSeenDate('2026-03-01T09:05:00Z', now, 'en', 'just now')).toBe(
      formatDateTime('2026-03-01T09:05:00Z', 'en'),
    );
  });
});
