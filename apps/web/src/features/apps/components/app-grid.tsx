import type { App } from '@trousse/contracts/api/apps/schemas';

import type { ViewMode } from '../lib/preferences';
import { AppCard } from './app-card';

interface AppGridProps {
  apps: readonly App[];
  viewMode: ViewMode;
}

/** The cards, as a responsive grid or as a compact one-per-row list. */
export function AppGrid({ apps, viewMode }: AppGridProps) {
  return (
    <ul className={`app-grid app-grid--${viewMode}`}>
      {apps.map((app) => (
        <li key={app.id} className="app-grid__item">
          <AppCard app={app} />
        </li>
      ))}
    </ul>
  );
}
