/**
 * The audience measurement, only with consent (issue 14): the Google tag's script from its own
 * host (never inline: the Content-Security-Policy allows none), a page_view 1 s after it loads
 * and at each route change; withdrawing deletes its cookies at once.
 */
type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const TAG_HOST = 'https://www.googletagmanager.com';
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
  window.gtag('config', measurementId, { send_page_view: false });
  loading = new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `${TAG_HOST}/gtag/js?id=${encodeURIComponent(measurementId)}`;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error('The analytics tag could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/** A page_view with the page's title and address. */
export function sendPageView() {
  window.gtag?.('event', 'page_view', { page_title: document.title, page_location: location.href });
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
