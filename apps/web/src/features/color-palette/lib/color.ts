/**
 * Colours as the palette handles them: sRGB with 8-bit channels (what HEX codes and
 * `<input type="color">` carry), read from and written as HEX, rgb() and hsl().
 */

/** The longest colour code the fields take ("hsl(214.8deg, 64.9%, 53.1%)" is 28 characters). */
export const MAX_CODE_LENGTH = 40;

/** Red, green and blue, each an integer from 0 to 255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Hue in degrees [0, 360), saturation and lightness in percent [0, 100]; not rounded. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

const clampChannel = (value: number) => Math.min(255, Math.max(0, Math.round(value)));
const normaliseHue = (hue: number) => ((hue % 360) + 360) % 360;

/** "#3a7bd5": lower case, six digits. */
export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => clampChannel(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** A HEX code with or without its "#", in three or six digits; null for anything else. */
export function hexToRgb(text: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!match) return null;
  let digits = match[1]!;
  if (digits.length === 3) digits = [...digits].map((digit) => digit + digit).join('');
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const red = r / 255;
  const green = g / 255;
  const blue = b / 255;
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const chroma = max - min;
  const lightness = (max + min) / 2;
  if (chroma === 0) return { h: 0, s: 0, l: lightness * 100 };
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  let hue: number;
  if (max === red) hue = ((green - blue) / chroma) % 6;
  else if (max === green) hue = (blue - red) / chroma + 2;
  else hue = (red - green) / chroma + 4;
  return { h: normaliseHue(hue * 60), s: saturation * 100, l: lightness * 100 };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const saturation = Math.min(100, Math.max(0, s)) / 100;
  const lightness = Math.min(100, Math.max(0, l)) / 100;
  const hue = normaliseHue(h);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const a = saturation * Math.min(lightness, 1 - lightness);
    return clampChannel(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return { r: channel(0), g: channel(8), b: channel(4) };
}

/** "rgb(58, 123, 213)". */
export function formatRgb({ r, g, b }: Rgb): string {
  return `rgb(${r}, ${g}, ${b})`;
}

/** One decimal at most: HSL codes precise enough to give back the same HEX. */
const tenth = (value: number) => String(Math.round(value * 10) / 10);

/** "hsl(214.7, 65.1%, 53.1%)". */
export function formatHsl(rgb: Rgb): string {
  const { h, s, l } = rgbToHsl(rgb);
  const hue = Math.round(h * 10) / 10;
  return `hsl(${tenth(hue === 360 ? 0 : hue)}, ${tenth(s)}%, ${tenth(l)}%)`;
}

const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)`;
const numberPattern = new RegExp(`^(${NUMBER})(%|deg)?$`, 'i');

/** The three values between "name(" and ")", separated by commas or spaces; null otherwise. */
function functionArguments(text: string, names: string[]): { value: number; unit: string }[] | null {
  const match = /^([a-z]+)\(\s*([^()]*?)\s*\)$/i.exec(text);
  if (!match || !names.includes(match[1]!.toLowerCase())) return null;
  const body = match[2]!;
  const commas = body.includes(',');
  const parts = commas ? body.split(/\s*,\s*/) : body.split(/\s+/);
  if (parts.length !== 3) return null;
  const values = parts.map((part) => numberPattern.exec(part));
  if (values.some((value) => !value)) return null;
  return values.map((value) => ({ value: Number(value![1]), unit: (value![2] ?? '').toLowerCase() }));
}

function parseRgbFunction(text: string): Rgb | null {
  const values = functionArguments(text, ['rgb', 'rgba']);
  if (!values) return null;
  const channels: number[] = [];
  for (const { value, unit } of values) {
    if (unit === 'deg') return null;
    const max = unit === '%' ? 100 : 255;
    if (value < 0 || value > max) return null;
    channels.push(clampChannel(unit === '%' ? (value / 100) * 255 : value));
  }
  const [r = 0, g = 0, b = 0] = channels;
  return { r, g, b };
}

function parseHslFunction(text: string): Rgb | null {
  const values = functionArguments(text, ['hsl', 'hsla']);
  if (!values) return null;
  const [hue, saturation, lightness] = values as [
    { value: number; unit: string },
    { value: number; unit: string },
    { value: number; unit: string },
  ];
  if (hue.unit === '%') return null;
  for (const part of [saturation, lightness])
    if (part.unit === 'deg' || part.value < 0 || part.value > 100) return null;
  return hslToRgb({ h: hue.value, s: saturation.value, l: lightness.value });
}

/**
 * A colour as people type it: "#3a7bd5", "#37d" (the "#" may be left out), "rgb(58, 123, 213)"
 * or "rgb(58 123 213)" (channels from 0 to 255, or percentages), "hsl(215, 65%, 53%)" or
 * "hsl(215deg 65% 53%)". Null for anything else, out-of-range values included.
 */
export function parseColor(text: string): Rgb | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return hexToRgb(trimmed) ?? parseRgbFunction(trimmed) ?? parseHslFunction(trimmed);
}
