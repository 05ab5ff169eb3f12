import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { hexToRgb, rgbToHsl, type Rgb } from './color';
import { buildPalette, mix, paletteCss, turnHue } from './palette';

const rgb = (hex: string): Rgb => hexToRgb(hex)!;
const hueOf = (colour: Rgb) => rgbToHsl(colour).h;
/** The distance between two hues on the colour wheel. */
const hueGap = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe('harmonies', () => {
  it('turns pure red to the expected hues', () => {
    const palette = buildPalette(rgb('#ff0000'));
    const hexes = Object.fromEntries(palette.map((swatch) => [swatch.name, swatch.hex]));
    expect(hexes).toMatchObject({
      base: '#ff0000',
      complementary: '#00ffff',
      'analogous-1': '#ff0080',
      'analogous-2': '#ff8000',
      'triadic-1': '#00ff00',
      'triadic-2': '#0000ff',
    });
  });

  it('puts the complementary at 180°, the analogous at ± 30° and the triadic at 120° and 240°', () => {
    const base = rgb('#3a7bd5');
    const palette = buildPalette(base);
    const hue = (name: string) => hueOf(palette.find((swatch) => swatch.name === name)!.rgb);
    const h = hueOf(base);
    // Within a degree: the turned colours are rounded to 8-bit channels.
    expect(hueGap(hue('complementary'), (h + 180) % 360)).toBeLessThan(1);
    expect(hueGap(hue('analogous-1'), (h + 330) % 360)).toBeLessThan(1);
    expect(hueGap(hue('analogous-2'), (h + 30) % 360)).toBeLessThan(1);
    expect(hueGap(hue('triadic-1'), (h + 120) % 360)).toBeLessThan(1);
    expect(hueGap(hue('triadic-2'), (h + 240) % 360)).toBeLessThan(1);
  });

  it('keeps saturation and lightness, and turns any saturated colour by the asked angle', () => {
    const byte = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(
        fc.record({ r: byte, g: byte, b: byte }),
        fc.constantFrom(180, -30, 30, 120, 240),
        (base, turn) => {
          const before = rgbToHsl(base);
          const after = rgbToHsl(turnHue(base, turn));
          expect(Math.abs(after.l - before.l)).toBeLessThan(1);
          // A vivid colour's hue survives the 8-bit rounding; a greyish one's barely exists.
          if (before.s > 40 && before.l > 20 && before.l < 80)
            expect(hueGap(after.h, (before.h + turn + 360) % 360)).toBeLessThan(2);
        },
      ),
    );
  });

  it('leaves a grey unchanged', () => {
    expect(turnHue(rgb('#777777'), 120)).toEqual(rgb('#777777'));
  });
});

describe('tints and shades', () => {
  it('mixes in white and black by 20 % steps', () => {
    const palette = buildPalette(rgb('#3a7bd5'));
    const of = (group: string) =>
      palette.filter((swatch) => swatch.group === group).map((swatch) => swatch.hex);
    expect(of('tints')).toEqual(['#6195dd', '#89b0e6', '#b0caee', '#d8e5f7']);
    expect(of('shades')).toEqual(['#2e62aa', '#234a80', '#173155', '#0c192b']);
    expect(mix(rgb('#000000'), rgb('#ffffff'), 50)).toEqual(rgb('#808080'));
  });
});

describe('paletteCss', () => {
  it('writes every swatch as a custom property', () => {
    const css = paletteCss(buildPalette(rgb('#ff0000')));
    expect(css).toBe(
      [
        ':root {',
        '  --palette-base: #ff0000;',
        '  --palette-complementary: #00ffff;',
        '  --palette-analogous-1: #ff0080;',
        '  --palette-analogous-2: #ff8000;',
        '  --palette-triadic-1: #00ff00;',
        '  --palette-triadic-2: #0000ff;',
        '  --palette-tint-20: #ff3333;',
        '  --palette-tint-40: #ff6666;',
        '  --palette-tint-60: #ff9999;',
        '  --palette-tint-80: #ffcccc;',
        '  --palette-shade-20: #cc0000;',
        '  --palette-shade-40: #990000;',
        '  --palette-shade-60: #660000;',
        '  --palette-shade-80: #330000;',
        '}',
        '',
      ].join('\n'),
    );
  });
});
