import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { App } from '@trousse/contracts/apps';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';

import { useIsAuthenticated } from '../../../hooks/use-is-authenticated';
import { useInstalledAppIds } from '../api/app-actions';
import { favoriteMutationOptions, installMutationOptions, likeMutationOptions } from '../api/app-mutations';
import { paths } from '../../../lib/paths';

/**
 * What a user can do with one app: like, favourite (optimistic, rolled back with a toast on
 * failure), install and uninstall (with a toast either way). A signed-out visitor who likes or
 * favourites is sent to /auth. `installed` is undefined while unknown (signed out, loading).
 */
export function useAppActions(app: App) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isAuthenticated = useIsAuthenticated();
  const installedIds = useInstalledAppIds();

  const like = useMutation(
    likeMutationOptions(queryClient, app.id, () => toast.error(t('appActions.likeError'))),
  );
  const favorite = useMutation(
    favoriteMutationOptions(queryClient, app.id, () => toast.error(t('appActions.favoriteError'))),
  );
  const installation = useMutation(installMutationOptions(queryClient, app.id));

  const requireSignIn = () => {
    if (isAuthenticated) return false;
    void navigate(paths.auth);
    return true;
  };

  const toggleLike = () => {
    if (requireSignIn() || like.isPending) return;
    like.mutate(!app.isLikedByUser);
  };

  const toggleFavorite = () => {
    if (requireSignIn() || favorite.isPending) return;
    favorite.mutate(!app.isFavorite);
  };

  const installed = installedIds?.has(app.id);

  const toggleInstalled = () => {
    if (requireSignIn() || installation.isPending || installed === undefined) return;
    const install = !installed;
    installation.mutate(install, {
      onSuccess: () =>
        toast.success(
          install
            ? t('appActions.installed', { name: app.name })
            : t('appActions.uninstalled', { name: app.name }),
        ),
      onError: () => toast.error(install ? t('appActions.installError') : t('appActions.uninstallError')),
    });
  };

  return {
    isAuthenticated,
    installed,
    toggleLike,
    toggleFavorite,
    toggleInstalled,
    likePending: like.isPending,
    favoritePending: favorite.isPending,
    installPending: installation.isPending,
  };
}
