import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';

import { ErrorBoundary } from '../components/error-boundary';
import { Layout } from '../components/layout/layout';
import { PageError } from '../components/page-error';
import { SearchPalette } from '../features/apps/components/search-palette';
import { AccountArea } from '../features/session/account-menu';
import { QuotaArea } from '../features/quota/components/quota-area';
import { useKeyboardShortcut } from '../hooks/use-keyboard-shortcut';
import { isPaletteShortcut } from '../lib/keyboard';

/** The frame around every page, plus the Ctrl/⌘+K search palette. */
export function RootLayout() {
  const [paletteOpen, setPaletteOpen] = useState(false);
  const { pathname } = useLocation();

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
    </Layout>
  );
}
