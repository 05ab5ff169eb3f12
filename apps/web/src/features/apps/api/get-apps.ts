import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { App } from '@trousse/contracts/apps';
import { endpoints } from '@trousse/contracts/endpoints';

import { apiCall } from '../../../lib/api-client';
import { isRefreshDue } from '../../../lib/refresh-gate';

export const appsQueryKey = ['apps', 'list'] as const;

/** A list refresh asked for less than this long after the last list arrived is ignored (part 1 §4). */
export const APP_LIST_MIN_GAP_MS = 2_000;

export async function getApps(signal?: AbortSignal): Promise<App[]> {
  const response = await apiCall(endpoints.apps.list, {}, { signal });
  return response.data;
}

/** `GET /api/apps`: the catalogue, with the caller's likes and favourites. */
export function appsQueryOptions() {
  return queryOptions({
    queryKey: appsQueryKey,
    queryFn: ({ signal }) => getApps(signal),
  });
}

export function useApps() {
  return useQuery(appsQueryOptions());
}

/**
 * Reloads the app list. Unless forced, it is ignored while a load runs or within 2 s of the
 * last list. A forced refresh (e.g. another user signed in) cancels a load in flight, whose
 * answer could be the previous user's. The sort and filters are applied when the list is
 * shown, so a refreshed list keeps them. Returns whether a refresh started.
 */
export function refreshAppList(
  queryClient: QueryClient,
  { force = false, now = Date.now() }: { force?: boolean; now?: number } = {},
): boolean {
  if (!force) {
    if (queryClient.isFetching({ queryKey: appsQueryKey }) > 0) return false;
    const updatedAt = queryClient.getQueryState(appsQueryKey)?.dataUpdatedAt;
    if (!isRefreshDue(updatedAt || undefined, now, APP_LIST_MIN_GAP_MS)) return false;
  }
  void queryClient.invalidateQueries({ queryKey: appsQueryKey });
  return true;
}
