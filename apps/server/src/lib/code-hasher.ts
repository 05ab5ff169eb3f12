import { hash, verify } from '@node-rs/argon2';
import { deriveKey, hmacHex } from './crypto';

/**
 * Access codes are 4 to 8 digits: guessable offline, so they are peppered with a key derived
 * from APP_SECRET (never stored) before argon2id (OWASP: ≥ 19 MiB, t ≥ 2, p = 1).
 */
export const argon2Options = {
  // Algorithm.Argon2id (a const enum, which isolated modules cannot import).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export class CodeHasher {
  readonly #pepper: Buffer;
  #dummyHash: Promise<string> | undefined;

  constructor(appSecret: string) {
    this.#pepper = deriveKey(appSecret, 'access-code-pepper');
  }

  hash(code: string): Promise<string> {
    return hash(hmacHex(this.#pepper, code), argon2Options);
  }

  async verify(codeHash: string, code: string): Promise<boolean> {
    try {
      return await verify(codeHash, hmacHex(this.#pepper, code));
    } catch {
      return false;
    }
  }

  /** Costs one verify, so that an unknown email answers as slowly as a known one. */
  async verifyDummy(code: string): Promise<false> {
    this.#dummyHash ??= this.hash('dummy-code-for-timing');
    await this.verify(await this.#dummyHash, code);
    return false;
  }
}
