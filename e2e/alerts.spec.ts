import { expect, test, type Page, type Route } from '@playwright/test';
import type { AlertListResponse, SystemAlert } from '@trousse/contracts/api/alerts/schemas';

import { registerThroughUi, uniqueEmail } from './support/auth';

/**
 * The server's alerts come from operators (the command line, tested on the server). Here the
 * answers are given to the page so that its rules can be watched with a fake clock: when it
 * checks, what it shows, and what a user does with them.
 */
function alert(overrides: Partial<SystemAlert>): SystemAlert {
  return {
    id: crypto.randomUUID(),
    type: 'WARNING',
    title: 'Maintenance programmée',
    message:
      'Une maintenance est en cours : certains services peuvent être indisponibles pendant 30 minutes.',
    messageKey: 'maintenance',
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    duration: 30,
    ...overrides,
  };
}

/** Answers the alert checks of `path` with `answer()`, counting them. */
async function serveAlerts(
  page: Page,
  path: string,
  answer: () => { status: number; body?: AlertListResponse },
) {
  const calls = { count: 0 };
  await page.route(`**${path}`, async (route: Route) => {
    calls.count += 1;
    const { status, body } = answer();
    await route.fulfill({
      status,
      json: body ?? { error: 'Service momentanément indisponible', code: 'SERVICE_UNAVAILABLE' },
    });
  });
  return calls;
}

/**
 * Records, in the page's own (fake) time, when each alert check leaves: the fake clock keeps
 * flowing with real time too, so gaps are read off the page rather than counted by the test.
 */
async function recordCallTimes(page: Page, path: string) {
  await page.addInitScript((watched) => {
    const times: number[] = [];
    (window as unknown as { alertCallTimes: number[] }).alertCallTimes = times;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes(watched)) times.push(Date.now());
      return original(input, init);
    };
  }, path);
  return () => page.evaluate(() => (window as unknown as { alertCallTimes: number[] }).alertCallTimes);
}

/** Moves the fake clock a second at a time until the page has made `count` checks (or 60 s). */
async function runUntilCalls(page: Page, calls: { count: number }, count: number) {
  for (let elapsed = 0; calls.count < count && elapsed < 60_000; elapsed += 1_000) {
    await page.clock.runFor(1_000);
    // Let the page handle what the second brought (answers, re-renders).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}

const hide = (page: Page, hidden: boolean) =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (value ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

test.describe('System alerts', () => {
  test('a visitor sees them above the catalogue; checked every 10 s, not while hidden, stopped after 3 failures', async ({
    page,
  }) => {
    await page.clock.install();
    const callTimes = await recordCallTimes(page, '/api/alerts/global');
    let failing = false;
    const calls = await serveAlerts(page, '/api/alerts/global', () =>
      failing
        ? { status: 503 }
        : { status: 200, body: { alerts: [alert({ duration: 30 })], hasActiveAlerts: true } },
    );
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Informations du service' });
    await expect(banner).toContainText('Maintenance programmée');
    await expect(banner).toContainText('indisponibles pendant 30 minutes');
    await expect(
      page.getByText('Connectez-vous pour aimer, mettre en favori et installer vos applications.'),
    ).toBeVisible();
    expect(calls.count).toBe(1);
    const gap = (times: number[], index: number) => times[index]! - times[index - 1]!;
    const aboutTenSeconds = (ms: number) => {
      expect(ms).toBeGreaterThanOrEqual(9_500);
      expect(ms).toBeLessThanOrEqual(10_500);
    };

    await runUntilCalls(page, calls, 2);
    aboutTenSeconds(gap(await callTimes(), 1));

    // Hidden: no checks; visible again, the next check comes within 10 s.
    await hide(page, true);
    await page.clock.runFor(30_000);
    expect(calls.count).toBe(2);
    await hide(page, false);
    const shownAt = await page.evaluate(() => Date.now());
    await runUntilCalls(page, calls, 3);
    expect((await callTimes())[2]! - shownAt).toBeLessThanOrEqual(10_500);

    // Three failures in a row, each 10 s apart, then nothing more; the alerts shown stay.
    failing = true;
    await runUntilCalls(page, calls, 6);
    const times = await callTimes();
    for (const index of [3, 4, 5]) aboutTenSeconds(gap(times, index));
    await page.clock.runFor(30_000);
    expect(calls.count).toBe(6);
    await expect(banner).toContainText('Maintenance programmée');
  });

  test("a signed-in user's bell counts them; 'Ignorer' and 'Tout voir' in the 'Alertes' dialog", async ({
    page,
  }) => {
    const alerts = [
      alert({ type: 'WARNING', messageKey: 'maintenance', duration: 45 }),
      alert({
        type: 'INFO',
        messageKey: null,
        title: 'Nouveautés',
        message: 'Le générateur sait faire des phrases de passe.',
      }),
    ];
    const calls = await serveAlerts(page, '/api/alerts/active', () => ({
      status: 200,
      body: { alerts, hasActiveAlerts: true },
    }));
    await registerThroughUi(page, uniqueEmail('alerts'), '2580');
    const bell = page.getByRole('button', { name: 'Alertes', exact: true });
    await expect(bell).toHaveAccessibleDescription('2 alertes à lire');
    expect(calls.count).toBeGreaterThan(0);

    await bell.click();
    const dialog = page.getByRole('dialog', { name: 'Alertes' });
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    await expect(dialog).toContainText('indisponibles pendant 45 minutes');
    await expect(dialog).toContainText('Le générateur sait faire des phrases de passe.');

    await dialog
      .getByRole('listitem')
      .filter({ hasText: 'Nouveautés' })
      .getByRole('button', { name: 'Ignorer' })
      .click();
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    // Closed, the page behind is live again: the bell counts one.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(bell).toHaveAccessibleDescription('1 alerte à lire');

    await bell.click();
    await dialog.getByRole('button', { name: 'Tout voir' }).click();
    await expect(dialog.getByRole('listitem')).toHaveCount(2);

    // A dismissal is remembered on this browser; the account menu opens the same dialog.
    await dialog
      .getByRole('listitem')
      .filter({ hasText: 'Nouveautés' })
      .getByRole('button', { name: 'Ignorer' })
      .click();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(bell).toHaveAccessibleDescription('1 alerte à lire');
    await page.getByRole('button', { name: 'Mon compte' }).click();
    await page.locator('.account-menu__list').getByRole('button', { name: 'Alertes' }).click();
    await expect(page.getByRole('dialog', { name: 'Alertes' }).getByRole('listitem')).toHaveCount(1);
  });

  test('one check every 10 s for the page, however many parts show the alerts', async ({ page }) => {
    await page.clock.install();
    const callTimes = await recordCallTimes(page, '/api/alerts/active');
    const calls = await serveAlerts(page, '/api/alerts/active', () => ({
      status: 200,
      body: { alerts: [alert({ duration: 45 })], hasActiveAlerts: true },
    }));
    await registerThroughUi(page, uniqueEmail('one-poll'), '2580');
    const bell = page.getByRole('button', { name: 'Alertes', exact: true });
    await expect(bell).toHaveAccessibleDescription('1 alerte à lire');
    // The bell and the dialog both show the alerts: still one timer and one policy.
    await bell.click();
    await expect(page.getByRole('dialog', { name: 'Alertes' }).getByRole('listitem')).toHaveCount(1);

    const before = calls.count;
    await runUntilCalls(page, calls, before + 3);
    await page.clock.runFor(5_000);
    expect(calls.count).toBe(before + 3);
    const times = await callTimes();
    for (let index = times.length - 3; index < times.length; index++) {
      expect(times[index]! - times[index - 1]!).toBeGreaterThanOrEqual(9_500);
    }
  });

  test('a 401 stops the checks for good', async ({ page }) => {
    await page.clock.install();
    const calls = await serveAlerts(page, '/api/alerts/global', () => ({ status: 401 }));
    await page.goto('/');
    await expect.poll(() => calls.count).toBe(1);
    await page.clock.runFor(60_000);
    expect(calls.count).toBe(1);
  });
});
