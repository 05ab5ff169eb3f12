import { queryOptions, useQuery, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import type { App } from '@trousse/contracts/api/apps/schemas';
import { endpoints } from '@trousse/contracts/api/endpoints';

import { useAccountId } from '../../../entities/session/session-context';
import { apiCall } from '../../../lib/api-client';
import { endpointQueryKey } from '../../../lib/api/query-keys';
import { appsQueryKey } from './get-apps';

/**
 * What a signed-in user does with one app (part 1 §7 "Apps"): like, favourite, install. The
 * whole path of a like is here — the call, the guess made in the cached list, the mutation —
 * and components/app-actions.tsx is its only caller.
 */

/** The calls on one app, each answering the app as it now is (tests pass their own). */
export interface AppActionCalls {
  setLiked: (id: string, isLiked: boolean) => Promise<App>;
  setFavorite: (id: string, isFavorite: boolean) => Promise<App>;
  install: (id: string) => Promise<App>;
  uninstall: (id: string) => Promise<App>;
}

const appActionCalls: AppActionCalls = {
  setLiked: async (id, isLiked) =>
    (await apiCall(endpoints.apps.like, { params: { id }, body: { isLiked } })).data,
  setFavorite: async (id, isFavorite) =>
    (await apiCall(endpoints.apps.favorite, { params: { id }, body: { isFavorite } })).data,
  install: async (id) => (await apiCall(endpoints.apps.install, { params: { id } })).data,
  uninstall: async (id) => (await apiCall(endpoints.apps.uninstall, { params: { id } })).data,
};

// --- the installed apps ---------------------------------------------------------------------

/** The installed apps: an account's query, so the app drops it at logout and a next user never sees it. */
export function installedAppsQueryOptions(accountId: string | null) {
  return queryOptions({
    queryKey: endpointQueryKey(endpoints.apps.installed, accountId),
    queryFn: async ({ signal }) => (await apiCall(endpoints.apps.installed, {}, { signal })).data,
  });
}

const toIdSet = (apps: App[]): ReadonlySet<string> => new Set(apps.map((app) => app.id));

/**
 * Which apps the signed-in user installed: `undefined` while unknown (signed out, loading or
 * failed), otherwise the set of their ids. There is no installed flag on an app: this list is
 * the truth.
 */
export function useInstalledAppIds(): ReadonlySet<string> | undefined {
  const accountId = useAccountId();
  const { data } = useQuery({
    ...installedAppsQueryOptions(accountId),
    enabled: accountId !== null,
    select: toIdSet,
  });
  return accountId !== null ? data : undefined;
}

// --- the guesses made in the cached list ----------------------------------------------------

/** The fields a like or a favourite changes on the device before the server answers. */
export type LikeFields = Pick<App, 'isLikedByUser' | 'likesCount'>;
export type FavoriteFields = Pick<App, 'isFavorite'>;

function patchApp(apps: readonly App[], id: string, patch: (app: App) => App): App[] {
  let changed = false;
  const next = apps.map((app) => {
    if (app.id !== id) return app;
    const patched = patch(app);
    if (patched !== app) changed = true;
    return patched;
  });
  return changed ? next : (apps as App[]);
}

/** The list with `id` liked or not, its count moved by one (only when the state changes). */
export function applyLike(apps: readonly App[], id: string, liked: boolean): App[] {
  return patchApp(apps, id, (app) => {
    if (app.isLikedByUser === liked) return app;
    const likesCount = Math.max(0, app.likesCount + (liked ? 1 : -1));
    return { ...app, isLikedByUser: liked, likesCount };
  });
}

/** The list with `id` marked favourite or not. */
export function applyFavorite(apps: readonly App[], id: string, favorite: boolean): App[] {
  return patchApp(apps, id, (app) => (app.isFavorite === favorite ? app : { ...app, isFavorite: favorite }));
}

/** The list with the like state of `id` put back as it was before a failed call. */
export function restoreLike(apps: readonly App[], id: string, previous: LikeFields): App[] {
  return patchApp(apps, id, (app) => ({
    ...app,
    isLikedByUser: previous.isLikedByUser,
    likesCount: previous.likesCount,
  }));
}

/** The list with the favourite state of `id` put back as it was before a failed call. */
export function restoreFavorite(apps: readonly App[], id: string, previous: FavoriteFields): App[] {
  return patchApp(apps, id, (app) => ({ ...app, isFavorite: previous.isFavorite }));
}

/** The list with the server's own version of an app in place of the device's guess. */
export function replaceApp(apps: readonly App[], updated: App): App[] {
  return patchApp(apps, updated.id, () => updated);
}

/** The installed apps after an install (added at the end, once) or an uninstall (removed). */
export function withInstalled(installed: readonly App[], app: App, isInstalled: boolean): App[] {
  const others = installed.filter((candidate) => candidate.id !== app.id);
  if (!isInstalled) return others;
  const index = installed.findIndex((candidate) => candidate.id === app.id);
  if (index === -1) return [...others, app];
  return installed.map((candidate) => (candidate.id === app.id ? app : candidate));
}

// --- the mutations --------------------------------------------------------------------------

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
  calls: Pick<AppActionCalls, 'setLiked'> = appActionCalls,
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
  calls: Pick<AppActionCalls, 'setFavorite'> = appActionCalls,
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
 * Install (true) or uninstall (false), not optimistic: on success the account's installed list
 * and the catalogue take the server's answer.
 */
export function installMutationOptions(
  queryClient: QueryClient,
  appId: string,
  accountId: string | null,
  calls: Pick<AppActionCalls, 'install' | 'uninstall'> = appActionCalls,
): MutationOptions<App, unknown, boolean> {
  const installedKey = installedAppsQueryOptions(accountId).queryKey;
  return {
    mutationKey: ['apps', 'install', appId],
    mutationFn: (install) => (install ? calls.install(appId) : calls.uninstall(appId)),
    onSuccess: (updated, install) => {
      queryClient.setQueryData<App[]>(installedKey, (installed) =>
        installed ? withInstalled(installed, updated, install) : installed,
      );
      updateList(queryClient, (apps) => replaceApp(apps, updated));
      void queryClient.invalidateQueries({ queryKey: installedKey });
    },
  };
}
