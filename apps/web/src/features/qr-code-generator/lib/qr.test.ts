import { describe, expect, it } from 'vitest';

import { fitQr, parseSize, qrSvg } from './qr';

describe('the QR code', () => {
  it('fits a short text in a small version', () => {
    expect(fitQr('https://trousse.example', 'M')).toEqual({ fits: true, version: 2 });
  });

  it('tells when a content is too long for the level', () => {
    // 2,953 bytes fit at L (version 40), 1,273 at H.
    const long = 'x'.repeat(2_000);
    expect(fitQr(long, 'L')).toEqual({ fits: true, version: 33 });
    expect(fitQr(long, 'H')).toEqual({ fits: false });
    expect(fitQr('x'.repeat(2_953), 'L')).toEqual({ fits: true, version: 40 });
    expect(fitQr('x'.repeat(2_954), 'L')).toEqual({ fits: false });
  });

  it('writes an SVG document of the chosen size and colours', async () => {
    const svg = await qrSvg('Bonjour', {
      level: 'Q',
      size: 300,
      foreground: '#1e3a8a',
      background: '#fef3c7',
    });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('width="300"');
    expect(svg).toContain('#1e3a8a');
    expect(svg).toContain('#fef3c7');
  });

  it.each([
    ['256', 256],
    [' 128 ', 128],
    ['1024', 1024],
    ['127', null],
    ['1025', null],
    ['300.5', null],
    ['', null],
  ])('size %j gives %j', (text, size) => {
    expect(parseSize(text)).toBe(size);
  });
});
