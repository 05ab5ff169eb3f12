// A worker thread of the code hasher's lanes (lib/code-hasher.ts): argon2id runs here,
// synchronously, one task after the other in the order they were posted.
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

/**
 * Access codes are 4 to 8 digits: guessable offline, so the main thread peppers them with a key
 * derived from APP_SECRET (never stored) before argon2id (OWASP: ≥ 19 MiB, t ≥ 2, p = 1).
 */
const argon2Options = {
  // Algorithm.Argon2id (a const enum, which isolated modules cannot import).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export type Argon2Task = { op: 'hash'; secret: string } | { op: 'verify'; hash: string; secret: string };

export interface Argon2Answer {
  id: number;
  /** The hash (`hash`), or whether the secret matches (`verify`; an unreadable hash matches nothing). */
  result?: string | boolean;
  error?: string;
  /** The task's own time on this thread, for the queue's wait estimate. */
  ms: number;
}

function run(task: Argon2Task): string | boolean {
  if (task.op === 'hash') return hashSync(task.secret, argon2Options);
  try {
    return verifySync(task.hash, task.secret);
  } catch {
    return false;
  }
}

parentPort?.on('message', ({ id, task }: { id: number; task: Argon2Task }) => {
  const started = performance.now();
  let outcome: Pick<Argon2Answer, 'result' | 'error'>;
  try {
    outcome = { result: run(task) };
  } catch (error) {
    outcome = { error: String(error) };
  }
  const answer: Argon2Answer = { id, ...outcome, ms: performance.now() - started };
  parentPort?.postMessage(answer);
});
