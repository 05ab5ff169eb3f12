import { readdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { getPriority, setPriority } from 'node:os';

/**
 * The event loop first (docs/decisions/019). argon2 and the strength estimator run in worker
 * threads, as many as there are cores, beside libuv's thread pool: at the same
 * priority as the event loop, a flood of sign-ins left it a fifth of a core, so /api/ping and
 * even the 503s of load shedding waited seconds. Run below it, the helpers still
 * take every cycle the event loop does not use: the same sign-ins per second, and the loop
 * answers at once. Ten steps below the main thread (nice 10 when it runs at 0), 19 at most.
 */
const HELPER_THREAD_OFFSET = 10;

let started = false;

/**
 * Lowers every thread of the process but the main one, now and (through `lowerNewHelperThreads`)
 * the threads started later. Linux only; elsewhere a no-op. Called by the server's entry point,
 * not by tests, whose runner may have put them on a thread.
 */
export async function lowerHelperThreads(): Promise<void> {
  started = true;
  if (process.platform !== 'linux') return;
  // libuv starts its whole thread pool at the first task handed to it: this one, if none before.
  await stat('/proc/self/task');
  lowerThreads();
}

function lowerThreads(): void {
  const niceness = Math.min(19, getPriority(process.pid) + HELPER_THREAD_OFFSET);
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return;
  }
  for (const entry of tids) {
    const tid = Number(entry);
    if (tid === process.pid) continue;
    try {
      if (getPriority(tid) < niceness) setPriority(tid, niceness);
    } catch {
      // The thread ended meanwhile.
    }
  }
}

/** A worker thread started: it inherited the event loop's priority (once the server lowered its helpers). */
export function lowerNewHelperThreads(): void {
  if (started && process.platform === 'linux') lowerThreads();
}
