import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatHsl, formatRgb, hexToRgb, hslToRgb, parseColor, rgbToHex, rgbToHsl, type Rgb } from './color';

const byte = fc.integer({ min: 0, max: 255 });
const anyRgb = fc.record({ r: byte, g: byte, b: byte });

describe('HEX, RGB and HSL', () => {
  it.each<[string, Rgb, [number, number, number]]>([
    ['#000000', { r: 0, g: 0, b: 0 }, [0, 0, 0]],
    ['#ffffff', { r: 255, g: 255, b: 255 }, [0, 0, 100]],
    ['#ff0000', { r: 255, g: 0, b: 0 }, [0, 100, 50]],
    ['#00ff00', { r: 0, g: 255, b: 0 }, [120, 100, 50]],
    ['#0000ff', { r: 0, g: 0, b: 255 }, [240, 100, 50]],
    ['#808080', { r: 128, g: 128, b: 128 }, [0, 0, 50.2]],
    ['#3a7bd5', { r: 58, g: 123, b: 213 }, [214.8, 64.9, 53.1]],
  ])('%s is %j, hsl %j', (hex, rgb, [h, s, l]) => {
    expect(hexToRgb(hex)).toEqual(rgb);
    expect(rgbToHex(rgb)).toBe(hex);
    const hsl = rgbToHsl(rgb);
    expect(hsl.h).toBeCloseTo(h, 1);
    expect(hsl.s).toBeCloseTo(s, 1);
    expect(hsl.l).toBeCloseTo(l, 1);
    expect(hslToRgb(hsl)).toEqual(rgb);
  });

  it('writes rgb() and hsl() codes', () => {
    expect(formatRgb({ r: 58, g: 123, b: 213 })).toBe('rgb(58, 123, 213)');
    expect(formatHsl({ r: 58, g: 123, b: 213 })).toBe('hsl(214.8, 64.9%, 53.1%)');
    expect(formatHsl({ r: 255, g: 0, b: 0 })).toBe('hsl(0, 100%, 50%)');
    expect(formatHsl({ r: 255, g: 255, b: 255 })).toBe('hsl(0, 0%, 100%)');
  });

  it('HEX → RGB → HEX gives back the same code', () => {
    fc.assert(
      fc.property(anyRgb, (rgb) => {
        const hex = rgbToHex(rgb);
        expect(hex).toMatch(/^#[0-9a-f]{6}$/);
        expect(hexToRgb(hex)).toEqual(rgb);
        expect(rgbToHex(hexToRgb(hex)!)).toBe(hex);
      }),
    );
  });

  it('RGB → HSL → RGB gives back the same colour', () => {
    fc.assert(
      fc.property(anyRgb, (rgb) => {
        const hsl = rgbToHsl(rgb);
        expect(hsl.h).toBeGreaterThanOrEqual(0);
        expect(hsl.h).toBeLessThan(360);
        expect(hslToRgb(hsl)).toEqual(rgb);
      }),
    );
  });

  it('the codes it writes read back as the same colour', () => {
    fc.assert(
      fc.property(anyRgb, (rgb) => {
        expect(parseColor(rgbToHex(rgb))).toEqual(rgb);
        expect(parseColor(formatRgb(rgb))).toEqual(rgb);
        expect(parseColor(formatHsl(rgb))).toEqual(rgb);
      }),
      { numRuns: 2000 },
    );
  });

  it('every 8-bit colour survives its written HSL code', () => {
    const lost: string[] = [];
    for (let r = 0; r < 256; r += 5)
      for (let g = 0; g < 256; g += 5)
        for (let b = 0; b < 256; b += 5) {
          const rgb = { r, g, b };
          if (rgbToHex(parseColor(formatHsl(rgb))!) !== rgbToHex(rgb)) lost.push(rgbToHex(rgb));
        }
    expect(lost).toEqual([]);
  });
});

describe('parseColor', () => {
  it.each<[string, Rgb]>([
    ['#3a7bd5', { r: 58, g: 123, b: 213 }],
    ['#3A7BD5', { r: 58, g: 123, b: 213 }],
    ['3a7bd5', { r: 58, g: 123, b: 213 }],
    ['  #37d ', { r: 51, g: 119, b: 221 }],
    ['#fff', { r: 255, g: 255, b: 255 }],
    ['rgb(58, 123, 213)', { r: 58, g: 123, b: 213 }],
    ['rgb(58 123 213)', { r: 58, g: 123, b: 213 }],
    ['RGB( 58 ,123 , 213 )', { r: 58, g: 123, b: 213 }],
    ['rgb(100%, 0%, 50%)', { r: 255, g: 0, b: 128 }],
    ['rgba(1, 2, 3)', { r: 1, g: 2, b: 3 }],
    ['hsl(0, 100%, 50%)', { r: 255, g: 0, b: 0 }],
    ['hsl(120deg 100% 25%)', { r: 0, g: 128, b: 0 }],
    ['hsl(240 100 50)', { r: 0, g: 0, b: 255 }],
    ['hsl(-120, 100%, 50%)', { r: 0, g: 0, b: 255 }],
    ['hsl(480, 100%, 50%)', { r: 0, g: 255, b: 0 }],
    ['hsl(0, 0%, 100%)', { r: 255, g: 255, b: 255 }],
  ])('reads %j', (text, rgb) => {
    expect(parseColor(text)).toEqual(rgb);
  });

  it.each([
    '',
    '   ',
    'blue',
    '#12',
    '#1234',
    '#12345g',
    '#1234567',
    'rgb(256, 0, 0)',
    'rgb(-1, 0, 0)',
    'rgb(1, 2)',
    'rgb(1, 2, 3, 4)',
    'rgb(1, 2, 3',
    'rgb(a, b, c)',
    'rgb(101%, 0%, 0%)',
    'hsl(0, 120%, 50%)',
    'hsl(0, 50%, -5%)',
    'hsl(10%, 50%, 50%)',
    'hsv(0, 50%, 50%)',
    'rgb()',
  ])('rejects %j', (text) => {
    expect(parseColor(text)).toBeNull();
  });
});
