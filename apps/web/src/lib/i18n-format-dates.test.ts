import { describe, expect, it } from 'vitest';

import { formatDateTime, formatSeenDate } from './i18n-format';

const now = Date.parse('2026-03-12T14:00:00Z');

describe('formatSeenDate', () => {
  it('is relative within a day', () => {
    expect(formatSeenDate('2026-03-12T13:59:30Z', now, 'fr', "à l'instant")).toBe("à l'instant");
    expect(formatSeenDate('2026-03-12T13:55:00Z', now, 'fr', "à l'instant")).toBe('il y a 5 minutes');
    expect(formatSeenDate('2026-03-12T11:00:00Z', now, 'fr', "à l'instant")).toBe('il y a 3 heures');
  });

  it('is absolute beyond', () => {
    const text = formatSeenDate('2026-03-01T09:05:00Z', now, 'fr', "à l'instant");
    expect(text).toBe(formatDateTime('2026-03-01T09:05:00Z', 'fr'));
    expect(text).toMatch(/1 mars 2026/);
  });

  it('gives back text it cannot read', () => {
    expect(formatSeenDate('hier', now, 'fr', 'x')).toBe('hier');
  });
});
