import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';

import { AppPageSkeleton } from '../features/apps/components/app-page-skeleton';
import { RootLayout } from './root-layout';
import DashboardRoute from './routes/dashboard';
import { AppSession } from './session';

// Loaded on demand so that the dashboard's first download stays small.
const AppWorkspaceRoute = lazy(() => import('./routes/app-workspace'));
const AuthRoute = lazy(() => import('./routes/auth'));
const AuthCallbackRoute = lazy(() => import('./routes/auth-callback'));
const SecurityRoute = lazy(() => import('./routes/security'));

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppSession>
        <Routes>
          <Route element={<RootLayout />}>
            <Route index element={<DashboardRoute />} />
            <Route
              path="app/:id"
              element={
                <Suspense fallback={<AppPageSkeleton />}>
                  <AppWorkspaceRoute />
                </Suspense>
              }
            />
            <Route
              path="auth"
              element={
                <Suspense fallback={<AppPageSkeleton />}>
                  <AuthRoute />
                </Suspense>
              }
            />
            {['auth/callback', 'auth/google/callback'].map((path) => (
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
              path="security"
              element={
                <Suspense fallback={<AppPageSkeleton />}>
                  <SecurityRoute />
                </Suspense>
              }
            />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Route>
        </Routes>
      </AppSession>
    </BrowserRouter>
  );
}
