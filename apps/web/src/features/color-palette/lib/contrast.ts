import type { Rgb } from './color';

/**
 * WCAG 2.x contrast: the relative luminance of each colour (its channels through the sRGB
 * transfer function, then weighted), and the ratio (lighter + 0.05) / (darker + 0.05), from 1
 * (the same colour) to 21 (black on white).
 */

const linear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(first: Rgb, second: Rgb): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The WCAG 2.x thresholds (success criteria 1.4.3 and 1.4.6). */
export const THRESHOLDS = {
  aa: { normal: 4.5, large: 3 },
  aaa: { normal: 7, large: 4.5 },
} as const;

export type Level = keyof typeof THRESHOLDS;
export type TextSize = 'normal' | 'large';

/** Whether the ratio meets `level` for text of `size`; the ratio is never rounded first. */
export function passes(ratio: number, level: Level, size: TextSize): boolean {
  return ratio >= THRESHOLDS[level][size];
}

/** The best level a ratio reaches for text of `size`, or null below AA. */
export function bestLevel(ratio: number, size: TextSize): Level | null {
  if (passes(ratio, 'aaa', size)) return 'aaa';
  return passes(ratio, 'aa', size) ? 'aa' : null;
}

/**
 * The ratio as shown: cut (not rounded) to two decimals, so a shown 4.5 is never a failing
 * 4.497.
 */
export function displayedRatio(ratio: number): number {
  return Math.floor(ratio * 100 + 1e-9) / 100;
}

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/** Black or white, whichever reads better on `background` (at least 4.58:1 either way). */
export function readableTextOn(background: Rgb): '#000000' | '#ffffff' {
  return contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? '#000000' : '#ffffff';
}
