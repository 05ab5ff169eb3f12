import type { Strength } from '@trousse/contracts/api/generator/schemas';

export interface CheckRequest {
  id: number;
  password: string;
}

export type CheckAnswer =
  { id: number; strength: Strength } | { id: number; error: string } | { id: 0; ready: true };

/** The longest password judged: the estimate grows with the length, and past this says nothing new. */
export const MAX_CHECKED_LENGTH = 256;

/**
 * The estimator in its worker: `check()` answers the latest password only — an answer to a
 * password typed over since is dropped — and a worker that fails to load (offline, blocked)
 * rejects every waiting check, so the page can offer to try again with a new one.
 */
export class Estimator {
  private worker: Worker | null = null;
  private lastId = 0;
  private waiting = new Map<number, { resolve: (s: Strength | null) => void; reject: (e: Error) => void }>();

  constructor(private readonly spawn: () => Worker) {}

  /** Starts the worker (the dictionaries' download) if it is not running. */
  start(): void {
    if (this.worker) return;
    const worker = this.spawn();
    worker.addEventListener('message', (event: MessageEvent<CheckAnswer>) => this.answer(event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.fail(new Error(event.message || 'worker failed'));
    });
    this.worker = worker;
  }

  /** The strength of `password`, or null when a later check replaced this one. */
  check(password: string): Promise<Strength | null> {
    this.start();
    const id = ++this.lastId;
    // Only the latest matters: earlier checks still waiting are told so.
    for (const [earlier, waiter] of this.waiting) {
      waiter.resolve(null);
      this.waiting.delete(earlier);
    }
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker!.postMessage({
        id,
        password: password.slice(0, MAX_CHECKED_LENGTH),
      } satisfies CheckRequest);
    });
  }

  stop(): void {
    this.worker?.terminate();
    this.worker = null;
    this.fail(new Error('stopped'));
  }

  private answer(answer: CheckAnswer) {
    if ('ready' in answer) return;
    const waiter = this.waiting.get(answer.id);
    if (!waiter) return;
    this.waiting.delete(answer.id);
    if ('strength' in answer) waiter.resolve(answer.strength);
    else waiter.reject(new Error(answer.error));
  }

  private fail(error: Error) {
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
    this.worker?.terminate();
    this.worker = null;
  }
}
