import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { deriveKey, hmacHex } from './crypto';
import { QueueWait } from './pressure';

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

/**
 * At most `size` tasks at once; the others wait their turn, first come first served.
 *
 * argon2 is memory-hard: each hash works through 19 MiB. Run many more of them at once than
 * there are cores and they only take turns on the cores while evicting each other from the
 * caches: every one gets slower and none finishes sooner. A few, queued, keep each at speed.
 */
export class Semaphore {
  #running = 0;
  readonly #waiting: (() => void)[] = [];
  readonly #wait: QueueWait;

  constructor(
    readonly size: number,
    maxWaitMs?: number,
  ) {
    this.#wait = new QueueWait(size, maxWaitMs);
  }

  /** Tasks holding a slot, and tasks waiting for one (read by the metrics). */
  get queue(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  /** Throws the 503 now when a task started now would wait too long (lib/pressure.ts). */
  admit(): void {
    if (this.#running >= this.size) this.#wait.admit(this.#waiting.length);
  }

  /** Runs `task` in turn; refuses it with the 503 when the queue ahead is too long (lib/pressure.ts). */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.size) {
      this.#wait.admit(this.#waiting.length);
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else this.#running++;
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.#wait.record(performance.now() - started);
      // The slot passes straight to the next in line, or is freed.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}

export class CodeHasher {
  readonly #pepper: Buffer;
  #dummyHash: Promise<string> | undefined;
  readonly #slots: Semaphore;

  /**
   * `parallel`: argon2 runs at once; by default two more than the cores this process may use.
   * A finished verify hands its slot over on the event loop, which may be busy running SQL
   * (PGlite runs there) for a millisecond or two: with exactly one per core, that core waited
   * meanwhile. Two more in the thread pool keep every core at work (sign-in at 4 clients went
   * from 0.73× to 0.84× raw argon2id, p99 from 100 to 89 ms, on 2 cores).
   */
  constructor(appSecret: string, parallel = availableParallelism() + 2, maxWaitMs?: number) {
    this.#pepper = deriveKey(appSecret, 'access-code-pepper');
    this.#slots = new Semaphore(Math.max(1, parallel), maxWaitMs);
  }

  /** The argon2 runs under way and those waiting for a slot (read by the metrics). */
  get queue(): { running: number; waiting: number } {
    return this.#slots.queue;
  }

  /**
   * Throws the 503 now when an argon2 run asked for now would wait too long: callers that do
   * work before theirs (a sign-in takes its try in SQL first) ask before that work.
   */
  admit(): void {
    this.#slots.admit();
  }

  hash(code: string): Promise<string> {
    const peppered = hmacHex(this.#pepper, code);
    return this.#slots.run(() => hash(peppered, argon2Options));
  }

  async verify(codeHash: string, code: string): Promise<boolean> {
    const peppered = hmacHex(this.#pepper, code);
    // Refused by the queue (the 503 of lib/pressure.ts): nothing was evaluated, so it is not a
    // wrong code; the caller gives the try back.
    return this.#slots.run(async () => {
      try {
        return await verify(codeHash, peppered);
      } catch {
        // A stored hash argon2 cannot read matches no code.
        return false;
      }
    });
  }

  /** Costs one verify, so that an unknown email answers as slowly as a known one. */
  async verifyDummy(code: string): Promise<false> {
    this.#dummyHash ??= this.hash('dummy-code-for-timing');
    await this.verify(await this.#dummyHash, code);
    return false;
  }
}
