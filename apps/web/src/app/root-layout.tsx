import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';

import { ErrorBoundary } from '../components/error-boundary';
import { Layout } from '../components/layout/layout';
import { PageError } from '../components/page-error';
import { SearchPalette } from '../features/apps/components/search-palette';
import { AccountArea } from '../features/session/account-menu';
import { QuotaArea } from '../features/quota/components/quota-area';
import { useKeyboardShortcut } from '../hooks/use-keyboard-shortcut';
import { useOpenAppDialog } from '../lib/app-dialogs';
import { isPaletteShortcut } from '../lib/keyboard';

// 'Mon abonnement' loads when opened: the first screen does not carry it.
const BillingDialogs = lazy(() =>
  import('../features/billing/components/subscription-dialog').then((module) => ({
    default: module.BillingDialogs,
  })),
);

/** The frame around every page, plus the Ctrl/⌘+K search palette. */
export function RootLayout() {
  const [paletteOpen, setPaletteOpen] = useState(false);
  const { pathname } = useLocation();
  const dialog = useOpenAppDialog();

  const openPalette = useCallback(() => setPaletteOpen(true), []);
  const closePalette = useCallback(() => setPaletteOpen(false), []);
  useKeyboardShortcut(isPaletteShortcut, openPalette);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Layout
      onOpenPalette={openPalette}
      accountArea={
        <>
          <QuotaArea />
          <AccountArea />
        </>
      }
    >
      <ErrorBoundary key={pathname} fallback={<PageError />}>
        <Outlet />
      </ErrorBoundary>
      {paletteOpen && <SearchPalette onClose={closePalette} />}
      {dialog && (
        <Suspense fallback={null}>
          <BillingDialogs />
        </Suspense>
      )}
    </Layout>
  );
}
