import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import type { App } from '@trousse/contracts/apps';

import {
  applyFavorite,
  applyLike,
  replaceApp,
  restoreFavorite,
  restoreLike,
  withInstalled,
  type FavoriteFields,
  type LikeFields,
} from '../lib/optimistic';
import { appActionsApi, installedAppsQueryKey } from './app-actions';
import { appsQueryKey } from './get-apps';

export type AppToggle = 'like' | 'favorite';

/** The calls the mutations make (the real API by default; tests pass their own). */
export interface AppActionCalls {
  setLiked: (id: string, isLiked: boolean) => Promise<App>;
  setFavorite: (id: string, isFavorite: boolean) => Promise<App>;
  install: (id: string) => Promise<App>;
  uninstall: (id: string) => Promise<App>;
}

function updateList(queryClient: QueryClient, update: (apps: App[]) => App[]) {
  queryClient.setQueryData<App[]>(appsQueryKey, (apps) => (apps ? update(apps) : apps));
}

function currentApp(queryClient: QueryClient, id: string): App | undefined {
  return queryClient.getQueryData<App[]>(appsQueryKey)?.find((app) => app.id === id);
}

/**
 * Like or unlike, optimistically (part 1 §4): the cached list changes at once (pressed, count
 * ±1); a failure puts the app's like state back and calls `onFailure`; the server's answer
 * then replaces the guess. A list load in flight is cancelled first so it cannot overwrite it.
 */
export function likeMutationOptions(
  queryClient: QueryClient,
  appId: string,
  onFailure: (error: unknown) => void,
  calls: Pick<AppActionCalls, 'setLiked'> = appActionsApi,
): MutationOptions<App, unknown, boolean, LikeFields | undefined> {
  return {
    mutationKey: ['apps', 'like', appId],
    mutationFn: (liked) => calls.setLiked(appId, liked),
    onMutate: async (liked) => {
      await queryClient.cancelQueries({ queryKey: appsQueryKey });
      const before = currentApp(queryClient, appId);
      updateList(queryClient, (apps) => applyLike(apps, appId, liked));
      return before && { isLikedByUser: before.isLikedByUser, likesCount: before.likesCount };
    },
    onError: (error, _liked, before) => {
      if (before) updateList(queryClient, (apps) => restoreLike(apps, appId, before));
      onFailure(error);
    },
    onSuccess: (updated) => updateList(queryClient, (apps) => replaceApp(apps, updated)),
  };
}

/** Favourite or not, optimistically, like `likeMutationOptions`. */
export function favoriteMutationOptions(
  queryClient: QueryClient,
  appId: string,
  onFailure: (error: unknown) => void,
  calls: Pick<AppActionCalls, 'setFavorite'> = appActionsApi,
): MutationOptions<App, unknown, boolean, FavoriteFields | undefined> {
  return {
    mutationKey: ['apps', 'favorite', appId],
    mutationFn: (favorite) => calls.setFavorite(appId, favorite),
    onMutate: async (favorite) => {
      await queryClient.cancelQueries({ queryKey: appsQueryKey });
      const before = currentApp(queryClient, appId);
      updateList(queryClient, (apps) => applyFavorite(apps, appId, favorite));
      return before && { isFavorite: before.isFavorite };
    },
    onError: (error, _favorite, before) => {
      if (before) updateList(queryClient, (apps) => restoreFavorite(apps, appId, before));
      onFailure(error);
    },
    onSuccess: (updated) => updateList(queryClient, (apps) => replaceApp(apps, updated)),
  };
}

/**
 * Install (true) or uninstall (false), not optimistic: on success the installed list and the
 * catalogue take the server's answer.
 */
export function installMutationOptions(
  queryClient: QueryClient,
  appId: string,
  calls: Pick<AppActionCalls, 'install' | 'uninstall'> = appActionsApi,
): MutationOptions<App, unknown, boolean> {
  return {
    mutationKey: ['apps', 'install', appId],
    mutationFn: (install) => (install ? calls.install(appId) : calls.uninstall(appId)),
    onSuccess: (updated, install) => {
      queryClient.setQueryData<App[]>(installedAppsQueryKey, (installed) =>
        installed ? withInstalled(installed, updated, install) : installed,
      );
      updateList(queryClient, (apps) => replaceApp(apps, updated));
      void queryClient.invalidateQueries({ queryKey: installedAppsQueryKey });
    },
  };
}
