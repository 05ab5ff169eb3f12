import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useSession } from '../../entities/session/session-context';
import { Skeleton } from '../ui/skeleton';
import { useSection } from '../../i18n/sections';
import { paths } from '../../lib/paths';
import './synced.css';

/**
 * A tool that keeps its data in the account: its screen for a signed-in person; for a visitor,
 * what the tool does and an invitation to sign in, as liking an app asks.
 */
export function SignedInOnly({ description, children }: { description: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { isAuthenticated, loading } = useSession();
  // The outbox's texts (its status line, its notices) arrive with the tool.
  const textsReady = useSection('synced');
  if (loading || !textsReady) {
    return (
      <div className="app-page__panel" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton width="60%" />
        <Skeleton width="90%" />
      </div>
    );
  }
  if (isAuthenticated) return <>{children}</>;
  return (
    <div className="app-page__panel signed-in-only">
      <p>{description}</p>
      <p>{t('synced.signInBody')}</p>
      <Link to={paths.auth} className="button button--primary">
        <LogIn size={16} aria-hidden="true" />
        {t('synced.signInAction')}
      </Link>
    </div>
  );
}
