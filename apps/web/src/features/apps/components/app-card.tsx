import type { App } from '@trousse/contracts/apps';
import { Heart, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { accessLabelKey, appCategory, categoryLabelKey } from '../lib/labels';
import { AppIcon } from './app-icon';

interface AppCardProps {
  app: App;
}

export function AppCard({ app }: AppCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const likes = new Intl.NumberFormat(i18n.language).format(app.likesCount);

  return (
    <article className="app-card" aria-labelledby={titleId}>
      <div className="app-card__top">
        <AppIcon appId={app.id} />
        <div className="app-card__badges">
          {app.isFavorite && (
            <span className="badge badge--favorite">
              <Star size={14} aria-hidden="true" />
              {t('card.favorite')}
            </span>
          )}
          <span className="badge">{t(categoryLabelKey(appCategory(app)))}</span>
        </div>
      </div>

      <div className="app-card__body">
        <h2 id={titleId} className="app-card__title">
          {app.name}
        </h2>
        <p className="app-card__description">{app.description}</p>
      </div>

      <div className="app-card__footer">
        <p className="app-card__stats">
          {t('card.stats', { version: app.version, access: t(accessLabelKey(app.access)) })}
        </p>
        <span className={app.isLikedByUser ? 'app-card__likes app-card__likes--liked' : 'app-card__likes'}>
          <Heart size={16} aria-hidden="true" />
          <span aria-hidden="true">{likes}</span>
          <span className="sr-only">{t('card.likes', { count: app.likesCount })}</span>
        </span>
        <Link to={`/app/${encodeURIComponent(app.id)}`} className="app-card__link">
          {t('card.open')}
          <span className="sr-only"> {app.name}</span>
        </Link>
      </div>
    </article>
  );
}
