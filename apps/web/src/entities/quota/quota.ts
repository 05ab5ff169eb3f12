import {
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryState,
} from '@tanstack/react-query';
import { endpoints } from '@trousse/contracts/api/endpoints';
import type { Usage } from '@trousse/contracts/api/quota/schemas';

import { apiCall } from '../../lib/api-client';
import { endpointQueryKey, isEndpointQueryKey } from '../../lib/api/query-keys';
import { useAccountId } from '../session/session-context';
import { sessionStore } from '../session/session';
import { QuotaRefresher, type QuotaRefreshDeps } from './quota-refresh';

/** The signed-in user's plan usage: under the account's key, dropped at logout. */
export function quotaQueryKey(accountId: string | null) {
  return endpointQueryKey(endpoints.quota.usage, accountId);
}

type FetchUsage = (signal: AbortSignal) => Promise<Usage>;

const fetchUsage: FetchUsage = async (signal) => (await apiCall(endpoints.quota.usage, {}, { signal })).usage;

export function quotaQueryOptions(accountId: string | null, fetch: FetchUsage = fetchUsage) {
  return queryOptions({
    queryKey: quotaQueryKey(accountId),
    queryFn: ({ signal }) => fetch(signal),
    // When to reload is the refresher's rule (part 1 §4), not TanStack's.
    staleTime: Infinity,
    retry: false,
  });
}

export type QuotaStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface QuotaSnapshot {
  status: QuotaStatus;
  /** Kept when a later load fails. */
  usage: Usage | undefined;
}

/** What the counter shows, from the query's state. */
export function quotaSnapshotOf(state: QueryState<Usage> | undefined): QuotaSnapshot {
  if (!state) return { status: 'idle', usage: undefined };
  if (state.status === 'error') return { status: 'error', usage: state.data };
  if (state.data !== undefined) return { status: 'ready', usage: state.data };
  return { status: state.fetchStatus === 'fetching' ? 'loading' : 'idle', usage: undefined };
}

/** A refresher loading the usage into `queryClient`'s cache (exposed for tests). */
export function createQuotaRefresher(
  queryClient: QueryClient,
  options: Partial<Pick<QuotaRefreshDeps, 'now' | 'schedule' | 'log'>> & {
    fetch?: FetchUsage;
    /** Whose usage a load is: the signed-in account (the session's) by default. */
    accountId?: () => string | null;
  } = {},
): QuotaRefresher {
  return new QuotaRefresher({
    async load() {
      const fetch = options.fetch ?? fetchUsage;
      const accountId = options.accountId ?? (() => sessionStore.getSnapshot().user?.id ?? null);
      const queryOptions = {
        queryKey: quotaQueryKey(accountId()),
        queryFn: ({ signal }: { signal: AbortSignal }) => fetch(signal),
        retry: false,
      };
      const query = queryClient.getQueryCache().build<Usage>(queryClient, queryOptions);
      // Only the newest answer counts: a load in flight (maybe from before a generation) gives way.
      if (query.state.fetchStatus !== 'idle') await query.cancel({ revert: true });
      await query.fetch(queryOptions);
    },
    // Removing the query also cancels a load in flight: its answer is dropped. Any account's: at a
    // sign-out the session has already forgotten whose it was.
    forget: () =>
      queryClient.removeQueries({
        predicate: (query) => isEndpointQueryKey(query.queryKey, endpoints.quota.usage),
      }),
    now: options.now ?? (() => Date.now()),
    schedule:
      options.schedule ??
      ((callback, delayMs) => {
        const id = window.setTimeout(callback, delayMs);
        return () => window.clearTimeout(id);
      }),
    log: options.log ?? ((message, error) => console.warn(message, error)),
  });
}

const refreshers = new WeakMap<QueryClient, QuotaRefresher>();

/** The one refresher of a query client (one per tab). */
export function quotaRefresher(queryClient: QueryClient): QuotaRefresher {
  let refresher = refreshers.get(queryClient);
  if (!refresher) {
    refresher = createQuotaRefresher(queryClient);
    refreshers.set(queryClient, refresher);
  }
  return refresher;
}

export function useQuotaRefresher(): QuotaRefresher {
  return quotaRefresher(useQueryClient());
}

/** The usage as the counter shows it; the refresher decides when it loads. */
export function useQuota(): QuotaSnapshot {
  const { data, isError, isFetching } = useQuery({ ...quotaQueryOptions(useAccountId()), enabled: false });
  if (isError) return { status: 'error', usage: data };
  if (data !== undefined) return { status: 'ready', usage: data };
  return { status: isFetching ? 'loading' : 'idle', usage: undefined };
}
