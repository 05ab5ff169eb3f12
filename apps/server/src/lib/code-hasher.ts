import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { Argon2Answer, Argon2Task } from './argon2-worker';
import { deriveKey, hmacHex } from './crypto';
import { QueueWait } from './pressure';
import { startWorker } from './worker-thread';

interface Pending {
  task: Argon2Task;
  resolve: (result: string | boolean) => void;
  reject: (error: Error) => void;
}

interface Lane {
  worker: Worker;
  /** Posted to the worker and not answered yet, by id: the first runs, the next waits there. */
  posted: Map<number, Pending>;
  /** Why the worker stopped, when it failed. */
  failure?: Error;
}

/**
 * How many tasks a lane holds: the one running and the next, already in the worker's inbox, so
 * that the worker goes straight on to it instead of waiting for the event loop to hand it over
 * (the event loop may be running SQL, PGlite runs there, for a millisecond or two).
 */
const LANE_DEPTH = 2;

/**
 * argon2 on worker threads (docs/decisions/028): by default one per core, each running its
 * tasks one after the other. argon2 is memory-hard: each hash works through 19 MiB. Run more
 * at once than there are cores and they only take turns on the cores while evicting each other
 * from the caches: every one gets slower and none finishes sooner. Tasks beyond what the lanes
 * hold wait here, first come first served; a lane whose worker dies fails its tasks and the
 * next task starts another.
 */
class Argon2Lanes {
  readonly #lanes: Lane[] = [];
  readonly #queue: Pending[] = [];
  readonly #wait: QueueWait;
  #nextId = 0;
  #closed = false;

  constructor(
    readonly size: number,
    maxWaitMs?: number,
  ) {
    this.#wait = new QueueWait(size, maxWaitMs);
  }

  /** Tasks being run, and tasks waiting for a lane (read by the metrics). */
  get queue(): { running: number; waiting: number } {
    let pending = this.#queue.length;
    let running = 0;
    for (const lane of this.#lanes) {
      pending += lane.posted.size;
      if (lane.posted.size > 0) running++;
    }
    return { running, waiting: pending - running };
  }

  /** Starts every lane's worker now, so that the first sign-in does not wait for one. */
  warm(): void {
    while (!this.#closed && this.#lanes.length < this.size) this.#lanes.push(this.#startLane());
  }

  /** Throws the 503 now when a task started now would wait too long (lib/pressure.ts). */
  admit(): void {
    const { running, waiting } = this.queue;
    if (running + waiting >= this.size) this.#wait.admit(running + waiting - this.size);
  }

  /** Runs `task` on a lane; refuses it with the 503 when the work ahead is too long (lib/pressure.ts). */
  run(task: Argon2Task): Promise<string | boolean> {
    if (this.#closed) return Promise.reject(new Error('argon2 lanes closed'));
    try {
      this.admit();
    } catch (error) {
      return Promise.reject(error as Error);
    }
    return new Promise((resolve, reject) => {
      this.#queue.push({ task, resolve, reject });
      this.#dispatch();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const pending of this.#queue.splice(0)) pending.reject(new Error('argon2 lanes closed'));
    await Promise.all(this.#lanes.map((lane) => lane.worker.terminate()));
  }

  #dispatch(): void {
    while (this.#queue.length > 0 && !this.#closed) {
      if (this.#lanes.length < this.size) this.#lanes.push(this.#startLane());
      // The lane with the least ahead: the tasks cost the same, so that is the one free first.
      let lane = this.#lanes[0]!;
      for (const other of this.#lanes) if (other.posted.size < lane.posted.size) lane = other;
      if (lane.posted.size >= LANE_DEPTH) return;
      const pending = this.#queue.shift()!;
      const id = this.#nextId++;
      lane.posted.set(id, pending);
      // A lane at work keeps the process alive until it answers; an idle one does not.
      lane.worker.ref();
      lane.worker.postMessage({ id, task: pending.task });
    }
  }

  #startLane(): Lane {
    const lane: Lane = { worker: startWorker(import.meta.url, 'argon2-worker'), posted: new Map() };
    lane.worker.unref();
    lane.worker.on('message', (answer: Argon2Answer) => {
      const pending = lane.posted.get(answer.id);
      lane.posted.delete(answer.id);
      if (lane.posted.size === 0) lane.worker.unref();
      this.#wait.record(answer.ms);
      if (answer.result !== undefined) pending?.resolve(answer.result);
      else pending?.reject(new Error(answer.error ?? 'argon2 failed'));
      this.#dispatch();
    });
    lane.worker.on('error', (error) => {
      lane.failure = error;
    });
    lane.worker.on('exit', () => {
      const index = this.#lanes.indexOf(lane);
      if (index >= 0) this.#lanes.splice(index, 1);
      const why = lane.failure ?? new Error('argon2 worker stopped');
      for (const pending of lane.posted.values()) pending.reject(why);
      lane.posted.clear();
      this.#dispatch();
    });
    return lane;
  }
}

export class CodeHasher {
  readonly #pepper: Buffer;
  #dummyHash: Promise<string> | undefined;
  readonly #lanes: Argon2Lanes;

  /**
   * Access codes are 4 to 8 digits: guessable offline, so they are peppered with a key derived
   * from APP_SECRET (never stored) before argon2id (lib/argon2-worker.ts). `lanes`: argon2 runs
   * at once, one per core this process may use by default.
   */
  constructor(appSecret: string, lanes = availableParallelism(), maxWaitMs?: number) {
    this.#pepper = deriveKey(appSecret, 'access-code-pepper');
    this.#lanes = new Argon2Lanes(Math.max(1, lanes), maxWaitMs);
  }

  /** The argon2 runs under way and those waiting for a lane (read by the metrics). */
  get queue(): { running: number; waiting: number } {
    return this.#lanes.queue;
  }

  /** Starts the lanes' workers before the first sign-in needs them. */
  warm(): void {
    this.#lanes.warm();
  }

  close(): Promise<void> {
    return this.#lanes.close();
  }

  /**
   * Throws the 503 now when an argon2 run asked for now would wait too long: callers that do
   * work before theirs (a sign-in takes its try in SQL first) ask before that work.
   */
  admit(): void {
    this.#lanes.admit();
  }

  async hash(code: string): Promise<string> {
    return String(await this.#lanes.run({ op: 'hash', secret: hmacHex(this.#pepper, code) }));
  }

  /**
   * Whether `code` is the one `codeHash` was made from; a stored hash argon2 cannot read matches
   * no code. Refused by the queue (the 503 of lib/pressure.ts): nothing was evaluated, so it is
   * not a wrong code; the caller gives the try back.
   */
  async verify(codeHash: string, code: string): Promise<boolean> {
    const secret = hmacHex(this.#pepper, code);
    return (await this.#lanes.run({ op: 'verify', hash: codeHash, secret })) === true;
  }

  /** Costs one verify, so that an unknown email answers as slowly as a known one. */
  async verifyDummy(code: string): Promise<false> {
    this.#dummyHash ??= this.hash('dummy-code-for-timing');
    await this.verify(await this.#dummyHash, code);
    return false;
  }
}
