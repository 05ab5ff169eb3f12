import { expect, test, type Request } from '@playwright/test';

import { browserLocale, text } from './support/i18n';

const CHECKER_PATH = '/app/password-checker';

test.describe('Password checker', () => {
  test('judges what is typed in the browser, and no request carries it', async ({ page }) => {
    const secrets = ['motdepasse', 'Vx9#qL2!mZ7@wR4$kT8p'];
    const carried: string[] = [];
    const record = (request: Request) => {
      const seen = `${request.url()} ${request.postData() ?? ''} ${JSON.stringify(request.headers())}`;
      for (const secret of secrets)
        if (seen.includes(secret)) carried.push(`${request.method()} ${request.url()}`);
    };
    page.on('request', record);

    // From the catalogue, as a visitor: the card opens the tool, not the "unavailable" notice.
    await page.goto('/');
    await page.getByRole('link', { name: 'Ouvrir Vérificateur de mots de passe' }).click();
    await expect(page).toHaveURL(new RegExp(`${CHECKER_PATH}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Vérificateur de mots de passe' }),
    ).toBeVisible();
    await expect(page.getByText("Cette application n'est pas encore disponible.")).toHaveCount(0);
    await expect(page.getByText("Tapez un mot de passe : sa solidité s'affiche ici.")).toBeVisible();

    const field = page.getByLabel('Mot de passe à vérifier');
    await expect(field).toHaveAttribute('type', 'password');
    await field.fill(secrets[0]!);
    await expect(page.locator('dd[data-level]')).toHaveText('Faible');
    await expect(page.getByRole('status').filter({ hasText: 'Solidité estimée : Faible.' })).toBeAttached();
    await expect(page.getByText('Ce mot de passe est très répandu.')).toBeVisible();
    await expect(page.getByText('Temps estimé pour le casser')).toBeVisible();
    await expect(page.getByText("moins d'une seconde")).toBeVisible();

    // The show button, by keyboard.
    const show = page.getByRole('button', { name: 'Afficher le mot de passe' });
    await show.focus();
    await page.keyboard.press('Enter');
    await expect(show).toHaveAttribute('aria-pressed', 'true');
    await expect(field).toHaveAttribute('type', 'text');

    await field.fill(secrets[1]!);
    await expect(page.locator('dd[data-level]')).toHaveText('Très fort');
    await expect(page.getByRole('meter', { name: 'Score de solidité' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );

    await field.fill('');
    await expect(page.getByText("Tapez un mot de passe : sa solidité s'affiche ici.")).toBeVisible();
    expect(carried).toEqual([]);
  });

  test('speaks the reader’s language', async ({ browser }) => {
    const context = await browser.newContext({ locale: browserLocale.de });
    const page = await context.newPage();
    await page.goto(CHECKER_PATH);
    await page.getByLabel(text('de', 'passwordChecker.label')).fill('azerty');
    await expect(page.locator('dd[data-level]')).toHaveText(text('de', 'generator.levels.weak'));
    await expect(page.getByText(text('de', 'strengthFeedback.warnings.common'))).toBeVisible();
    await context.close();
  });
});
