import QRCode, { type QRCodeRenderersOptions } from 'qrcode';

/**
 * The QR code itself, drawn in the browser by the `qrcode` library: whether a content fits at
 * an error-correction level, the preview on a canvas, and the PNG and SVG files.
 */

/** Error correction, from L (7 % of the code may be lost) to H (30 %). */
export const levels = ['L', 'M', 'Q', 'H'] as const;
export type Level = (typeof levels)[number];
/** The share of the code each level can restore. */
export const levelRecovery: Record<Level, number> = { L: 0.07, M: 0.15, Q: 0.25, H: 0.3 };

export const MIN_SIZE = 128;
export const MAX_SIZE = 1024;
export const DEFAULT_SIZE = 256;
/** The quiet zone around the code, in modules: the standard's 4. */
const MARGIN = 4;

/** A size typed in pixels: a whole number from 128 to 1024, or null. */
export function parseSize(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const size = Number(trimmed);
  return size >= MIN_SIZE && size <= MAX_SIZE ? size : null;
}

export type Fit = { fits: true; version: number } | { fits: false };

/** Whether `payload` fits in a QR code at `level` (40 versions at most), and in which version. */
export function fitQr(payload: string, level: Level): Fit {
  try {
    return { fits: true, version: QRCode.create(payload, { errorCorrectionLevel: level }).version };
  } catch (error) {
    if (error instanceof Error && /too big/i.test(error.message)) return { fits: false };
    throw error;
  }
}

export interface QrLook {
  level: Level;
  /** The image's side, in pixels. */
  size: number;
  foreground: string;
  background: string;
}

function rendering(look: QrLook): QRCodeRenderersOptions {
  return {
    errorCorrectionLevel: look.level,
    width: look.size,
    margin: MARGIN,
    color: { dark: look.foreground, light: look.background },
  };
}

/** Draws the code on `canvas`, whose displayed size the page's styles keep. */
export async function drawQr(canvas: HTMLCanvasElement, payload: string, look: QrLook): Promise<void> {
  await QRCode.toCanvas(canvas, payload, rendering(look));
  canvas.style.removeProperty('width');
  canvas.style.removeProperty('height');
}

/** The code as a PNG, in a data: address. */
export function qrPng(payload: string, look: QrLook): Promise<string> {
  return QRCode.toDataURL(payload, { ...rendering(look), type: 'image/png' });
}

/** The code as an SVG document. */
export function qrSvg(payload: string, look: QrLook): Promise<string> {
  return QRCode.toString(payload, { ...rendering(look), type: 'svg' });
}
