import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';

import { AppPageSkeleton } from '../features/apps/components/app-page-skeleton';
import { RootLayout } from './root-layout';
import DashboardRoute from './routes/dashboard';

// Loaded on demand so that the dashboard's first download stays small.
const AppWorkspaceRoute = lazy(() => import('./routes/app-workspace'));

export function AppRouter() {
  return (
    <BrowserRouter>
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
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
