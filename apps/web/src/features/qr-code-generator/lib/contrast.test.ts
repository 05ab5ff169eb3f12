import { describe, expect, it } from 'vitest';

import { MIN_CONTRAST, checkColours, contrastRatio, parseHexColour, relativeLuminance } from './contrast';

describe('colours', () => {
  it('reads hex colours', () => {
    expect(parseHexColour('#0f766e')).toEqual([15, 118, 110]);
    expect(parseHexColour('#FFF')).toEqual([255, 255, 255]);
    expect(parseHexColour('0f766e')).toBeNull();
    expect(parseHexColour('#12345')).toBeNull();
    expect(parseHexColour('red')).toBeNull();
  });

  it('computes the WCAG relative luminance', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10);
    expect(relativeLuminance([255, 0, 0])).toBeCloseTo(0.2126, 4);
  });

  // Known values, as WCAG contrast checkers give them.
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#0000ff', '#ffffff', 8.59],
    ['#ff0000', '#ffffff', 4],
    ['#0f766e', '#ffffff', 5.47],
  ])('%s on %s: %f:1', (foreground, background, ratio) => {
    const value = contrastRatio(parseHexColour(foreground)!, parseHexColour(background)!);
    expect(value).toBeCloseTo(ratio, 2);
    // The same, whichever colour comes first.
    expect(contrastRatio(parseHexColour(background)!, parseHexColour(foreground)!)).toBe(value);
  });
});

describe('the contrast warning', () => {
  it('says nothing for dark modules on a light ground with enough contrast', () => {
    expect(checkColours('#000000', '#ffffff')).toEqual({ ratio: 21, warning: null });
    expect(checkColours('#767676', '#ffffff').warning).toBeNull();
    expect(checkColours('#1e3a8a', '#fef3c7').warning).toBeNull();
  });

  it(`warns below ${MIN_CONTRAST}:1`, () => {
    expect(checkColours('#777777', '#ffffff').warning).toBe('low');
    expect(checkColours('#ffff00', '#ffffff').warning).toBe('low');
    expect(checkColours('#123456', '#123456')).toEqual({ ratio: 1, warning: 'low' });
  });

  it('warns of an inverted code: light modules on a dark ground', () => {
    expect(checkColours('#ffffff', '#000000')).toEqual({ ratio: 21, warning: 'inverted' });
    expect(checkColours('#fef3c7', '#1e3a8a').warning).toBe('inverted');
  });

  it('warns when a colour is not understood', () => {
    expect(checkColours('noir', '#ffffff')).toEqual({ ratio: null, warning: 'low' });
  });
});
