import { isApiError } from '../../lib/api-client';

export const HEARTBEAT_INTERVAL_MS = 20_000;
export const HEARTBEAT_MIN_GAP_MS = 15_000;
export const HEARTBEAT_MAX_FAILURES = 3;

export type HeartbeatAnswer = 'OK' | 'CLIENT_DISCONNECTED';

export type HeartbeatStopReason = 'unauthorized' | 'disconnected' | 'failures';

export interface HeartbeatDeps {
  /** POST /auth/heartbeat; resolves with `data.code`. */
  beat: () => Promise<HeartbeatAnswer>;
  /** The server says this session was ended elsewhere: log out. */
  onDisconnected: () => void;
  now: () => number;
  /** setTimeout; returns a canceller. */
  schedule: (callback: () => void, delayMs: number) => () => void;
  log?: (message: string, error?: unknown) => void;
}

/**
 * The session keep-alive (part 2 §4): a beat every 20 s, never two within 15 s. It stops for
 * good after a 401, after a CLIENT_DISCONNECTED answer (which logs out) or after 3 failures in
 * a row. `pause` (page hidden) stops the timer; `resume` (page visible) beats at once if the
 * last beat is old enough, otherwise when it becomes so.
 */
export class Heartbeat {
  private cancelTimer: (() => void) | undefined;
  private lastBeatAt = Number.NEGATIVE_INFINITY;
  private failures = 0;
  private running = false;
  private inFlight = false;
  private stoppedFor: HeartbeatStopReason | undefined;

  constructor(private readonly deps: HeartbeatDeps) {}

  /** Why it stopped for good, if it did. */
  get stopReason(): HeartbeatStopReason | undefined {
    return this.stoppedFor;
  }

  get isRunning(): boolean {
    return this.running && this.stoppedFor === undefined;
  }

  start(): void {
    if (this.stoppedFor !== undefined || this.running) return;
    this.running = true;
    this.scheduleNext(0);
  }

  /** Stops the timer (page hidden, or signed out); `start`/`resume` may run it again. */
  pause(): void {
    this.running = false;
    this.clearTimer();
  }

  resume(): void {
    this.start();
  }

  private clearTimer() {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
  }

  /** Schedules the next beat `delayMs` from now, pushed back to keep the 15 s minimum gap. */
  private scheduleNext(delayMs: number) {
    this.clearTimer();
    if (!this.isRunning) return;
    const earliest = this.lastBeatAt + HEARTBEAT_MIN_GAP_MS - this.deps.now();
    this.cancelTimer = this.deps.schedule(() => void this.tick(), Math.max(delayMs, earliest, 0));
  }

  private stopForGood(reason: HeartbeatStopReason) {
    this.stoppedFor = reason;
    this.running = false;
    this.clearTimer();
  }

  /** One beat (exposed for tests; the timer calls it). */
  async tick(): Promise<void> {
    this.cancelTimer = undefined;
    if (!this.isRunning || this.inFlight) return;
    if (this.deps.now() - this.lastBeatAt < HEARTBEAT_MIN_GAP_MS) {
      this.scheduleNext(0);
      return;
    }
    this.inFlight = true;
    this.lastBeatAt = this.deps.now();
    try {
      const answer = await this.deps.beat();
      this.failures = 0;
      if (answer === 'CLIENT_DISCONNECTED') {
        this.stopForGood('disconnected');
        this.deps.onDisconnected();
        return;
      }
    } catch (error) {
      this.deps.log?.('Heartbeat en échec', error);
      if (isApiError(error) && error.status === 401) {
        this.stopForGood('unauthorized');
        return;
      }
      this.failures += 1;
      if (this.failures >= HEARTBEAT_MAX_FAILURES) {
        this.stopForGood('failures');
        return;
      }
    } finally {
      this.inFlight = false;
    }
    this.scheduleNext(HEARTBEAT_INTERVAL_MS);
  }
}
