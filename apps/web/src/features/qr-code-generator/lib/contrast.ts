/**
 * Whether a code's colours can be scanned: the WCAG contrast ratio between its modules
 * (foreground) and its background, and the inverted codes (light modules on a dark ground)
 * that many readers fail on.
 */

/** Below this ratio the code is flagged as hard to scan (WCAG's threshold for normal text). */
export const MIN_CONTRAST = 4.5;

export type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb` (as a colour input gives it) as 0–255 channels; null otherwise. */
export function parseHexColour(value: string): Rgb | null {
  const match = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(value.trim());
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as unknown as Rgb;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG contrast ratio of two colours, 1 (none) to 21 (black on white). */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

export type ContrastWarning = 'low' | 'inverted';

/**
 * The ratio of the two colours and what is wrong with them for a reader: too little contrast
 * (below 4.5:1), or modules lighter than the background. Null ratio for a colour not understood.
 */
export function checkColours(
  foreground: string,
  background: string,
): { ratio: number | null; warning: ContrastWarning | null } {
  const dark = parseHexColour(foreground);
  const light = parseHexColour(background);
  if (!dark || !light) return { ratio: null, warning: 'low' };
  const ratio = contrastRatio(dark, light);
  if (ratio < MIN_CONTRAST) return { ratio, warning: 'low' };
  if (relativeLuminance(dark) > relativeLuminance(light)) return { ratio, warning: 'inverted' };
  return { ratio, warning: null };
}
