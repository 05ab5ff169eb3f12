import { createHmac } from 'node:crypto';

/**
 * RFC 6238 TOTP (SHA-1, 6 digits, 30 s), as an authenticator app computes it: the tests read
 * the secret shown on screen and type real codes.
 */
export const TOTP_STEP_SECONDS = 30;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, spaces and padding ignored, case-insensitive. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index === -1) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The HOTP value of `counter` (RFC 4226: HMAC-SHA1, dynamic truncation, 6 digits). */
export function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(binary).padStart(6, '0');
}

/** The 30-second step a time falls in. */
export function totpStep(now = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_STEP_SECONDS);
}

export function totpCode(secret: string, step = totpStep()): string {
  return hotp(base32Decode(secret), step);
}

/**
 * A code of a step later than `usedStep`: the server never accepts a code twice, so after a
 * code was used this waits for the next 30 s step (at most 30 s).
 */
export async function freshTotp(secret: string, usedStep?: number): Promise<{ code: string; step: number }> {
  if (usedStep !== undefined) {
    const waitMs = (usedStep + 1) * TOTP_STEP_SECONDS * 1000 - Date.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 250));
  }
  const step = totpStep();
  return { code: totpCode(secret, step), step };
}
