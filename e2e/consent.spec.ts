import { expect, test, type Page } from '@playwright/test';

/** The consent tests start with no choice made (the others start consented). */
test.use({ storageState: { cookies: [], origins: [] } });

const TAG_HOST = 'https://www.googletagmanager.com';

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
    route.fulfill({
      contentType: 'text/javascript',
      body: "document.cookie = '_ga=GA1.1.123.456; path=/'; document.cookie = '_ga_E2ETEST01=GS1.1; path=/';",
    }),
  );
  return requested;
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
