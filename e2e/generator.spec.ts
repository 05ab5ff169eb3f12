import { expect, test, type Page } from '@playwright/test';

import { registerThroughUi, uniqueEmail } from './support/auth';

const GENERATOR_PATH = '/app/password-generator';
const QUOTA_MESSAGE =
  'Quota atteint : le forfait Gratuit permet 3 générations par jour. Il se renouvelle à minuit (heure de Paris).';

const generateButton = (page: Page) => page.getByRole('button', { name: 'Générer', exact: true });
const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Mot de passe généré' });
const option = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });
const quotaCounter = (page: Page, remaining: number, total = 3) =>
  page.getByRole('status', { name: `Utilisations restantes : ${remaining} sur ${total}` });

/** Opens the generator from its card on the dashboard. */
async function openGenerator(page: Page) {
  await page.getByRole('link', { name: 'Ouvrir Générateur de mots de passe' }).click();
  await expect(page).toHaveURL(new RegExp(`${GENERATOR_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Générateur de mots de passe' })).toBeVisible();
}

test.describe('Password generator', () => {
  test('generates with the defaults, copies, shows the strength, then follows the options', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await registerThroughUi(page, uniqueEmail('generator'), '2580');
    await expect(quotaCounter(page, 3)).toBeVisible();
    await expect(page.getByText('3/3', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mettre à niveau' })).toHaveAttribute('href', '/upgrade');
    await openGenerator(page);

    // The defaults of part 1 §5.
    const slider = page.getByRole('slider', { name: 'Longueur' });
    await expect(slider).toHaveValue('16');
    const defaults: [string, boolean][] = [
      ['Majuscules', true],
      ['Minuscules', true],
      ['Chiffres', true],
      ['Caractères spéciaux', true],
      ['Exclure les caractères ambigus', true],
      ['Exclure les caractères similaires', false],
    ];
    for (const [name, on] of defaults) {
      await expect(option(page, name)).toHaveAttribute('aria-checked', String(on));
    }

    await generateButton(page).click();
    await expect(passwordField(page)).toHaveValue(/^\S{16}$/);
    const password = await passwordField(page).inputValue();
    await expect(page.getByText(/^\d+(,\d)? bits$/)).toBeVisible();
    const level = page.locator('dd[data-level]');
    await expect(level).toHaveText(/^(Faible|Moyen|Bon|Fort|Très fort)$/);
    expect(await level.getAttribute('data-level')).toMatch(/^(weak|fair|good|strong|very-strong)$/);
    const meter = page.getByRole('meter', { name: 'Score de solidité' });
    await expect(meter).toHaveAttribute('aria-valuenow', /^(\d|[1-9]\d|100)$/);
    await expect(page.getByText('Temps estimé pour le casser')).toBeVisible();
    await expect(quotaCounter(page, 2)).toBeVisible();

    // Copy: the clipboard holds the password; 'Copié' shows for 2 s.
    await page.getByRole('button', { name: 'Copier', exact: true }).click();
    const copied = page.getByRole('status').filter({ hasText: 'Copié' });
    await expect(copied).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await expect(copied).toHaveCount(0, { timeout: 4_000 });

    // Digits only, 6 long.
    await slider.fill('6');
    await expect(slider).toHaveValue('6');
    for (const name of ['Majuscules', 'Minuscules', 'Caractères spéciaux']) {
      await option(page, name).click();
      await expect(option(page, name)).toHaveAttribute('aria-checked', 'false');
    }
    await generateButton(page).click();
    await expect(passwordField(page)).toHaveValue(/^\d{6}$/);
    await expect(quotaCounter(page, 1)).toBeVisible();

    // No class left: the server's message, and no generation possible.
    await option(page, 'Chiffres').click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Sélectionnez au moins un type de caractères' }),
    ).toBeVisible();
    await expect(generateButton(page)).toBeDisabled();
    await option(page, 'Chiffres').click();
    await expect(generateButton(page)).toBeEnabled();
  });

  test('a FREE account uses its 3 generations, then meets the quota with the upgrade offer', async ({
    page,
  }) => {
    await registerThroughUi(page, uniqueEmail('quota'), '2580');
    await openGenerator(page);
    for (const remaining of [2, 1, 0]) {
      await generateButton(page).click();
      await expect(quotaCounter(page, remaining)).toBeVisible();
    }
    await expect(page.getByRole('alert')).toHaveCount(0);

    await generateButton(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Quota atteint' });
    await expect(alert).toContainText(QUOTA_MESSAGE);
    await expect(alert.getByRole('link', { name: 'Passer à une offre supérieure' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
    await expect(page.getByText('0/3', { exact: true })).toBeVisible();
    await expect(quotaCounter(page, 0)).toBeVisible();
  });

  test('a signed-out visitor who presses Générer goes to the sign-in screen', async ({ page }) => {
    await page.goto(GENERATOR_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Générateur de mots de passe' })).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Longueur' })).toBeVisible();
    await generateButton(page).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a failed generation and a failed quota load say so', async ({ page }) => {
    await page.route('**/api/apps/password-generator/usage', (route) =>
      route.fulfill({ status: 500, json: { error: 'Une erreur est survenue' } }),
    );
    await page.route('**/api/apps/password-generator/generate', (route) =>
      route.fulfill({ status: 500, json: { error: 'Une erreur est survenue' } }),
    );
    await registerThroughUi(page, uniqueEmail('failures'), '2580');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Erreur lors du chargement des quotas' }),
    ).toBeAttached();
    await openGenerator(page);
    await generateButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Erreur de connexion au serveur' })).toBeVisible();
    await expect(passwordField(page)).toHaveCount(0);
  });
});
