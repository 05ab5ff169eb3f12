import { expect, test, type Page } from '@playwright/test';

/** The consent tests start with no choice made (the others start consented). */
test.use({ storageState: { cookies: [], origins: [] } });

const TAG_HOST = 'https://www.googletagmanager.com';
const COLLECT_HOST = 'https://region1.google-analytics.com';

/**
 * Answers for the analytics tag's host (no test reaches Google): a script that sets `_ga` as the
 * real one does. Returns the addresses the page asked that host for.
 */
async function standInTag(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(TAG_HOST)) requested.push(request.url());
  });
  await page.route(`${TAG_HOST}/**`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: standInTagScript }),
  );
  return requested;
}

/**
 * The stand-in tag: sets `_ga` as the real one does and, like it, reads the commands pushed on
 * dataLayer and sends each page_view as a hit to the collection host, its `dl` (the page's
 * address) taken from the event, else from 'set' or 'config', else from the browser's address.
 */
const standInTagScript = `
document.cookie = '_ga=GA1.1.123.456; path=/';
document.cookie = '_ga_E2ETEST01=GS1.1; path=/';
(function () {
  var shared = {};
  function run(command) {
    var args = Array.prototype.slice.call(command);
    if ((args[0] === 'set' || args[0] === 'config') && typeof args[args.length - 1] === 'object')
      Object.assign(shared, args[args.length - 1]);
    if (args[0] !== 'event' || args[1] !== 'page_view') return;
    var params = Object.assign({}, shared, args[2] || {});
    var hit = new URLSearchParams({ v: '2', en: 'page_view', dl: params.page_location || location.href,
      dp: params.page_path || location.pathname, dt: params.page_title || document.title });
    fetch('${COLLECT_HOST}/g/collect?' + hit, { method: 'POST', mode: 'no-cors', keepalive: true });
  }
  var layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(run);
  var push = layer.push.bind(layer);
  layer.push = function () {
    Array.prototype.forEach.call(arguments, run);
    return push.apply(null, arguments);
  };
})();
`;

/** Answers for the collection host; returns the hits' parameters, in order. */
async function standInCollector(page: Page) {
  const hits: URLSearchParams[] = [];
  await page.route(`${COLLECT_HOST}/**`, (route) => {
    hits.push(new URL(route.request().url()).searchParams);
    return route.fulfill({ status: 204 });
  });
  return hits;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Consentement aux cookies' });

async function consentCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'cookie_consent');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null;
}

async function storedIds(page: Page) {
  return page.evaluate(() => ({
    consentId: localStorage.getItem('consent_id'),
    timestamp: localStorage.getItem('consent_timestamp'),
    sessionId: localStorage.getItem('session_id'),
  }));
}

/** The server's records of this browser's consent session. */
async function history(page: Page, sessionId: string) {
  const answer = await page.request.get(`/api/cookies/consent/history?sessionId=${sessionId}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()).records as {
    method: string;
    acceptedCategories: string[];
    rejectedCategories: string[];
  }[];
}

test.describe('Cookie consent', () => {
  test('the banner shows on every route until a choice is made', async ({ page }) => {
    for (const path of ['/', '/support', '/cgu', '/upgrade', '/auth']) {
      await page.goto(path);
      await expect(banner(page)).toBeVisible();
    }
  });

  test("'Cookies essentiels uniquement': nothing non-essential, one proof, no banner after a reload", async ({
    page,
  }) => {
    const requested = await standInTag(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Cookies essentiels uniquement' }).click();
    await expect(banner(page)).toBeHidden();
    await expect
      .poll(() => consentCookie(page))
      .toMatchObject({
        essential: true,
        analytics: false,
        marketing: false,
        version: '1.0',
      });
    const ids = await storedIds(page);
    expect(ids.sessionId).toMatch(/^sess_[a-z0-9]+_[a-z0-9]+$/);
    expect(ids.consentId).toBeTruthy();
    expect(ids.timestamp).toBeTruthy();
    const records = await history(page, ids.sessionId!);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      method: 'banner_reject',
      acceptedCategories: ['necessary'],
      rejectedCategories: ['analytics', 'marketing'],
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(requested).toEqual([]);
  });

  test("'Accepter tous les cookies': analytics (not marketing), then the tag and a page_view", async ({
    page,
  }) => {
    const requested = await standInTag(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    expect(requested).toEqual([]);
    await banner(page).getByRole('button', { name: 'Accepter tous les cookies' }).click();
    await expect.poll(() => consentCookie(page)).toMatchObject({ analytics: true, marketing: false });
    await expect.poll(() => requested.length).toBe(1);
    expect(requested[0]).toContain('id=G-E2ETEST01');
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).some((entry) =>
            Array.from(entry as ArrayLike<unknown>).includes('page_view'),
          ),
        ),
      )
      .toBe(true);
    const { sessionId } = await storedIds(page);
    expect((await history(page, sessionId!))[0]).toMatchObject({
      method: 'banner_accept',
      acceptedCategories: ['necessary', 'analytics'],
      rejectedCategories: ['marketing'],
    });
  });

  test('the page_view hits carry the address without its query or hash', async ({ page, baseURL }) => {
    await standInTag(page);
    const hits = await standInCollector(page);
    await page.goto('/support?email=jeanne.martin%40exemple.fr&ref=lettre#formulaire');
    await banner(page).getByRole('button', { name: 'Accepter tous les cookies' }).click();
    await expect.poll(() => hits.length).toBe(1);
    expect(hits[0]!.get('dl')).toBe(`${baseURL}/support`);
    expect(hits[0]!.get('dp')).toBe('/support');

    // A move inside the app, to an address with a query and a hash: the next hit is as bare.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/cgu?token=abc&email=jeanne.martin%40exemple.fr#donnees');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(
      page.getByRole('heading', { level: 1, name: "Conditions générales d'utilisation" }),
    ).toBeVisible();
    await expect.poll(() => hits.length).toBe(2);
    expect(hits[1]!.get('dl')).toBe(`${baseURL}/cgu`);
    for (const hit of hits) {
      expect(hit.toString()).not.toMatch(/jeanne|token|ref=|formulaire|donnees|%3F|%23/);
    }
  });

  test('with analytics on, the CSP runs the tag but no other script of its host', async ({ page }) => {
    const requested = await standInTag(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accepter tous les cookies' }).click();
    await expect.poll(() => requested.length).toBe(1);
    // The browser refuses it before any request: the policy names the directive it broke.
    const outcome = await page.evaluate(
      (host) =>
        new Promise<{ loaded: boolean; violated: string | null; blocked: string | null }>((resolve) => {
          let violation: SecurityPolicyViolationEvent | null = null;
          document.addEventListener('securitypolicyviolation', (event) => (violation = event));
          const script = document.createElement('script');
          script.src = `${host}/gtm.js?id=GTM-E2E`;
          const done = (loaded: boolean) =>
            // The violation event is queued alongside the error: let it arrive.
            setTimeout(() =>
              resolve({
                loaded,
                violated: violation?.effectiveDirective ?? null,
                blocked: violation?.blockedURI ?? null,
              }),
            );
          script.onload = () => done(true);
          script.onerror = () => done(false);
          document.head.append(script);
        }),
      TAG_HOST,
    );
    expect(outcome).toEqual({
      loaded: false,
      violated: 'script-src-elem',
      blocked: `${TAG_HOST}/gtm.js?id=GTM-E2E`,
    });
  });

  test("'Personnaliser': the switches, then 'Sauvegarder les préférences'", async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Personnaliser' }).click();
    const dialog = page.getByRole('dialog', { name: 'Personnaliser les cookies' });
    await expect(dialog.getByRole('switch', { name: 'Cookies analytiques' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await dialog.getByRole('switch', { name: 'Cookies marketing' }).click();
    await dialog.getByRole('button', { name: 'Sauvegarder les préférences' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => consentCookie(page)).toMatchObject({ analytics: false, marketing: true });
    const { sessionId } = await storedIds(page);
    expect((await history(page, sessionId!))[0]).toMatchObject({
      method: 'settings_custom',
      acceptedCategories: ['necessary', 'marketing'],
    });
  });

  test('an unreadable cookie, or a choice 13 months old, asks again', async ({ page, context, baseURL }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Cookies essentiels uniquement' }).click();
    await expect(banner(page)).toBeHidden();
    // The choice is written once the server has its proof: spoiled before then, it would be
    // written over by the valid one.
    await expect.poll(() => consentCookie(page)).toMatchObject({ analytics: false, marketing: false });

    await context.addCookies([{ name: 'cookie_consent', value: '%7Bpas-du-json', url: baseURL! }]);
    await page.reload();
    await expect(banner(page)).toBeVisible();

    const old = new Date(Date.now() - 396 * 24 * 3600 * 1000).toISOString();
    const value = encodeURIComponent(
      JSON.stringify({ essential: true, analytics: false, marketing: false, timestamp: old, version: '1.0' }),
    );
    await context.addCookies([{ name: 'cookie_consent', value, url: baseURL! }]);
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });

  test("the cookie manager: switches apply at once; 'Supprimer tous les cookies non essentiels' removes _ga", async ({
    page,
  }) => {
    await standInTag(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accepter tous les cookies' }).click();
    await expect
      .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === '_ga'))
      .toBe(true);

    await page.goto('/cookie-manager');
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion des cookies' })).toBeVisible();
    const necessary = page.getByRole('switch', { name: 'Cookies strictement nécessaires' });
    await expect(necessary).toBeDisabled();
    await expect(necessary).toHaveAttribute('aria-checked', 'true');
    const analytics = page.getByRole('switch', { name: 'Cookies analytiques' });
    await expect(analytics).toHaveAttribute('aria-checked', 'true');

    await page.getByRole('switch', { name: 'Cookies marketing' }).click();
    await expect(page.getByText('Préférences de cookies mises à jour')).toBeVisible();
    await expect.poll(() => consentCookie(page)).toMatchObject({ analytics: true, marketing: true });

    await page.getByRole('button', { name: 'Supprimer tous les cookies non essentiels' }).click();
    await expect(page.getByText('Tous les cookies non essentiels ont été supprimés')).toBeVisible();
    await expect(analytics).toHaveAttribute('aria-checked', 'false');
    await expect.poll(() => consentCookie(page)).toMatchObject({ analytics: false, marketing: false });
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names.filter((name) => name.startsWith('_ga'))).toEqual([]);
    // The notice goes after 5 s.
    await expect(page.getByText('Tous les cookies non essentiels ont été supprimés')).toBeHidden({
      timeout: 8_000,
    });
  });
});
