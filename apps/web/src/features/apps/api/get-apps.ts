import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { App } from '@trousse/contracts/api/apps/schemas';
import { endpoints } from '@trousse/contracts/api/endpoints';

import { apiCall } from '../../../lib/api-client';
import { endpointQueryKey } from '../../../lib/api/query-keys';
import { isRefreshDue } from '../../../lib/refresh-gate';

/** The catalogue is public (its likes follow the caller): not under an account, reloaded at each sign-in. */
export const appsQueryKey = endpointQueryKey(endpoints.apps.list);

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

/**
 * The catalogue as the reader reads it: each app's name and description in the current
 * language (the server's French text for an app the catalogue does not know yet). Search and
 * filters then work on the words on screen.
 */
export function useApps() {
  const { t } = useTranslation();
  const localize = useCallback(
    (apps: App[]) =>
      apps.map((app) => ({
        ...app,
        name: t(`appContent.${app.id}.name` as 'appContent.todo-list.name', { defaultValue: app.name }),
        description: t(`appContent.${app.id}.description` as 'appContent.todo-list.description', {
          defaultValue: app.description,
        }),
      })),
    [t],
  );
  return useQuery({ ...appsQueryOptions(), select: localize });
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
