import { hslToRgb, rgbToHex, rgbToHsl, type Rgb } from './color';

/** The groups of the palette, in the order the screen shows them. */
export type SwatchGroup = 'harmonies' | 'tints' | 'shades';

/** What a swatch is: the base, one of its harmonies, a tint or a shade. */
export type SwatchKind = 'base' | 'complementary' | 'analogous' | 'triadic' | 'tint' | 'shade';

export interface Swatch {
  group: SwatchGroup;
  kind: SwatchKind;
  /** The hue turn in degrees for the harmonies, the percentage mixed in for tints and shades. */
  step: number;
  /** Its custom property's name, without the "--palette-" prefix ("analogous-1", "tint-40"). */
  name: string;
  rgb: Rgb;
  hex: string;
}

/** The hue turns of the harmonies, in degrees. */
export const HARMONY_TURNS = {
  complementary: [180],
  analogous: [-30, 30],
  triadic: [120, 240],
} as const;

/** How much white (tints) or black (shades) is mixed in, in percent. */
export const MIX_STEPS = [20, 40, 60, 80] as const;

/** The base colour with its hue turned by `degrees`, saturation and lightness kept. */
export function turnHue(base: Rgb, degrees: number): Rgb {
  const { h, s, l } = rgbToHsl(base);
  return hslToRgb({ h: h + degrees, s, l });
}

/** `percent` of `other` mixed into `base`, channel by channel. */
export function mix(base: Rgb, other: Rgb, percent: number): Rgb {
  const part = percent / 100;
  const channel = (from: number, to: number) => Math.round(from + (to - from) * part);
  return { r: channel(base.r, other.r), g: channel(base.g, other.g), b: channel(base.b, other.b) };
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

const GROUP_OF: Record<SwatchKind, SwatchGroup> = {
  base: 'harmonies',
  complementary: 'harmonies',
  analogous: 'harmonies',
  triadic: 'harmonies',
  tint: 'tints',
  shade: 'shades',
};

const swatch = (kind: SwatchKind, step: number, name: string, rgb: Rgb): Swatch => ({
  group: GROUP_OF[kind],
  kind,
  step,
  name,
  rgb,
  hex: rgbToHex(rgb),
});

/**
 * The palette of a base colour: itself, its complementary (hue + 180°), analogous (± 30°) and
 * triadic (+ 120°, + 240°) colours, and its tints and shades (20 to 80 % of white or black).
 */
export function buildPalette(base: Rgb): Swatch[] {
  const turned = (kind: 'complementary' | 'analogous' | 'triadic') =>
    HARMONY_TURNS[kind].map((degrees, index) =>
      swatch(
        kind,
        degrees,
        HARMONY_TURNS[kind].length > 1 ? `${kind}-${index + 1}` : kind,
        turnHue(base, degrees),
      ),
    );
  return [
    swatch('base', 0, 'base', base),
    ...turned('complementary'),
    ...turned('analogous'),
    ...turned('triadic'),
    ...MIX_STEPS.map((percent) => swatch('tint', percent, `tint-${percent}`, mix(base, WHITE, percent))),
    ...MIX_STEPS.map((percent) => swatch('shade', percent, `shade-${percent}`, mix(base, BLACK, percent))),
  ];
}

/** The palette as CSS custom properties on :root, ready to paste into a style sheet. */
export function paletteCss(palette: Swatch[]): string {
  const lines = palette.map((entry) => `  --palette-${entry.name}: ${entry.hex};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}
