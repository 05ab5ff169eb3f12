import type { App } from '@trousse/contracts/apps';

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
