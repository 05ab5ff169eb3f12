import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { overloaded } from './http-error';

/**
 * Load shedding (docs/decisions/018): past what the machine can do, a request is told at once
 * to come back (the French 503 with Retry-After) instead of waiting in a queue until its
 * client gives up. Two signals, each measured where the work waits:
 *
 * - the queues in front of argon2 and of the strength workers: a task is refused when the work
 *   already waiting ahead of it would take longer than MAX_QUEUE_WAIT_MS, estimated from how
 *   long recent tasks took (sign-ins flooded at four times their capacity answer 200s at full
 *   speed and 503s in a millisecond, none waits past its timeout: `npm run bench -- flood`);
 * - the event loop's delay, for everything else: once its mean has stayed above
 *   MAX_EVENT_LOOP_DELAY_MS for two readings in a row (a second), new requests but the health
 *   probes get the 503, until a reading is back under it. A mean over two readings, so that a
 *   long garbage collection or one slow statement among quick turns does not trip it.
 */
export const MAX_QUEUE_WAIT_MS = 2_000;
export const MAX_EVENT_LOOP_DELAY_MS = 500;

/** How long the tasks of a queue take, as a moving average of the recent ones. */
export class QueueWait {
  #averageMs = 0;

  constructor(
    /** How many tasks run at once. */
    private readonly parallel: number,
    private readonly maxWaitMs = MAX_QUEUE_WAIT_MS,
  ) {}

  /** A task took `ms`: the newest weigh a tenth of the average. */
  record(ms: number): void {
    this.#averageMs = this.#averageMs === 0 ? ms : this.#averageMs * 0.9 + ms * 0.1;
  }

  /** Throws the 503 when `queued` tasks ahead would keep a new one waiting too long. */
  admit(queued: number): void {
    const waitMs = ((queued + 1) * this.#averageMs) / this.parallel;
    if (waitMs > this.maxWaitMs) throw overloaded(Math.ceil(waitMs / 1000));
  }
}

/** The event loop's delay, read every half second: `overloaded` while its mean is too high. */
export class EventLoopPressure {
  overloaded = false;
  readonly #histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  readonly #timer: NodeJS.Timeout;

  constructor(
    onChange: (overloaded: boolean, delayMs: number) => void,
    private readonly maxDelayMs = MAX_EVENT_LOOP_DELAY_MS,
    intervalMs = 500,
  ) {
    this.#histogram.enable();
    let last = performance.now();
    let overBefore = false;
    this.#timer = setInterval(() => {
      const now = performance.now();
      const late = now - last - intervalMs;
      last = now;
      // A loop held the whole time records nothing: this reading's own lateness says it then.
      const delayMs = this.#histogram.count > 0 ? this.#histogram.mean / 1e6 : late;
      this.#histogram.reset();
      const over = delayMs > this.maxDelayMs;
      const overloaded = over && (overBefore || this.overloaded);
      overBefore = over;
      if (overloaded !== this.overloaded) {
        this.overloaded = overloaded;
        onChange(overloaded, delayMs);
      }
    }, intervalMs);
    this.#timer.unref();
  }

  close(): void {
    clearInterval(this.#timer);
    this.#histogram.disable();
  }
}
