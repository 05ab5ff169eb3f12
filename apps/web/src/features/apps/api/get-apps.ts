import { queryOptions, useQuery } from '@tanstack/react-query';
import type { App, AppListResponse } from '@trousse/contracts/apps';

import { apiClient } from '../../../lib/api-client';

export const appsQueryKey = ['apps', 'list'] as const;

export async function getApps(signal?: AbortSignal): Promise<App[]> {
  const response = await apiClient.get<AppListResponse>('/apps', { signal });
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
