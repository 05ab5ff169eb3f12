import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';

import { ErrorBoundary } from '../components/error-boundary';
import { Layout } from '../components/layout/layout';
import { PageError } from '../components/page-error';
import { ConsentBanner } from '../features/consent/components/consent-banner';
import { AccountArea } from '../features/session/account-menu';
import { QuotaArea } from '../features/quota/components/quota-area';
import { useKeyboardShortcut } from '../hooks/use-keyboard-shortcut';
import { useOpenAppDialog } from '../hooks/app-dialogs';
import { useConsent } from '../entities/consent/consent';
import { isPaletteShortcut } from '../lib/keyboard';
import { preloadableLazy } from '../lib/preloadable-lazy';

// The Ctrl/⌘+K palette's code comes just after the first screen (the layout's first effect asks
// for it), so that it opens at once when called for, without weighing on the first download.
const SearchPalette = preloadableLazy(() =>
  import('../features/apps/components/search-palette').then((module) => ({
    default: module.SearchPalette,
  })),
);

// The signed-in user's bell comes just after the first screen, which does not carry it.
const AlertsBell = lazy(() =>
  import('../features/alerts/components/alerts-bell').then((module) => ({ default: module.AlertsBell })),
);

// The analytics come after the first screen, and only with consent. The cookie banner does not
// wait: on a first visit it is often the largest text of the first screen.
const AnalyticsLoader = lazy(() =>
  import('../features/consent/components/analytics-loader').then((module) => ({
    default: module.AnalyticsLoader,
  })),
);

// Only a return from payment needs it: loaded then, not with the first screen.
const CheckoutWatch = lazy(() =>
  import('../features/billing/components/checkout-watch').then((module) => ({
    default: module.CheckoutWatch,
  })),
);

// The account menu's dialogs load when one opens: the first screen does not carry them.
const AccountDialogs = lazy(() =>
  import('./account-dialogs').then((module) => ({ default: module.AccountDialogs })),
);

/**
 * What Ctrl/⌘+K shows in the moment the palette's code may still be arriving (just after the
 * page loaded): its field, which keeps what is typed and hands it to the palette.
 */
function PaletteDraft({
  value,
  onChange,
  onClose,
}: {
  value: string;
  onChange: (value: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="palette-backdrop">
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t('palette.title')}
        aria-busy="true"
        className="palette"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <div className="palette__field">
          <input
            type="text"
            className="palette__input"
            aria-label={t('palette.inputLabel')}
            placeholder={t('palette.placeholder')}
            autoComplete="off"
            spellCheck={false}
            autoFocus
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      </div>
    </div>
  );
}

/** The frame around every page, plus the Ctrl/⌘+K search palette. */
export function RootLayout() {
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [paletteDraft, setPaletteDraft] = useState('');
  const location = useLocation();
  const { pathname } = location;
  const dialog = useOpenAppDialog();
  const consent = useConsent();

  // Back from a payment (`?checkout=success`, on whatever page): the watch for the paid plan
  // starts, and lives here so that it goes on wherever the user goes next.
  const arrival = new URLSearchParams(location.search).get('checkout') === 'success' ? location.key : null;
  const [checkoutWatch, setCheckoutWatch] = useState<{ arrival: string; done: boolean } | null>(null);
  if (arrival !== null && checkoutWatch?.arrival !== arrival) setCheckoutWatch({ arrival, done: false });
  const endCheckoutWatch = useCallback(
    () => setCheckoutWatch((watch) => (watch ? { ...watch, done: true } : watch)),
    [],
  );

  const openPalette = useCallback(() => {
    setPaletteDraft('');
    setPaletteOpen(true);
  }, []);
  const closePalette = useCallback(() => setPaletteOpen(false), []);
  useKeyboardShortcut(isPaletteShortcut, openPalette);
  useEffect(() => {
    void SearchPalette.preload();
  }, []);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Layout
      onOpenPalette={openPalette}
      accountArea={
        <>
          <QuotaArea />
          <Suspense fallback={null}>
            <AlertsBell />
          </Suspense>
          <AccountArea />
        </>
      }
    >
      <ErrorBoundary key={pathname} fallback={<PageError />}>
        <Outlet />
      </ErrorBoundary>
      {paletteOpen && (
        <Suspense
          fallback={<PaletteDraft value={paletteDraft} onChange={setPaletteDraft} onClose={closePalette} />}
        >
          <SearchPalette onClose={closePalette} initialQuery={paletteDraft} />
        </Suspense>
      )}
      {consent === null && <ConsentBanner />}
      {consent?.analytics && (
        <Suspense fallback={null}>
          <AnalyticsLoader />
        </Suspense>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <AccountDialogs />
        </Suspense>
      )}
      {checkoutWatch && !checkoutWatch.done && (
        <Suspense fallback={null}>
          <CheckoutWatch key={checkoutWatch.arrival} onDone={endCheckoutWatch} />
        </Suspense>
      )}
    </Layout>
  );
}
