import { queryOptions, useQuery } from '@tanstack/react-query';
import type { App } from '@trousse/contracts/apps';
import { endpoints } from '@trousse/contracts/endpoints';

import { useIsAuthenticated } from '../../../hooks/use-is-authenticated';
import { apiCall } from '../../../lib/api-client';

/** The signed-in user's calls on one app (part 1 §7 "Apps"); each answers the app as it now is. */
export const appActionsApi = {
  setLiked: async (id: string, isLiked: boolean): Promise<App> =>
    (await apiCall(endpoints.apps.like, { params: { id }, body: { isLiked } })).data,
  setFavorite: async (id: string, isFavorite: boolean): Promise<App> =>
    (await apiCall(endpoints.apps.favorite, { params: { id }, body: { isFavorite } })).data,
  install: async (id: string): Promise<App> =>
    (await apiCall(endpoints.apps.install, { params: { id } })).data,
  uninstall: async (id: string): Promise<App> =>
    (await apiCall(endpoints.apps.uninstall, { params: { id } })).data,
  installed: async (signal?: AbortSignal): Promise<App[]> =>
    (await apiCall(endpoints.apps.installed, {}, { signal })).data,
};

/**
 * The installed apps. Under the signed-in user's own key prefix (`account`), which the app
 * drops at logout, so a next user never sees them.
 */
export const installedAppsQueryKey = ['account', 'apps', 'installed'] as const;

export function installedAppsQueryOptions() {
  return queryOptions({
    queryKey: installedAppsQueryKey,
    queryFn: ({ signal }) => appActionsApi.installed(signal),
  });
}

const toIdSet = (apps: App[]): ReadonlySet<string> => new Set(apps.map((app) => app.id));

/**
 * Which apps the signed-in user installed: `undefined` while unknown (signed out, loading or
 * failed), otherwise the set of their ids. There is no installed flag on an app: this list is
 * the truth.
 */
export function useInstalledAppIds(): ReadonlySet<string> | undefined {
  const isAuthenticated = useIsAuthenticated();
  const { data } = useQuery({ ...installedAppsQueryOptions(), enabled: isAuthenticated, select: toIdSet });
  return isAuthenticated ? data : undefined;
}
