import { usePrefetchQuery, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, matchPath, Navigate, Route, Routes } from 'react-router';

import { appsQueryOptions } from '../features/apps/api/get-apps';
import { AppPageSkeleton } from '../features/apps/components/app-page-skeleton';
import { oauthProvidersQueryOptions } from '../features/sign-in/api/oauth-providers-query';
import { initialAuthFlow } from '../features/sign-in/lib/auth-flow-start';
import { LazyPasswordGenerator } from '../features/generator/load-generator';
import type { LegalPageId } from '../features/legal/content/types';
import { pageList, pages, type ExtraCode, type PageData, type PageEntry, type PageId } from '../lib/pages';
import { paths } from '../lib/paths';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { RootLayout } from './root-layout';
import { preloadTool } from './tools';
import DashboardRoute from './routes/dashboard';
import { AppSession } from './session';

// The legal texts the table names are ones LegalPage has (the table, in lib/, cannot say so).
const _legalTexts: Record<PageId, { readonly path: string; readonly legal?: LegalPageId }> = pages;

type RouteProps = { page?: LegalPageId };

/** What the entry carries, for the first screen of most visits. */
const entryRoutes: Record<string, ComponentType<RouteProps>> = { dashboard: DashboardRoute };

// Every other page is loaded on demand, so that the dashboard's first download stays small: one
// chunk per module of routes/, shared by the pages it renders.
const routeModules = import.meta.glob<{ default: ComponentType<RouteProps> }>([
  './routes/*.tsx',
  '!./routes/dashboard.tsx',
]);
const lazyRoutes = new Map(
  Object.entries(routeModules).map(([file, load]) => [
    /([\w-]+)\.tsx$/.exec(file)![1]!,
    preloadableLazy(load),
  ]),
);

function lazyRoute(page: PageEntry) {
  const route = lazyRoutes.get(page.route);
  if (!route) throw new Error(`The page ${page.path} has no module routes/${page.route}.tsx`);
  return route;
}

interface PreloadContext {
  search: string;
  queryClient: QueryClient;
}

/** How each first data of the table is fetched; undefined when the page will not show it. */
const dataPreloads: Record<PageData, (context: PreloadContext) => Promise<unknown> | undefined> = {
  apps: ({ queryClient }) => queryClient.prefetchQuery(appsQueryOptions()),
  // The email step shows the social sign-in buttons.
  oauthProviders: ({ queryClient, search }) =>
    initialAuthFlow(new URLSearchParams(search)).step === 'email'
      ? queryClient.prefetchQuery(oauthProvidersQueryOptions())
      : undefined,
};

/** How each extra code of the table is loaded: through its lazy component, which then renders at once. */
const extraPreloads: Record<ExtraCode, () => Promise<unknown>> = {
  generator: () => LazyPasswordGenerator.preload(),
};

/**
 * Loads what the page being opened shows first — its code (and the generator's, on its page)
 * and its first data — while the app starts, instead of after a first render of the page's
 * placeholder. Never rejects: what fails to load is loaded again, and reported, by the page.
 */
export function preloadPage(
  { pathname, search }: { pathname: string; search: string },
  queryClient: QueryClient,
): Promise<unknown> {
  const page = pageList.find((candidate) => matchPath(candidate.path, pathname));
  if (!page) return Promise.allSettled([]);
  const loads: (Promise<unknown> | undefined)[] = [
    ...(page.data ?? []).map((data) => dataPreloads[data]({ search, queryClient })),
    page.inEntry ? undefined : lazyRoute(page).preload(),
    ...(page.extra ?? [])
      .filter(({ path }) => matchPath(path, pathname))
      .map(({ code }) => extraPreloads[code]()),
    toolPreload(pathname),
  ];
  return Promise.allSettled(loads.filter((load) => load !== undefined));
}

/** Loads the tool an app's page shows (app/tools.tsx), if any. */
function toolPreload(pathname: string) {
  const id = matchPath(pages.app.path, pathname)?.params.id;
  return id ? preloadTool(id) : undefined;
}

/** A page showing the catalogue, which it needs: it loads alongside the page's code. */
function WithCatalogue({ children }: { children: ReactNode }) {
  usePrefetchQuery(appsQueryOptions());
  return children;
}

function pageElement(page: PageEntry) {
  const props: RouteProps = page.legal ? { page: page.legal as LegalPageId } : {};
  const Entry = page.inEntry ? entryRoutes[page.route] : undefined;
  if (Entry) return <Entry {...props} />;
  const Lazy = lazyRoute(page);
  const element = (
    <Suspense fallback={<AppPageSkeleton />}>
      <Lazy {...props} />
    </Suspense>
  );
  return page.data?.includes('apps') ? <WithCatalogue>{element}</WithCatalogue> : element;
}

/** The routes, from the table of pages (lib/pages.ts), made once. */
const pageRoutes = pageList.map((page) =>
  page.path === paths.dashboard ? (
    <Route key={page.id} index element={pageElement(page)} />
  ) : (
    <Route key={page.id} path={page.path} element={pageElement(page)} />
  ),
);

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppSession>
        <Routes>
          <Route element={<RootLayout />}>
            {pageRoutes}
            <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
          </Route>
        </Routes>
      </AppSession>
    </BrowserRouter>
  );
}
