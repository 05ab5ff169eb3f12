import { clientErrorCodes, isApiError } from '../../lib/api/api-error';
import { isRefreshDue } from '../../lib/refresh-gate';

/** A quota refresh within this long of the last one is ignored unless forced (part 1 §4). */
export const QUOTA_MIN_GAP_MS = 10_000;
/** How often the counter checks whether its data has grown old (part 2 §4). */
export const QUOTA_POLL_INTERVAL_MS = 5 * 60_000;
/** Data older than this is reloaded by the periodic check. */
export const QUOTA_STALE_AFTER_MS = 10 * 60_000;

export interface QuotaRefreshDeps {
  /** Loads the usage into the query cache (rejects on failure). */
  load: () => Promise<unknown>;
  /** Drops the cached usage and any answer still to come. */
  forget: () => void;
  now: () => number;
  /** setTimeout; returns a canceller. */
  schedule: (callback: () => void, delayMs: number) => () => void;
  log?: (message: string, error: unknown) => void;
}

/** A 401 (the session is gone) or the device's freemium block: stop asking until forced. */
export function stopsQuotaRefreshes(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.code === clientErrorCodes.freemiumLimit);
}

/**
 * When the header's quota counter reloads (part 1 §4, part 2 §4); the usage itself lives in the
 * TanStack Query cache (lib/quota/quota.ts). Loaded at start (forced), after each generation
 * (forced), and every 5 min when the data is older than 10 min. A non-forced refresh within 10 s
 * of the last is ignored; after a 401 or a freemium block, non-forced refreshes stop until a
 * forced one.
 */
export class QuotaRefresher {
  private lastRequestAt: number | undefined;
  /** When the last load succeeded; undefined before the first. */
  private loadedAt: number | undefined;
  private stopped = false;
  private cancelPoll: (() => void) | undefined;

  constructor(private readonly deps: QuotaRefreshDeps) {}

  /** Whether a refresh asked now would run. */
  canRefresh(force = false): boolean {
    if (force) return true;
    if (this.stopped) return false;
    return isRefreshDue(this.lastRequestAt, this.deps.now(), QUOTA_MIN_GAP_MS);
  }

  /** After a 401 or the freemium block, until a forced refresh. */
  get isStopped(): boolean {
    return this.stopped;
  }

  /** Loads the usage; resolves with false when the refresh was ignored. Never rejects. */
  async refresh({ force = false }: { force?: boolean } = {}): Promise<boolean> {
    if (!this.canRefresh(force)) return false;
    const startedAt = this.deps.now();
    this.lastRequestAt = startedAt;
    this.stopped = false;
    try {
      await this.deps.load();
      this.loadedAt = startedAt;
    } catch (error) {
      this.deps.log?.('Quota load failed', error);
      if (stopsQuotaRefreshes(error)) this.stopped = true;
    }
    return true;
  }

  /** Signed in: loads now (forced) and starts the periodic check. */
  start(): void {
    this.stopPolling();
    void this.refresh({ force: true });
    this.schedulePoll();
  }

  /** One periodic check (exposed for tests; the timer calls it). */
  poll(): void {
    const { loadedAt } = this;
    if (loadedAt === undefined || this.deps.now() - loadedAt >= QUOTA_STALE_AFTER_MS) void this.refresh();
  }

  private schedulePoll() {
    this.cancelPoll = this.deps.schedule(() => {
      this.poll();
      this.schedulePoll();
    }, QUOTA_POLL_INTERVAL_MS);
  }

  private stopPolling() {
    this.cancelPoll?.();
    this.cancelPoll = undefined;
  }

  /** Signed out: stops the timer, forgets the usage, the gap and the stop. */
  reset(): void {
    this.stopPolling();
    this.deps.forget();
    this.lastRequestAt = undefined;
    this.loadedAt = undefined;
    this.stopped = false;
  }
}
