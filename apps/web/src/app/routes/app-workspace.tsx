import { PASSWORD_GENERATOR_ID } from '@trousse/contracts/app-category';
import { ArrowLeft, Clock } from 'lucide-react';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { useApps } from '../../features/apps/api/get-apps';
import { AppActions } from '../../features/apps/components/app-actions';
import { AppIcon } from '../../features/apps/components/app-icon';
import { AppPageSkeleton } from '../../features/apps/components/app-page-skeleton';
import { AppsLoadError } from '../../features/apps/components/apps-load-error';
import { accessLabelKey, appCategory, categoryLabelKey } from '../../features/apps/lib/labels';
import { LazyPasswordGenerator } from '../../features/generator/load-generator';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { paths } from '../../lib/paths';
import { toolElement } from '../tools';

/** Takes the generator's height, so nothing below it moves when it arrives. */
function GeneratorSkeleton() {
  return <ToolSkeleton className="app-page__panel app-page__panel--generator" />;
}

/** While a tool's code arrives. */
function ToolSkeleton({ className = 'app-page__panel' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton width="40%" height="1.25rem" />
      <Skeleton width="90%" />
      <Skeleton width="75%" />
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to={paths.dashboard} className="button button--secondary">
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

function AppNotFound() {
  const { t } = useTranslation();
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

/** /app/:id, and /app without an id, which is an app not found (part 1 §2). */
export default function AppWorkspaceRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data: apps, isError, isFetching, refetch } = useApps();

  if (!id) return <AppNotFound />;

  if (!apps) {
    if (isError && !isFetching) return <AppsLoadError onRetry={() => void refetch()} />;
    return <AppPageSkeleton />;
  }

  const app = apps.find((candidate) => candidate.id === id);

  if (!app) return <AppNotFound />;

  const isGenerator = app.id === PASSWORD_GENERATOR_ID;
  const tool = toolElement(app.id);
  const title = isGenerator ? t('generator.title') : app.name;

  return (
    <article
      className={isGenerator ? 'app-page app-page--wide' : 'app-page'}
      aria-labelledby="app-page-title"
    >
      <PageTitle>{title}</PageTitle>
      <div className="app-page__header">
        <AppIcon appId={app.id} size="lg" />
        <div className="app-page__heading">
          <h1 id="app-page-title" className="page-title">
            {title}
          </h1>
          <p className="app-page__meta">
            <span className="badge">{t(categoryLabelKey(appCategory(app)))}</span>
            <span>{t('workspace.version', { version: app.version })}</span>
            <span>{t(accessLabelKey(app.access))}</span>
          </p>
        </div>
      </div>
      <p className="app-page__description">{app.description}</p>
      <AppActions app={app} variant="page" />
      {isGenerator ? (
        <Suspense fallback={<GeneratorSkeleton />}>
          <LazyPasswordGenerator />
        </Suspense>
      ) : tool ? (
        <Suspense fallback={<ToolSkeleton />}>{tool}</Suspense>
      ) : (
        <Panel>
          <p className="app-page__notice">
            <Clock size={20} aria-hidden="true" />
            <span>{t('workspace.unavailable')}</span>
          </p>
          <BackLink />
        </Panel>
      )}
    </article>
  );
}
