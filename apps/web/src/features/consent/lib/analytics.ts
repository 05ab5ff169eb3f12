/**
 * The audience measurement, only with consent (issue 14): the Google tag's script from its own
 * host (never inline: the Content-Security-Policy allows none), a page_view 1 s after it loads
 * and at each route change; withdrawing deletes its cookies at once.
 */
import { ANALYTICS_TAG_SCRIPT } from '@trousse/contracts/cookie-rules';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const PAGE_VIEW_DELAY_MS = 1_000;

let loading: Promise<void> | null = null;

/** Loads the tag once; resolves when it has loaded. */
export function loadAnalytics(measurementId: string): Promise<void> {
  if (loading) return loading;
  window.dataLayer = window.dataLayer ?? [];
  // The tag reads `arguments` objects from dataLayer, as its own snippet pushes them.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  } as Gtag;
  window.gtag('js', new Date());
  // Every hit of the tag carries these instead of the address it would read itself.
  window.gtag('config', measurementId, { send_page_view: false, ...pageAddress(location.href) });
  loading = new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `${ANALYTICS_TAG_SCRIPT}?id=${encodeURIComponent(measurementId)}`;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error('The analytics tag could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * The page's address as the audience measurement may know it: the origin and the path, never
 * the query or the hash, which can carry a sign-in token, an email or a search (issue 23).
 */
export function pageAddress(href: string): { page_location: string; page_path: string } {
  const url = new URL(href);
  return { page_location: `${url.origin}${url.pathname}`, page_path: url.pathname };
}

/** A page_view with the page's title and its address without query or hash. */
export function sendPageView() {
  const address = pageAddress(location.href);
  // 'set' too: the tag's own later hits (engagement…) would otherwise read the full address.
  window.gtag?.('set', address);
  window.gtag?.('event', 'page_view', { page_title: document.title, ...address });
}

export const firstPageViewDelay = PAGE_VIEW_DELAY_MS;

/**
 * Consent withdrawn: the tag (if loaded) stops storing, and the analytics cookies (`_ga`,
 * `_ga_*`) go at once, on this host and its parent domains.
 */
export function withdrawAnalytics() {
  window.gtag?.('consent', 'update', { analytics_storage: 'denied' });
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name === '_ga' || name.startsWith('_ga_'));
  const parts = location.hostname.split('.');
  const domains = ['', ...parts.map((_, index) => `; Domain=.${parts.slice(index).join('.')}`)];
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
  }
}
