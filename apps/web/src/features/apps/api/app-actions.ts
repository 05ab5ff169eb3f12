import { queryOptions, useQuery } from '@tanstack/react-query';
import type { App } from '@trousse/contracts/apps';

import { useIsAuthenticated } from '../../../hooks/use-is-authenticated';
import { apiClient } from '../../../lib/api-client';

interface AppAnswer {
  data: App;
}

interface InstallAnswer {
  success: true;
  data: App;
}

interface UserAppsAnswer {
  data: App[];
}

const appPath = (id: string) => `/apps/${encodeURIComponent(id)}`;

/** The signed-in user's calls on one app (part 1 §7 "Apps"); each answers the app as it now is. */
export const appActionsApi = {
  /** POST /apps/{id}/like — idempotent. */
  setLiked: async (id: string, isLiked: boolean): Promise<App> =>
    (await apiClient.post<AppAnswer>(`${appPath(id)}/like`, { isLiked })).data,
  /** POST /apps/{id}/favorite — idempotent. */
  setFavorite: async (id: string, isFavorite: boolean): Promise<App> =>
    (await apiClient.post<AppAnswer>(`${appPath(id)}/favorite`, { isFavorite })).data,
  /** POST /apps/{id}/install. */
  install: async (id: string): Promise<App> =>
    (await apiClient.post<InstallAnswer>(`${appPath(id)}/install`)).data,
  /** DELETE /apps/{id}/uninstall. */
  uninstall: async (id: string): Promise<App> =>
    (await apiClient.delete<InstallAnswer>(`${appPath(id)}/uninstall`)).data,
  /** GET /apps/user: the apps the user installed. */
  installed: async (signal?: AbortSignal): Promise<App[]> =>
    (await apiClient.get<UserAppsAnswer>('/apps/user', { signal })).data,
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
