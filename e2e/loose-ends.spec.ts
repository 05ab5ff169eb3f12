import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';

/** The spec's console words of the consent calls that failed (part 2 §8). */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function consentCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'cookie_consent');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null;
}

const refused = {
  status: 503,
  json: { error: 'Service momentanément indisponible', code: 'SERVICE_UNAVAILABLE' },
};
const historyToggle = (page: Page) => page.getByRole('button', { name: 'Historique de mes choix' });
const historyEntries = (page: Page) => page.locator('.consent-history__entry');

test.describe('/cancellation: what becomes of the data', () => {
  test('says the data stay with the account on the free plan, with no deletion after 30 days', async ({
    page,
  }) => {
    await page.goto('/cancellation');
    const section = page.getByRole('region', { name: 'Vos données après la résiliation' });
    await expect(section).toContainText(
      'votre compte reste ouvert au forfait gratuit et garde toutes vos données',
    );
    await expect(section).toContainText("s'il reste 12 mois sans connexion");
    await expect(section).toContainText('un e-mail vous prévient 30 jours avant');
    await expect(section).toContainText('conservées 10 ans');
    await expect(section).not.toContainText('conservées pendant 30 jours');
    await expect(section).not.toContainText('supprimées définitivement');
  });
});

test.describe('Cookie manager: refusals, history and export', () => {
  test('a change or a deletion the server refuses still applies, and the spec notices say so', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.goto('/cookie-manager');
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion des cookies' })).toBeVisible();
    await page.route('**/api/cookies/consent/track', (route) => route.fulfill(refused));
    await page.route('**/api/cookies/consent/revoke', (route) => route.fulfill(refused));

    const marketing = page.getByRole('switch', { name: 'Cookies marketing' });
    await marketing.click();
    await expect(page.getByText('Erreur lors de la mise à jour des préférences')).toBeVisible();
    await expect(page.getByText('Préférences de cookies mises à jour')).toHaveCount(0);
    // Applied here all the same, as the banner's choice is.
    await expect(marketing).toHaveAttribute('aria-checked', 'true');
    await expect.poll(() => consentCookie(page)).toMatchObject({ analytics: false, marketing: true });
    expect(errors.some((text) => text.startsWith('Failed to record consent'))).toBe(true);

    await page.getByRole('button', { name: 'Supprimer tous les cookies non essentiels' }).click();
    await expect(page.getByText('Erreur lors de la suppression des cookies')).toBeVisible();
    await expect(marketing).toHaveAttribute('aria-checked', 'false');
    await expect.poll(() => consentCookie(page)).toMatchObject({ analytics: false, marketing: false });
    expect(errors.some((text) => text.startsWith('Failed to revoke consent'))).toBe(true);
    // Notices go after 5 s.
    await expect(page.getByText('Erreur lors de la suppression des cookies')).toBeHidden({ timeout: 8_000 });
  });

  test("'Historique de mes choix': loading, empty, then this session's records newest first", async ({
    page,
  }) => {
    // Held until told, to see the loading state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/cookies/consent/history?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/cookie-manager');
    await expect(page.locator('.consent-history__panel')).toHaveCount(0);
    await historyToggle(page).click();
    await expect(historyToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.consent-history__panel').getByText('Chargement…')).toBeAttached();
    release();
    await expect(page.getByText('Aucun choix enregistré pour l’instant.')).toBeVisible();
    await page.unroute('**/api/cookies/consent/history?*');

    // Two choices: analytics on, then marketing on as well.
    await page.getByRole('switch', { name: 'Cookies analytiques' }).click();
    await expect(page.getByText('Préférences de cookies mises à jour')).toBeVisible();
    await page.getByRole('switch', { name: 'Cookies marketing' }).click();
    await expect(historyEntries(page)).toHaveCount(2);
    await expect(historyEntries(page).nth(0)).toContainText('Choix personnalisé');
    await expect(historyEntries(page).nth(0)).toContainText('Analytiques : acceptés · Marketing : acceptés');
    await expect(historyEntries(page).nth(1)).toContainText('Analytiques : acceptés · Marketing : refusés');

    await page.getByRole('button', { name: 'Supprimer tous les cookies non essentiels' }).click();
    await expect(historyEntries(page)).toHaveCount(3);
    await expect(historyEntries(page).nth(0)).toContainText('consentement retiré');
  });

  test("the history's error state, with the spec's console message, then 'Réessayer'", async ({ page }) => {
    const errors = consoleErrors(page);
    await page.route('**/api/cookies/consent/history?*', (route) => route.fulfill(refused));
    await page.goto('/cookie-manager');
    await historyToggle(page).click();
    await expect(page.getByRole('alert')).toHaveText('L’historique de vos choix n’a pas pu être chargé.');
    expect(errors.some((text) => text.startsWith('Failed to get consent history'))).toBe(true);
    await page.unroute('**/api/cookies/consent/history?*');
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByText('Aucun choix enregistré pour l’instant.')).toBeVisible();
  });

  test('the export downloads consent-history.json with the records; a failed one says so', async ({
    page,
  }) => {
    await page.goto('/cookie-manager');
    await page.getByRole('switch', { name: 'Cookies marketing' }).click();
    await expect(page.getByText('Préférences de cookies mises à jour')).toBeVisible();
    const sessionId = await page.evaluate(() => localStorage.getItem('session_id'));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter mes choix (JSON)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('consent-history.json');
    const saved = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
      records: { sessionId: string; method: string; marketing: boolean; analytics: boolean }[];
    };
    expect(saved.records).toHaveLength(1);
    expect(saved.records[0]).toMatchObject({
      sessionId,
      method: 'settings_custom',
      marketing: true,
      analytics: false,
    });

    const errors = consoleErrors(page);
    await page.route('**/api/cookies/consent/export?*', (route) => route.fulfill(refused));
    await page.getByRole('button', { name: 'Exporter mes choix (JSON)' }).click();
    await expect(page.getByText('L’export de vos choix a échoué. Veuillez réessayer.')).toBeVisible();
    expect(errors.some((text) => text.startsWith('Failed to export consent data'))).toBe(true);
  });
});
