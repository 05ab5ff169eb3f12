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
const modeButton = (page: Page, name: 'Mot de passe' | 'Phrase de passe') =>
  page.getByRole('group', { name: 'Type de résultat' }).getByRole('button', { name, exact: true });
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const nthField = (
  page: Page,
  kind: 'Mot de passe généré' | 'Phrase de passe générée',
  index: number,
  total: number,
) => page.getByRole('textbox', { name: `${kind} ${index} sur ${total}`, exact: true });

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

  test('passphrases: words with their separator, the entropy worked out, 3 at once, remembered, Ctrl+Enter', async ({
    page,
  }) => {
    // A long story: three generations, a reload, a narrow screen.
    test.slow();
    await registerThroughUi(page, uniqueEmail('passphrase'), '2580');
    await openGenerator(page);
    await expect(modeButton(page, 'Mot de passe')).toHaveAttribute('aria-pressed', 'true');
    await modeButton(page, 'Phrase de passe').click();
    await expect(modeButton(page, 'Phrase de passe')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('slider', { name: 'Longueur' })).toHaveCount(0);

    // The defaults: 5 words, hyphens, lower case, no digit, one at a time.
    const words = page.getByRole('slider', { name: 'Nombre de mots' });
    await expect(words).toHaveValue('5');
    await expect(select(page, 'Séparateur')).toHaveValue('hyphen');
    await expect(select(page, 'Casse')).toHaveValue('lower');
    await expect(option(page, 'Ajouter un chiffre')).toHaveAttribute('aria-checked', 'false');
    await expect(select(page, 'Nombre à générer')).toHaveValue('1');

    // 6 words joined by dots, in the page's language (French).
    await words.fill('6');
    await select(page, 'Séparateur').selectOption('dot');
    const asked = page.waitForRequest('**/api/apps/password-generator/generate');
    await generateButton(page).click();
    expect((await asked).postDataJSON()).toEqual({
      mode: 'passphrase',
      language: 'fr',
      options: { words: 6, separator: 'dot', capitalization: 'lower', digit: false },
      count: 1,
    });
    const passphrase = page.getByRole('textbox', { name: 'Phrase de passe générée', exact: true });
    await expect(passphrase).toHaveValue(/^\p{Ll}+(\.\p{Ll}+){5}$/u);
    // The entropy of the draw, worked out: words × log2(list size), beside the estimator's view.
    await expect(page.getByText(/^66 bits$/)).toBeVisible();
    await expect(page.getByText(/^6 mots × log2\(2\s?048\) = 66 bits$/)).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Score de solidité' })).toBeVisible();
    await expect(page.locator('dd[data-level]')).toHaveText(/^(Faible|Moyen|Bon|Fort|Très fort)$/);
    await expect(quotaCounter(page, 2)).toBeVisible();

    // Three at once, with capital initials and a digit: one use.
    await select(page, 'Nombre à générer').selectOption('3');
    await select(page, 'Casse').selectOption('title');
    await option(page, 'Ajouter un chiffre').click();
    await generateButton(page).click();
    await expect(nthField(page, 'Phrase de passe générée', 3, 3)).not.toHaveValue('');
    for (const index of [1, 2, 3]) {
      const value = await nthField(page, 'Phrase de passe générée', index, 3).inputValue();
      const tokens = value.split('.');
      expect(tokens).toHaveLength(7);
      expect(tokens.filter((token) => /^\d$/.test(token))).toHaveLength(1);
      for (const token of tokens.filter((token) => !/^\d$/.test(token)))
        expect(token).toMatch(/^\p{Lu}\p{Ll}+$/u);
      await expect(
        page.getByRole('button', { name: `Copier le résultat ${index}`, exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole('meter', { name: 'Score de solidité' })).toHaveCount(3);
    await expect(page.getByText(/^\+ chiffre : log2\(10\) \+ log2\(7\) = 6,1 bits$/)).toHaveCount(3);
    await expect(page.getByText(/^72,1 bits$/)).toHaveCount(3);
    await expect(quotaCounter(page, 1)).toBeVisible();

    // Remembered in this browser: the mode and every option.
    await page.reload();
    await expect(modeButton(page, 'Phrase de passe')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('slider', { name: 'Nombre de mots' })).toHaveValue('6');
    await expect(select(page, 'Séparateur')).toHaveValue('dot');
    await expect(select(page, 'Casse')).toHaveValue('title');
    await expect(option(page, 'Ajouter un chiffre')).toHaveAttribute('aria-checked', 'true');
    await expect(select(page, 'Nombre à générer')).toHaveValue('3');
    await expect(page.getByText('Raccourci : Ctrl+Entrée')).toBeVisible();

    // Ctrl+Enter generates, wherever the focus is.
    await page.getByRole('slider', { name: 'Nombre de mots' }).focus();
    await page.keyboard.press('Control+Enter');
    await expect(nthField(page, 'Phrase de passe générée', 3, 3)).toHaveValue(/\./);
    await expect(quotaCounter(page, 0)).toBeVisible();

    // Usable at 400 px: no sideways scrolling with three results.
    await page.setViewportSize({ width: 400, height: 800 });
    await expect(nthField(page, 'Phrase de passe générée', 1, 3)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
  });

  test('several passwords for one use, and the passphrase rules said before sending', async ({ page }) => {
    test.slow();
    await registerThroughUi(page, uniqueEmail('several'), '2580');
    await openGenerator(page);
    await select(page, 'Nombre à générer').selectOption('3');
    await generateButton(page).click();
    for (const index of [1, 2, 3])
      await expect(nthField(page, 'Mot de passe généré', index, 3)).toHaveValue(/^\S{16}$/);
    await expect(page.getByRole('button', { name: /^Copier le résultat [1-3]$/ })).toHaveCount(3);
    await expect(page.getByRole('status').filter({ hasText: '3 mots de passe générés.' })).toBeAttached();
    await expect(quotaCounter(page, 2)).toBeVisible();

    // Without a separator, the words need their capital initials.
    await modeButton(page, 'Phrase de passe').click();
    await select(page, 'Séparateur').selectOption('none');
    const rule = page
      .getByRole('alert')
      .filter({ hasText: 'Sans séparateur, choisissez les initiales en majuscule' });
    await expect(rule).toBeVisible();
    await expect(select(page, 'Séparateur')).toHaveAttribute('aria-invalid', 'true');
    await expect(generateButton(page)).toBeDisabled();
    await select(page, 'Casse').selectOption('title');
    await expect(rule).toHaveCount(0);
    await expect(generateButton(page)).toBeEnabled();
    await select(page, 'Nombre à générer').selectOption('1');
    await generateButton(page).click();
    await expect(page.getByRole('textbox', { name: 'Phrase de passe générée', exact: true })).toHaveValue(
      /^(\p{Lu}\p{Ll}+){5}$/u,
    );
    await expect(quotaCounter(page, 1)).toBeVisible();
  });
});
