import type { App } from '@trousse/contracts/api/apps/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Heart, PackageMinus, PackagePlus, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useAccountId } from '../../../entities/session/session-context';
import { useFormat } from '../../../hooks/use-format';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import {
  favoriteMutationOptions,
  installMutationOptions,
  likeMutationOptions,
  useInstalledAppIds,
} from '../api/app-actions';

import './app-actions.css';

interface AppActionsProps {
  app: App;
  /** 'card': compact icon buttons; 'page': the same with their labels shown. */
  variant: 'card' | 'page';
}

/**
 * 'J'aime' (with the count), 'Favori' and, once signed in, 'Installer' / 'Désinstaller'.
 * Toggles carry `aria-pressed`; a button whose call runs is `aria-disabled` and ignores clicks.
 */
export function AppActions({ app, variant }: AppActionsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const actions = useAppActions(app);
  const countId = useId();
  const labelClass = variant === 'page' ? 'app-actions__label' : 'sr-only';
  const iconSize = variant === 'page' ? 18 : 17;
  const likes = format.count(app.likesCount);

  return (
    <div
      className={`app-actions app-actions--${variant}`}
      role="group"
      aria-label={t('appActions.label', { name: app.name })}
    >
      <span className="app-actions__like">
        <button
          type="button"
          className="icon-toggle icon-toggle--like"
          aria-pressed={app.isLikedByUser}
          aria-describedby={countId}
          aria-disabled={actions.likePending || undefined}
          title={variant === 'card' ? t('appActions.like') : undefined}
          onClick={actions.toggleLike}
        >
          <Heart size={iconSize} aria-hidden="true" />
          <span className={labelClass}>{t('appActions.like')}</span>
        </button>
        <span id={countId} className="app-actions__count">
          <span aria-hidden="true">{likes}</span>
          <span className="sr-only">{t('card.likes', { count: app.likesCount, likes })}</span>
        </span>
      </span>

      <button
        type="button"
        className="icon-toggle icon-toggle--favorite"
        aria-pressed={app.isFavorite}
        aria-disabled={actions.favoritePending || undefined}
        title={variant === 'card' ? t('appActions.favorite') : undefined}
        onClick={actions.toggleFavorite}
      >
        <Star size={iconSize} aria-hidden="true" />
        <span className={labelClass}>{t('appActions.favorite')}</span>
      </button>

      {actions.installed !== undefined && (
        <button
          type="button"
          className={
            actions.installed ? 'icon-toggle icon-toggle--uninstall' : 'icon-toggle icon-toggle--install'
          }
          aria-disabled={actions.installPending || undefined}
          aria-busy={actions.installPending || undefined}
          title={
            variant === 'card'
              ? actions.installed
                ? t('appActions.uninstall')
                : t('appActions.install')
              : undefined
          }
          onClick={actions.toggleInstalled}
        >
          {actions.installed ? (
            <PackageMinus size={iconSize} aria-hidden="true" />
          ) : (
            <PackagePlus size={iconSize} aria-hidden="true" />
          )}
          <span className={labelClass}>
            {actions.installed ? t('appActions.uninstall') : t('appActions.install')}
          </span>
        </button>
      )}
    </div>
  );
}

/**
 * What a user can do with one app: like, favourite (optimistic, rolled back with a toast on
 * failure), install and uninstall (with a toast either way). A signed-out visitor who likes or
 * favourites is sent to /auth. `installed` is undefined while unknown (signed out, loading).
 */
function useAppActions(app: App) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const accountId = useAccountId();
  const isAuthenticated = accountId !== null;
  const installedIds = useInstalledAppIds();

  const like = useMutation(
    likeMutationOptions(queryClient, app.id, () => toast.error(t('appActions.likeError'))),
  );
  const favorite = useMutation(
    favoriteMutationOptions(queryClient, app.id, () => toast.error(t('appActions.favoriteError'))),
  );
  const installation = useMutation(installMutationOptions(queryClient, app.id, accountId));

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
