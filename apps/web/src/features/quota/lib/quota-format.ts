import type { Usage } from '@trousse/contracts/api/quota/schemas';
import { UNLIMITED } from '@trousse/contracts/plans';
import type { TFunction } from 'i18next';

export type QuotaDisplay =
  | { unlimited: true; text: '∞' }
  | { unlimited: false; text: string; remaining: number; limit: number; exhausted: boolean };

type NumberFormat = (value: number) => string;

/**
 * The header's counter: remaining/total ('2/3'), or '∞' on an unlimited plan. The numbers are
 * written by `formatNumber`, the current language's (e.g. `useFormat().count`).
 */
export function quotaDisplay(
  usage: Pick<Usage, 'remainingQuota' | 'limit'>,
  formatNumber: NumberFormat = String,
): QuotaDisplay {
  if (usage.limit === UNLIMITED || usage.remainingQuota === UNLIMITED) return { unlimited: true, text: '∞' };
  const limit = Math.max(0, usage.limit);
  const remaining = Math.min(Math.max(0, usage.remainingQuota), limit);
  const text = `${formatNumber(remaining)}/${formatNumber(limit)}`;
  return { unlimited: false, text, remaining, limit, exhausted: remaining === 0 };
}

/** What the counter says in words: 'Utilisations restantes : 2 sur 3', 'Utilisations illimitées'. */
export function quotaLabel(display: QuotaDisplay, t: TFunction, formatNumber: NumberFormat = String): string {
  if (display.unlimited) return t('quota.unlimited');
  return t('quota.remaining', {
    remaining: formatNumber(display.remaining),
    limit: formatNumber(display.limit),
  });
}
