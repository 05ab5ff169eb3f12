import type { StrengthLevel } from '@trousse/contracts/api/generator/schemas';

import { formatNumber } from '../../lib/i18n-format';

export type { StrengthLevel };

const levelKeys = {
  weak: 'generator.levels.weak',
  fair: 'generator.levels.fair',
  good: 'generator.levels.good',
  strong: 'generator.levels.strong',
  'very-strong': 'generator.levels.veryStrong',
} as const;

/** Translation key of a strength level's French label (Faible … Très fort). */
export function strengthLabelKey(level: StrengthLevel) {
  return levelKeys[level] ?? levelKeys.weak;
}

/** A score brought into 0–100, whole. */
export function meterValue(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(100, Math.max(0, Math.round(score)));
}

/** Entropy in bits as shown: one decimal at most, the language's separator ('98,4' in French). */
export function formatBits(bits: number, language: string): string {
  return formatNumber(bits, language, { maximumFractionDigits: 1 });
}

/** Whole units of time, each a number of the one before (as the server counts them). */
const crackUnits: readonly [limit: number, unit: string][] = [
  [60, 'second'],
  [60, 'minute'],
  [24, 'hour'],
  [30, 'day'],
  [12, 'month'],
  [100, 'year'],
];

/**
 * The crack time in words, in the reader's language: 'less than a second', whole units
 * ('3 heures', '3 hours'), or 'centuries'; `texts` gives the two phrases without a number.
 */
export function crackTimeText(
  seconds: number,
  language: string,
  texts: { lessThanSecond: string; centuries: string },
): string {
  if (!(seconds >= 1)) return texts.lessThanSecond;
  let value = seconds;
  for (const [limit, unit] of crackUnits) {
    if (value < limit)
      return formatNumber(Math.floor(value), language, { style: 'unit', unit, unitDisplay: 'long' });
    value /= limit;
  }
  return texts.centuries;
}
