import type { App } from '@trousse/contracts/api/apps/schemas';
import { PackageCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useInstalledAppIds } from '../api/app-actions';
import { accessLabelKey, appCategory, categoryLabelKey } from '../lib/labels';
import { AppActions } from './app-actions';
import { AppIcon } from './app-icon';
import { appPath } from '../../../lib/paths';

interface AppCardProps {
  app: App;
}

export function AppCard({ app }: AppCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const installed = useInstalledAppIds()?.has(app.id) ?? false;

  return (
    <article className="app-card" aria-labelledby={titleId}>
      <div className="app-card__top">
        <AppIcon appId={app.id} />
        <div className="app-card__badges">
          {installed && (
            <span className="badge badge--accent">
              <PackageCheck size={14} aria-hidden="true" />
              {t('card.installed')}
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
        <AppActions app={app} variant="card" />
        <Link to={appPath(app.id)} className="app-card__link">
          {t('card.open')}
          <span className="sr-only"> {app.name}</span>
        </Link>
      </div>
    </article>
  );
}
