import type { App } from '@trousse/contracts/apps';
import { Heart, PackageMinus, PackagePlus, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useFormat } from '../../../hooks/use-format';
import { useAppActions } from '../hooks/use-app-actions';

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
