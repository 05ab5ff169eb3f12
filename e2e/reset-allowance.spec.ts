import { expect, test, type Page } from '@playwright/test';

import {
  chooseNewCodeAfterReset,
  clickCode,
  createAccount,
  submitButton,
  submitEmail,
  uniqueEmail,
} from './support/auth';
import { readResetCode } from './support/mail';

const stepTitle = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/**
 * Records, in localStorage, whether the 'Limite Atteinte' dialog or the device-side freemium
 * message ever showed, even for a moment between two checks of the test.
 */
async function watchForFreemiumLimit(page: Page) {
  await page.addInitScript(() => {
    const check = () => {
      const text = document.body?.textContent ?? '';
      const dialogs = Array.from(document.querySelectorAll('[role="dialog"]'));
      if (
        text.includes('Limite freemium atteinte') ||
        dialogs.some((dialog) => dialog.textContent?.includes('Limite Atteinte'))
      ) {
        localStorage.setItem('e2e.freemiumLimitSeen', '1');
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

test.describe('The anonymous allowance never blocks a reset (DECISIONS §9)', () => {
  test('locked out, three wrong temporary codes, a new code, a new access code: signed in, never "Limite Atteinte"', async ({
    page,
    request,
  }) => {
    // The server's cooldown between two reset requests is 120 s: the test waits it out.
    test.setTimeout(240_000);
    const email = uniqueEmail('reset-allowance');
    await createAccount(request, email, '3571');
    await watchForFreemiumLimit(page);
    const limitDialog = page.getByRole('dialog', { name: 'Limite Atteinte' });

    // An anonymous visitor locks the account with three wrong access codes.
    await page.goto('/auth');
    await submitEmail(page, email);
    await expect(stepTitle(page, "Entrez votre code d'accès")).toBeVisible();
    for (const left of ['2 tentative(s) restante(s)', '1 tentative(s) restante(s)']) {
      await clickCode(page, '1111');
      await submitButton(page).click();
      await expect(alertWith(page, 'Code incorrect')).toContainText(left);
    }
    await clickCode(page, '1111');
    await submitButton(page).click();
    await expect(
      alertWith(page, 'Votre compte a été bloqué après 3 tentatives infructueuses.'),
    ).toBeVisible();

    // The reset: a code is mailed (request-reset, first call of the day's allowance).
    await page.getByRole('button', { name: 'Code oublié ?' }).click();
    await expect(stepTitle(page, 'Réinitialiser votre code')).toBeVisible();
    await expect(page.getByText('Étape 1 sur 3')).toBeVisible();
    const firstCode = await readResetCode(email);
    const wrong = firstCode.startsWith('A') ? 'BBBBBBBB' : 'AAAAAAAA';
    const field = page.getByRole('textbox', { name: 'Code temporaire' });

    // Three wrong temporary codes (three more calls): each locks the input for 10 s, and the
    // third uses the code up.
    for (const message of [
      'Code incorrect (2 tentative(s) restante(s))',
      'Code incorrect (1 tentative(s) restante(s))',
      'Trop de tentatives. Demandez un nouveau code.',
    ]) {
      await expect(field).toBeEnabled({ timeout: 12_000 });
      await field.fill(wrong);
      await submitButton(page).click();
      await expect(alertWith(page, message)).toBeVisible();
      await expect(field).toBeDisabled();
      await expect(limitDialog).toHaveCount(0);
    }

    // A new code, once the 120 s since the first request have passed.
    const resend = page.getByRole('button', { name: 'Renvoyer un code', exact: true });
    await expect(resend).toBeEnabled({ timeout: 130_000 });
    await resend.click();
    await expect(
      page.getByText(
        "Si un compte existe pour cet email, un code de réinitialisation vient d'y être envoyé.",
      ),
    ).toBeVisible();
    let newCode = firstCode;
    await expect
      .poll(async () => (newCode = await readResetCode(email)), { timeout: 10_000 })
      .not.toBe(firstCode);

    // The new temporary code, then the new access code twice: signed in on the dashboard.
    await expect(field).toBeEnabled({ timeout: 12_000 });
    await field.fill(newCode);
    await submitButton(page).click();
    await chooseNewCodeAfterReset(page, '4826');

    // At no point did the allowance show up.
    await expect(limitDialog).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('e2e.freemiumLimitSeen'))).toBeNull();
  });
});
