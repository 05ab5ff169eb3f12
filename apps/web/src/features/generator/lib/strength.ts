import type { StrengthLevel } from '@trousse/contracts/generator';

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

/** Entropy in bits as shown: one decimal at most, French separators ('98,4'). */
export function formatBits(bits: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bits);
}
