import { createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * One APP_SECRET, several independent keys: each purpose gets its own key through HKDF, so a
 * token signature can never be replayed as a pepper or an encryption key.
 */
export function deriveKey(appSecret: string, purpose: string, length = 32): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'trousse', purpose, length));
}

export function hmacHex(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `bytes` random bytes as base64url (32 bytes = 256 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Characters drawn uniformly from `alphabet` (crypto.randomInt rejects biased draws). */
export function randomString(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}
