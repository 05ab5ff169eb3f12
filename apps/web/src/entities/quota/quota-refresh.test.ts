import { QueryClient } from '@tanstack/react-query';
import type { Usage } from '@trousse/contracts/api/quota/schemas';
import { describe, expect, it, vi } from 'vitest';

import { ApiError, clientErrorCodes } from '../../lib/api-client';
import { createQuotaRefresher, quotaQueryKey, quotaSnapshotOf } from './quota';
import {
  QUOTA_MIN_GAP_MS,
  QUOTA_POLL_INTERVAL_MS,
  QUOTA_STALE_AFTER_MS,
  stopsQuotaRefreshes,
} from './quota-refresh';

const usage = (remainingQuota: number): Usage => ({
  planName: 'Gratuit',
  planType: 'FREE',
  currentUsage: 3 - remainingQuota,
  remainingQuota,
  limit: 3,
  resetAt: '2030-01-01T23:00:00.000Z',
});

/** Lets every pending promise run (a load goes through several TanStack Query steps). */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The refresher on a real query client: the usage lives in the TanStack Query cache. */
function setup(fetchUsage: () => Promise<Usage> = async () => usage(3)) {
  let now = 1_000_000;
  const timers: { callback: () => void; at: number; cancelled: boolean }[] = [];
  const fetch = vi.fn(fetchUsage);
  const queryClient = new QueryClient();
  const refresher = createQuotaRefresher(queryClient, {
    fetch: () => fetch(),
    accountId: () => 'u1',
    now: () => now,
    schedule: (callback, delayMs) => {
      const timer = { callback, at: now + delayMs, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    log: () => {},
  });
  /** The refresher and the counter's view of the cache, as the old store's snapshot. */
  const store = {
    start: () => refresher.start(),
    refresh: (options?: { force?: boolean }) => refresher.refresh(options),
    reset: () => refresher.reset(),
    getSnapshot: () => ({
      ...quotaSnapshotOf(queryClient.getQueryState<Usage>(quotaQueryKey('u1'))),
      stopped: refresher.isStopped,
    }),
  };
  /** Moves the clock, running the timers that fall due. */
  const advance = async (ms: number) => {
    const target = now + ms;
    for (;;) {
      const due = timers
        .filter((timer) => !timer.cancelled && timer.at <= target)
        .sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      due.cancelled = true;
      now = due.at;
      due.callback();
      await settle();
    }
    now = target;
    await settle();
  };
  return {
    store,
    queryClient,
    fetch,
    advance,
    pendingTimers: () => timers.filter((timer) => !timer.cancelled),
  };
}

describe('quota refresh rules', () => {
  it('loads on start and keeps the answer', async () => {
    const { store, fetch } = setup();
    store.start();
    expect(store.getSnapshot().status).toBe('loading');
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('ready'));
    expect(store.getSnapshot().usage?.remainingQuota).toBe(3);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('ignores a refresh within 10 s of the last one, unless forced', async () => {
    const { store, fetch, advance } = setup();
    expect(await store.refresh()).toBe(true);
    await advance(QUOTA_MIN_GAP_MS - 1);
    expect(await store.refresh()).toBe(false);
    expect(await store.refresh({ force: true })).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
    await advance(QUOTA_MIN_GAP_MS);
    expect(await store.refresh()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('stops after a 401 until a forced refresh', async () => {
    let fail = true;
    const { store, fetch, advance } = setup(async () => {
      if (fail) throw new ApiError(401, 'Session expired', clientErrorCodes.sessionExpired);
      return usage(1);
    });
    await store.refresh();
    expect(store.getSnapshot()).toMatchObject({ status: 'error', stopped: true });
    await advance(QUOTA_STALE_AFTER_MS);
    expect(await store.refresh()).toBe(false);
    fail = false;
    expect(await store.refresh({ force: true })).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', stopped: false });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("stops after the 'Limite freemium atteinte' block until forced", async () => {
    const { store, advance } = setup(async () => {
      throw new ApiError(429, 'Freemium allowance used up', clientErrorCodes.freemiumLimit);
    });
    await store.refresh();
    expect(store.getSnapshot().stopped).toBe(true);
    await advance(QUOTA_MIN_GAP_MS * 2);
    expect(await store.refresh()).toBe(false);
  });

  it('keeps refreshing after other failures, showing the error', async () => {
    const { store, advance } = setup(async () => {
      throw new ApiError(500, 'HTTP 500');
    });
    await store.refresh();
    expect(store.getSnapshot()).toMatchObject({ status: 'error', stopped: false, usage: undefined });
    await advance(QUOTA_MIN_GAP_MS);
    expect(await store.refresh()).toBe(true);
  });

  it('keeps the last usage when a later refresh fails', async () => {
    let fail = false;
    const { store } = setup(async () => {
      if (fail) throw new ApiError(0, 'network', clientErrorCodes.network);
      return usage(2);
    });
    await store.refresh();
    fail = true;
    await store.refresh({ force: true });
    expect(store.getSnapshot()).toMatchObject({ status: 'error', usage: { remainingQuota: 2 } });
  });

  it('checks every 5 min and reloads only data older than 10 min', async () => {
    const { store, fetch, advance } = setup();
    store.start();
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('ready'));
    await advance(QUOTA_POLL_INTERVAL_MS); // 5 min: data 5 min old, kept
    expect(fetch).toHaveBeenCalledTimes(1);
    await advance(QUOTA_POLL_INTERVAL_MS); // 10 min: reloaded
    expect(fetch).toHaveBeenCalledTimes(2);
    await advance(QUOTA_POLL_INTERVAL_MS); // 15 min: 5 min old again
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps only the newest answer', async () => {
    const answers: ((value: Usage) => void)[] = [];
    const { store } = setup(() => new Promise<Usage>((resolve) => answers.push(resolve)));
    const first = store.refresh({ force: true });
    const second = store.refresh({ force: true });
    // The second load starts once the first is cancelled.
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.(usage(1));
    await second;
    answers[0]?.(usage(3));
    await first;
    expect(store.getSnapshot().usage?.remainingQuota).toBe(1);
  });

  it('reset forgets the usage, the timer and any late answer', async () => {
    let answer: ((value: Usage) => void) | undefined;
    const { store, pendingTimers } = setup(
      () =>
        new Promise<Usage>((resolve) => {
          answer = resolve;
        }),
    );
    store.start();
    expect(pendingTimers()).toHaveLength(1);
    store.reset();
    expect(pendingTimers()).toHaveLength(0);
    answer?.(usage(2));
    await Promise.resolve();
    expect(store.getSnapshot()).toMatchObject({ status: 'idle', usage: undefined });
    // The 10 s gap starts again too: the next user's first refresh runs at once.
    const next = store.refresh();
    answer?.(usage(3));
    expect(await next).toBe(true);
    expect(store.getSnapshot().usage?.remainingQuota).toBe(3);
  });

  it('feeds the query cache that the counter reads', async () => {
    const { store, queryClient } = setup();
    const listener = vi.fn();
    queryClient.getQueryCache().subscribe(listener);
    await store.refresh();
    expect(listener).toHaveBeenCalled();
    expect(queryClient.getQueryData(quotaQueryKey('u1'))).toMatchObject({ remainingQuota: 3 });
  });
});

describe('stopsQuotaRefreshes', () => {
  it('is true for a 401 and the freemium block only, known by their codes', () => {
    expect(stopsQuotaRefreshes(new ApiError(401, 'Authentification requise'))).toBe(true);
    expect(
      stopsQuotaRefreshes(new ApiError(429, 'Freemium allowance used up', clientErrorCodes.freemiumLimit)),
    ).toBe(true);
    expect(stopsQuotaRefreshes(new Error('Limite freemium atteinte'))).toBe(false);
    expect(stopsQuotaRefreshes(new ApiError(503, 'Service momentanément indisponible'))).toBe(false);
    expect(stopsQuotaRefreshes(undefined)).toBe(false);
  });
});
