import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { Strength } from '@trousse/contracts/api/generator/schemas';
import { QueueWait } from '../../lib/pressure';
import { startWorker } from '../../lib/worker-thread';
import type { StrengthTask } from './strength-worker';

interface Pending {
  task: StrengthTask;
  /** When a worker took it, for the queue's wait estimate. */
  startedAt?: number;
  resolve: (strength: Strength) => void;
  reject: (error: Error) => void;
}

/**
 * Strength estimation on worker threads: by default one per core. Tasks queue when every
 * worker is busy; a worker that dies fails its task and is replaced.
 */
export class StrengthPool {
  readonly #size: number;
  readonly #idle: Worker[] = [];
  readonly #busy = new Map<Worker, Pending>();
  readonly #queue: Pending[] = [];
  #nextId = 0;
  #closed = false;
  readonly #wait: QueueWait;
  /** Workers that have answered once: a first task also waits for the dictionaries to load. */
  readonly #warm = new WeakSet<Worker>();

  constructor(size = availableParallelism(), maxWaitMs?: number) {
    this.#size = Math.max(1, size);
    this.#wait = new QueueWait(this.#size, maxWaitMs);
  }

  /** Starts every worker now, so the first requests do not wait for dictionaries to load. */
  warm(): void {
    while (!this.#closed && this.#idle.length + this.#busy.size < this.#size) {
      const worker = this.#spawn();
      worker.unref();
      this.#idle.push(worker);
    }
  }

  /** Estimations on a worker, and those waiting for one (read by the metrics). */
  get queue(): { running: number; waiting: number } {
    return { running: this.#busy.size, waiting: this.#queue.length };
  }

  estimate(password: string, entropy: number, alphabetSize: number): Promise<Strength> {
    if (this.#closed) return Promise.reject(new Error('strength pool closed'));
    // Every worker busy and too much queued: the 503 now rather than a wait past the client's patience.
    if (this.#busy.size >= this.#size) {
      try {
        this.#wait.admit(this.#queue.length);
      } catch (error) {
        return Promise.reject(error as Error);
      }
    }
    return new Promise((resolve, reject) => {
      this.#queue.push({ task: { id: this.#nextId++, password, entropy, alphabetSize }, resolve, reject });
      this.#dispatch();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const pending of this.#queue.splice(0)) pending.reject(new Error('strength pool closed'));
    const workers = [...this.#idle.splice(0), ...this.#busy.keys()];
    this.#busy.clear();
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  #dispatch() {
    while (this.#queue.length > 0) {
      const worker = this.#idle.pop() ?? (this.#busy.size < this.#size ? this.#spawn() : undefined);
      if (!worker) return;
      const pending = this.#queue.shift()!;
      pending.startedAt = performance.now();
      this.#busy.set(worker, pending);
      // A busy worker keeps the process alive until it answers; an idle one does not.
      worker.ref();
      worker.postMessage(pending.task);
    }
  }

  #spawn(): Worker {
    const worker = startWorker(import.meta.url, 'strength-worker');
    worker.on('message', (message: { id: number; strength?: Strength; error?: string }) => {
      const pending = this.#busy.get(worker);
      this.#busy.delete(worker);
      if (pending) {
        // Only a warm worker's time says how long a task takes.
        if (pending.startedAt !== undefined && this.#warm.has(worker))
          this.#wait.record(performance.now() - pending.startedAt);
        this.#warm.add(worker);
        if (message.strength) pending.resolve(message.strength);
        else pending.reject(new Error(message.error ?? 'strength estimation failed'));
      }
      if (!this.#closed) {
        worker.unref();
        this.#idle.push(worker);
        this.#dispatch();
      }
    });
    worker.on('error', (error) => {
      const pending = this.#busy.get(worker);
      this.#busy.delete(worker);
      const index = this.#idle.indexOf(worker);
      if (index >= 0) this.#idle.splice(index, 1);
      pending?.reject(error);
      if (!this.#closed) this.#dispatch();
    });
    return worker;
  }
}
