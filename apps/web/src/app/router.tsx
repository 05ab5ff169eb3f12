import { usePrefetchQuery, type QueryClient } from '@tanstack/react-query';
import { PASSWORD_GENERATOR_ID } from '@trousse/contracts/app-category';
import { Suspense } from 'react';
import { BrowserRouter, matchPath, Navigate, Route, Routes } from 'react-router';

import { appsQueryOptions } from '../features/apps/api/get-apps';
import { AppPageSkeleton } from '../features/apps/components/app-page-skeleton';
import { oauthProvidersQueryOptions } from '../features/sign-in/api/oauth-providers-query';
import { initialAuthFlow } from '../features/sign-in/lib/auth-flow';
import { LazyPasswordGenerator } from '../features/generator/load-generator';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { RootLayout } from './root-layout';
import DashboardRoute from './routes/dashboard';
import { AppSession } from './session';
import type { LegalPageId } from '../features/legal/content/types';
import { paths } from '../lib/paths';

// Loaded on demand so that the dashboard's first download stays small.
const AppWorkspaceRoute = preloadableLazy(() => import('./routes/app-workspace'));
const AuthRoute = preloadableLazy(() => import('./routes/auth'));
const AuthCallbackRoute = preloadableLazy(() => import('./routes/auth-callback'));
const SecurityRoute = preloadableLazy(() => import('./routes/security'));
const UpgradeRoute = preloadableLazy(() => import('./routes/upgrade'));
const CancellationRoute = preloadableLazy(() => import('./routes/cancellation'));
const SupportRoute = preloadableLazy(() => import('./routes/support'));
const LegalRoute = preloadableLazy<{ page: LegalPageId }>(() => import('./routes/legal'));
const CookieManagerRoute = preloadableLazy(() => import('./routes/cookie-manager'));

/** The legal pages, each the same route with its text. */
const legalPages = [
  [paths.legal, 'legal'],
  [paths.cgu, 'cgu'],
  [paths.cgv, 'cgv'],
  [paths.privacy, 'privacy'],
  [paths.cookies, 'cookies'],
  [paths.securityCharter, 'securityCharter'],
] as const;

const authCallbackPaths = [paths.authCallback, paths.authCallbackGoogle];

/**
 * Loads what the page being opened shows first — its code (and the generator's, on its page)
 * and its first data — while the app starts, instead of after a first render of the page's
 * placeholder. Never rejects: what fails to load is loaded again, and reported, by the page.
 */
export function preloadPage(
  { pathname, search }: { pathname: string; search: string },
  queryClient: QueryClient,
): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  const app = matchPath(paths.app, pathname);
  if (matchPath(paths.dashboard, pathname)) {
    loads.push(queryClient.prefetchQuery(appsQueryOptions()));
  } else if (app || matchPath(paths.appWithoutId, pathname)) {
    loads.push(queryClient.prefetchQuery(appsQueryOptions()), AppWorkspaceRoute.preload());
    if (app?.params.id === PASSWORD_GENERATOR_ID) loads.push(LazyPasswordGenerator.preload());
  } else if (matchPath(paths.auth, pathname)) {
    loads.push(AuthRoute.preload());
    // The email step shows the social sign-in buttons.
    if (initialAuthFlow(new URLSearchParams(search)).step === 'email') {
      loads.push(queryClient.prefetchQuery(oauthProvidersQueryOptions()));
    }
  } else if (authCallbackPaths.some((path) => matchPath(path, pathname))) {
    loads.push(AuthCallbackRoute.preload());
  } else if (matchPath(paths.security, pathname)) {
    loads.push(SecurityRoute.preload());
  } else if (matchPath(paths.upgrade, pathname)) {
    loads.push(UpgradeRoute.preload());
  } else if (matchPath(paths.cancellation, pathname)) {
    loads.push(CancellationRoute.preload());
  } else if (matchPath(paths.support, pathname)) {
    loads.push(SupportRoute.preload());
  } else if (legalPages.some(([path]) => matchPath(path, pathname))) {
    loads.push(LegalRoute.preload());
  } else if (matchPath(paths.cookieManager, pathname)) {
    loads.push(CookieManagerRoute.preload());
  }
  return Promise.allSettled(loads);
}

/** /app/:id: the catalogue, which the page needs, loads alongside the page's code. */
function AppPageRoute() {
  usePrefetchQuery(appsQueryOptions());
  return (
    <Suspense fallback={<AppPageSkeleton />}>
      <AppWorkspaceRoute />
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppSession>
        <Routes>
          <Route element={<RootLayout />}>
            <Route index element={<DashboardRoute />} />
            <Route path={paths.app} element={<AppPageRoute />} />
            <Route path={paths.appWithoutId} element={<AppPageRoute />} />
            <Route
              path={paths.auth}
              element={
                <Suspense fallback={<AppPageSkeleton />}>
                  <AuthRoute />
                </Suspense>
              }
            />
            {authCallbackPaths.map((path) => (
              <Route
                key={path}
                path={path}
                element={
                  <Suspense fallback={<AppPageSkeleton />}>
                    <AuthCallbackRoute />
                  </Suspense>
                }
              />
            ))}
            <Route
              path={paths.security}
              element={
                <Suspense fallback={<AppPageSkeleton />}>
                  <SecurityRoute />
                </Suspense>
              }
            />
            <Route
              path={paths.upgrade}
              element={
                <Suspense fallback={<AppPageSkeleton />}>
                  <UpgradeRoute />
                </Suspense>
              }
            />
            <Route
              path={paths.cancellation}
              element={
                <Suspense fallback={<AppPageSkeleton />}>
                  <CancellationRoute />
                </Suspense>
              }
            />
            <Route
              path={paths.support}
              element={
                <Suspense fallback={<AppPageSkeleton />}>
                  <SupportRoute />
                </Suspense>
              }
            />
            {legalPages.map(([path, page]) => (
              <Route
                key={path}
                path={path}
                element={
                  <Suspense fallback={<AppPageSkeleton />}>
                    <LegalRoute page={page} />
                  </Suspense>
                }
              />
            ))}
            <Route
              path={paths.cookieManager}
              element={
                <Suspense fallback={<AppPageSkeleton />}>
                  <CookieManagerRoute />
                </Suspense>
              }
            />
            <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
          </Route>
        </Routes>
      </AppSession>
    </BrowserRouter>
  );
}
