import type { Usage } from '@trousse/contracts/generator';
import { messagesFr } from '@trousse/contracts/messages-fr';

import { isApiError } from '../api-client';
import { isRefreshDue } from '../refresh-gate';

/** A quota refresh within this long of the last one is ignored unless forced (part 1 §4). */
export const QUOTA_MIN_GAP_MS = 10_000;
/** How often the counter checks whether its data has grown old (part 2 §4). */
export const QUOTA_POLL_INTERVAL_MS = 5 * 60_000;
/** Data older than this is reloaded by the periodic check. */
export const QUOTA_STALE_AFTER_MS = 10 * 60_000;

export type QuotaStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface QuotaSnapshot {
  /** 'error' keeps the last usage, if there was one, in `usage`. */
  status: QuotaStatus;
  usage: Usage | null;
  /** When `usage` arrived (ms), null before the first answer. */
  updatedAt: number | null;
  /** After a 401 or the freemium block: refreshes are refused until a forced one. */
  stopped: boolean;
}

export interface QuotaDeps {
  fetchUsage: () => Promise<Usage>;
  now: () => number;
  /** setTimeout; returns a canceller. */
  schedule: (callback: () => void, delayMs: number) => () => void;
  log?: (message: string, error: unknown) => void;
}

const FREEMIUM_MARKER = 'Limite freemium atteinte';

/** A 401 (the session is gone) or the device's freemium block: stop asking until forced. */
export function stopsQuotaRefreshes(error: unknown): boolean {
  if (isApiError(error) && error.status === 401) return true;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.includes(FREEMIUM_MARKER) || message === messagesFr.freemiumLimit;
}

const initialSnapshot: QuotaSnapshot = { status: 'idle', usage: null, updatedAt: null, stopped: false };

/**
 * The signed-in user's plan usage behind the header's counter (part 1 §4, part 2 §4):
 * loaded at start (forced), after each generation (forced), and every 5 min when the data is
 * older than 10 min. A non-forced refresh within 10 s of the last is ignored; after a 401 or a
 * freemium block, non-forced refreshes stop until a forced one. Only the newest answer counts.
 */
export class QuotaStore {
  private snapshot: QuotaSnapshot = initialSnapshot;
  private readonly listeners = new Set<() => void>();
  private lastRequestAt: number | undefined;
  private sequence = 0;
  private cancelPoll: (() => void) | undefined;

  constructor(private readonly deps: QuotaDeps) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): QuotaSnapshot => this.snapshot;

  private update(patch: Partial<QuotaSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Whether a refresh asked now would run. */
  canRefresh(force = false): boolean {
    if (force) return true;
    if (this.snapshot.stopped) return false;
    return isRefreshDue(this.lastRequestAt, this.deps.now(), QUOTA_MIN_GAP_MS);
  }

  /** Loads the usage; resolves with false when the refresh was ignored. Never rejects. */
  async refresh({ force = false }: { force?: boolean } = {}): Promise<boolean> {
    if (!this.canRefresh(force)) return false;
    const id = ++this.sequence;
    this.lastRequestAt = this.deps.now();
    this.update({
      status: this.snapshot.usage ? this.snapshot.status : 'loading',
      stopped: false,
    });
    try {
      const usage = await this.deps.fetchUsage();
      if (id === this.sequence) this.update({ status: 'ready', usage, updatedAt: this.deps.now() });
    } catch (error) {
      if (id !== this.sequence) return true;
      this.deps.log?.('Chargement des quotas impossible', error);
      this.update({ status: 'error', stopped: stopsQuotaRefreshes(error) });
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
    const { updatedAt } = this.snapshot;
    if (updatedAt === null || this.deps.now() - updatedAt >= QUOTA_STALE_AFTER_MS) void this.refresh();
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

  /** Signed out: forgets everything, stops the timer and drops any answer still to come. */
  reset(): void {
    this.stopPolling();
    this.sequence += 1;
    this.lastRequestAt = undefined;
    if (this.snapshot !== initialSnapshot) {
      this.snapshot = initialSnapshot;
      for (const listener of this.listeners) listener();
    }
  }
}
