import { ArrowLeft, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { useApps } from '../../features/apps/api/get-apps';
import { AppIcon } from '../../features/apps/components/app-icon';
import { AppPageSkeleton } from '../../features/apps/components/app-page-skeleton';
import { AppsLoadError } from '../../features/apps/components/apps-load-error';
import { accessLabelKey, appCategory, categoryLabelKey } from '../../features/apps/lib/labels';
import { useDocumentTitle } from '../../hooks/use-document-title';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="button button--secondary">
      <ArrowLeft size={16} aria-hidden="true" />
      {t('common.backToDashboard')}
    </Link>
  );
}

function PageTitle({ children }: { children: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('common.pageTitle', { page: children }));
  return null;
}

function Panel({ children }: { children: ReactNode }) {
  return <div className="app-page__panel">{children}</div>;
}

export default function AppWorkspaceRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data: apps, isError, isFetching, refetch } = useApps();

  if (!apps) {
    if (isError && !isFetching) return <AppsLoadError onRetry={() => void refetch()} />;
    return <AppPageSkeleton />;
  }

  const app = apps.find((candidate) => candidate.id === id);

  if (!app) {
    return (
      <div className="app-page">
        <PageTitle>{t('messages.appNotFoundTitle')}</PageTitle>
        <h1 className="page-title">{t('messages.appNotFoundTitle')}</h1>
        <Panel>
          <p>{t('messages.appNotFoundBody')}</p>
          <BackLink />
        </Panel>
      </div>
    );
  }

  return (
    <article className="app-page" aria-labelledby="app-page-title">
      <PageTitle>{app.name}</PageTitle>
      <div className="app-page__header">
        <AppIcon appId={app.id} size="lg" />
        <div className="app-page__heading">
          <h1 id="app-page-title" className="page-title">
            {app.name}
          </h1>
          <p className="app-page__meta">
            <span className="badge">{t(categoryLabelKey(appCategory(app)))}</span>
            <span>{t('workspace.version', { version: app.version })}</span>
            <span>{t(accessLabelKey(app.access))}</span>
          </p>
        </div>
      </div>
      <p className="app-page__description">{app.description}</p>
      <Panel>
        <p className="app-page__notice">
          <Clock size={20} aria-hidden="true" />
          <span>{t('workspace.unavailable')}</span>
        </p>
        <BackLink />
      </Panel>
    </article>
  );
}
