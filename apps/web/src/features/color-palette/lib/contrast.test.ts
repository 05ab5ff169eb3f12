import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { hexToRgb, type Rgb } from './color';
import {
  bestLevel,
  contrastRatio,
  displayedRatio,
  passes,
  readableTextOn,
  relativeLuminance,
} from './contrast';

const rgb = (hex: string): Rgb => hexToRgb(hex)!;
const byte = fc.integer({ min: 0, max: 255 });
const anyRgb = fc.record({ r: byte, g: byte, b: byte });

describe('contrastRatio (WCAG 2.x)', () => {
  it.each<[string, string, number]>([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#595959', '#ffffff', 7],
    ['#ff0000', '#ffffff', 4],
    ['#0000ff', '#ffffff', 8.59],
    ['#ffff00', '#000000', 19.56],
    ['#3a7bd5', '#3a7bd5', 1],
  ])('%s and %s: %s', (first, second, ratio) => {
    expect(contrastRatio(rgb(first), rgb(second))).toBeCloseTo(ratio, 2);
  });

  it('takes the relative luminance through the sRGB transfer function', () => {
    expect(relativeLuminance(rgb('#000000'))).toBe(0);
    expect(relativeLuminance(rgb('#ffffff'))).toBeCloseTo(1, 10);
    expect(relativeLuminance(rgb('#808080'))).toBeCloseTo(0.2158605, 6);
    // Below the linear segment's end (10/255 ≤ 0.04045): divided by 12.92.
    expect(relativeLuminance({ r: 10, g: 10, b: 10 })).toBeCloseTo(10 / 255 / 12.92, 10);
  });

  it('is symmetric, between 1 and 21, and 1 for a colour with itself', () => {
    fc.assert(
      fc.property(anyRgb, anyRgb, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21 + 1e-9);
        expect(contrastRatio(b, a)).toBe(ratio);
        expect(contrastRatio(a, a)).toBe(1);
      }),
    );
  });
});

describe('verdicts', () => {
  it('uses 4.5 and 3 for AA, 7 and 4.5 for AAA, without rounding', () => {
    const grey = contrastRatio(rgb('#777777'), rgb('#ffffff'));
    expect(passes(grey, 'aa', 'normal')).toBe(false);
    expect(passes(grey, 'aa', 'large')).toBe(true);
    expect(passes(grey, 'aaa', 'large')).toBe(false);
    expect(bestLevel(grey, 'normal')).toBeNull();
    expect(bestLevel(grey, 'large')).toBe('aa');
    expect(bestLevel(4.5, 'normal')).toBe('aa');
    expect(bestLevel(4.5, 'large')).toBe('aaa');
    expect(bestLevel(7, 'normal')).toBe('aaa');
    expect(bestLevel(2.99, 'large')).toBeNull();
  });

  it('never shows a failing ratio as a passing one', () => {
    expect(displayedRatio(contrastRatio(rgb('#777777'), rgb('#ffffff')))).toBe(4.47);
    expect(displayedRatio(4.4999)).toBe(4.49);
    expect(displayedRatio(21)).toBe(21);
    expect(displayedRatio(1)).toBe(1);
  });
});

describe('readableTextOn', () => {
  it('picks black or white, whichever contrasts more', () => {
    expect(readableTextOn(rgb('#ffffff'))).toBe('#000000');
    expect(readableTextOn(rgb('#000000'))).toBe('#ffffff');
    expect(readableTextOn(rgb('#ffff00'))).toBe('#000000');
    expect(readableTextOn(rgb('#0000ff'))).toBe('#ffffff');
  });

  it('always reaches AA for normal text', () => {
    fc.assert(
      fc.property(anyRgb, (background) => {
        expect(contrastRatio(rgb(readableTextOn(background)), background)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});
