import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';

import { logOut, openSecurityPage, registerThroughUi, signInThroughUi, uniqueEmail } from './support/auth';
import { freshTotp } from './support/totp';
import {
  createAccountWithTwoFactor,
  enableTwoFactorThroughUi,
  RECOVERY_CODE_PATTERN,
  signInUntilTwoFactor,
  twoFactorDialog,
  verifyInDialog,
} from './support/two-factor';

const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes Applications' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mon compte' })).toBeVisible();
}

test.describe('Two-factor authentication', () => {
  test('enable, sign in with an app code, then with a recovery code, then disable', async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('totp');
    await registerThroughUi(page, email, '2580');

    // Set-up: QR code and secret, a wrong code first, then a real one; the codes are shown once.
    const section = page.getByRole('region', { name: 'Double authentification' });
    await openSecurityPage(page);
    await section.getByRole('button', { name: 'Activer la double authentification' }).click();
    const setup = page.getByRole('dialog', { name: 'Activer la double authentification' });
    // A sensitive change: the current access code first, under the sign-in lockout.
    const accessCode = setup.getByLabel("Code d'accès actuel");
    await expect(accessCode).toBeFocused();
    await expect(setup.getByRole('button', { name: 'Continuer', exact: true })).toBeDisabled();
    await accessCode.fill('1111');
    await accessCode.press('Enter');
    await expect(setup.getByRole('alert')).toHaveText('Code incorrect (2 tentative(s) restante(s))');
    await accessCode.fill('2580');
    await setup.getByRole('button', { name: 'Continuer', exact: true }).click();
    const secret = (await setup.getByRole('textbox', { name: 'Clé secrète' }).inputValue()).replace(
      /\s+/g,
      '',
    );
    await setup.getByRole('button', { name: 'Continuer', exact: true }).click();
    const field = setup.getByRole('textbox', { name: 'Code à 6 chiffres' });
    await expect(field).toBeFocused();
    await field.fill('12ab');
    await expect(field).toHaveValue('12');
    await setup.getByRole('button', { name: 'Vérifier' }).click();
    await expect(alertWith(page, 'Veuillez entrer un code à 6 chiffres')).toBeVisible();
    const { code: activationCode, step: activationStep } = await freshTotp(secret);
    const wrong = activationCode === '000000' ? '111111' : '000000';
    await field.fill(wrong);
    await setup.getByRole('button', { name: 'Vérifier' }).click();
    await expect(alertWith(page, 'Code incorrect. Veuillez réessayer.')).toBeVisible();
    await field.fill(activationCode);
    await setup.getByRole('button', { name: 'Vérifier' }).click();
    const list = setup.getByRole('list', { name: 'Codes de récupération' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((text) => text.trim());
    for (const recovery of recoveryCodes) expect(recovery).toMatch(RECOVERY_CODE_PATTERN);

    // 'Télécharger': a .txt file with the ten codes.
    const downloadPromise = page.waitForEvent('download');
    await setup.getByRole('button', { name: 'Télécharger' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/\.txt$/);
    const text = await readFile(await download.path(), 'utf8');
    for (const recovery of recoveryCodes) expect(text).toContain(recovery);

    await setup.getByRole('button', { name: 'Terminé' }).click();
    await expect(setup).toBeHidden();
    await expect(section.getByText('Activée', { exact: true })).toBeVisible();
    await expect(section.getByText('10 codes de récupération restants')).toBeVisible();

    // Sign in again: the access code, then the modal; a wrong code says how many tries are left.
    await logOut(page);
    await signInUntilTwoFactor(page, email, '2580');
    const dialog = twoFactorDialog(page);
    await expect(dialog.getByRole('button', { name: "Code de l'application" })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(dialog.getByRole('textbox', { name: 'Code à 6 chiffres' })).toBeFocused();
    await verifyInDialog(page, 'Code à 6 chiffres', wrong);
    await expect(alertWith(page, 'Code incorrect. Il reste 4 tentative(s) avant blocage.')).toBeVisible();
    // The code used at activation is refused a second time: wait for the next 30 s step.
    const { code: loginCode, step: loginStep } = await freshTotp(secret, activationStep);
    await verifyInDialog(page, 'Code à 6 chiffres', loginCode);
    await expectSignedIn(page);
    expect(loginStep).toBeGreaterThan(activationStep);

    // And with a recovery code, typed in lower case.
    await logOut(page);
    await signInUntilTwoFactor(page, email, '2580');
    await dialog.getByRole('button', { name: 'Code de récupération' }).click();
    await expect(dialog.getByRole('button', { name: 'Code de récupération' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const recoveryField = dialog.getByRole('textbox', { name: 'Code de récupération' });
    await recoveryField.fill(recoveryCodes[0]!.toLowerCase());
    await expect(recoveryField).toHaveValue(recoveryCodes[0]!);
    await dialog.getByRole('button', { name: 'Vérifier' }).click();
    await expectSignedIn(page);

    // Disable with another recovery code; the used one is refused first.
    await openSecurityPage(page);
    await expect(section.getByText('9 codes de récupération restants')).toBeVisible();
    await section.getByRole('button', { name: 'Désactiver la double authentification' }).click();
    const disable = page.getByRole('dialog', { name: 'Désactiver la double authentification' });
    // A sensitive change: the current access code goes with the second factor (DECISIONS §2).
    const disableAccessCode = disable.getByLabel("Code d'accès actuel");
    await expect(disableAccessCode).toBeFocused();
    await disableAccessCode.fill('1111');
    await disable.getByRole('button', { name: 'Code de récupération' }).click();
    await disable.getByRole('textbox', { name: 'Code de récupération' }).fill(recoveryCodes[1]!);
    await disable.getByRole('button', { name: 'Désactiver' }).click();
    await expect(disable.getByRole('alert')).toHaveText('Code incorrect (2 tentative(s) restante(s))');
    await disableAccessCode.fill('2580');
    await disable.getByRole('textbox', { name: 'Code de récupération' }).fill(recoveryCodes[0]!);
    await disable.getByRole('button', { name: 'Désactiver' }).click();
    await expect(alertWith(page, 'Code incorrect. Il reste')).toBeVisible();
    await disable.getByRole('textbox', { name: 'Code de récupération' }).fill(recoveryCodes[1]!);
    await disable.getByRole('button', { name: 'Désactiver' }).click();
    await expect(disable).toBeHidden();
    await expect(section.getByText('Désactivée', { exact: true })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Activer la double authentification' })).toBeVisible();

    // Signing in needs the access code only again.
    await logOut(page);
    await signInThroughUi(page, email, '2580');
    await expect(twoFactorDialog(page)).toHaveCount(0);
  });

  test('new recovery codes replace the old ones', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('renew');
    await registerThroughUi(page, email, '3691');
    const { secret, step, recoveryCodes, dialog, section } = await enableTwoFactorThroughUi(page, '3691');
    await dialog.getByRole('button', { name: 'Terminé' }).click();

    await section.getByRole('button', { name: 'Générer de nouveaux codes de récupération' }).click();
    const renew = page.getByRole('dialog', { name: 'Nouveaux codes de récupération' });
    await expect(renew.getByRole('button', { name: 'Code de récupération' })).toHaveCount(0);
    const { code } = await freshTotp(secret, step);
    await renew.getByRole('textbox', { name: 'Code à 6 chiffres' }).fill(code);
    await renew.getByRole('button', { name: 'Générer' }).click();
    const list = renew.getByRole('list', { name: 'Codes de récupération' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const renewed = (await list.getByRole('listitem').allTextContents()).map((text) => text.trim());
    expect(renewed).not.toContain(recoveryCodes[0]);
    await renew.getByRole('button', { name: 'Terminé' }).click();
    await expect(section.getByText('10 codes de récupération restants')).toBeVisible();

    // An old code no longer signs in; a new one does.
    await logOut(page);
    await signInUntilTwoFactor(page, email, '3691');
    const signIn = twoFactorDialog(page);
    await signIn.getByRole('button', { name: 'Code de récupération' }).click();
    await verifyInDialog(page, 'Code de récupération', recoveryCodes[0]!);
    await expect(alertWith(page, 'Code incorrect. Il reste 4 tentative(s) avant blocage.')).toBeVisible();
    await verifyInDialog(page, 'Code de récupération', renewed[0]!);
    await expectSignedIn(page);
  });

  test('the modal checks the format, cancels to the email step, and blocks after 5 wrong codes', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('block');
    await createAccountWithTwoFactor(request, email, '4826');
    await signInUntilTwoFactor(page, email, '4826');
    const dialog = twoFactorDialog(page);
    await expect(dialog).toContainText(email);

    // Format rules of both kinds.
    await verifyInDialog(page, 'Code à 6 chiffres', '123');
    await expect(alertWith(page, 'Veuillez entrer un code à 6 chiffres')).toBeVisible();
    await dialog.getByRole('button', { name: 'Code de récupération' }).click();
    await verifyInDialog(page, 'Code de récupération', 'ab');
    await expect(alertWith(page, 'Veuillez entrer un code de récupération valide')).toBeVisible();

    // 'Annuler' goes back to the email step, nobody signed in.
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion ou inscription' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(email);
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();

    // Five wrong codes: 4, 3, 2, 1 tries left, then blocked until a time.
    await signInUntilTwoFactor(page, email, '4826');
    for (const left of [4, 3, 2, 1]) {
      await verifyInDialog(page, 'Code à 6 chiffres', '000000');
      await expect(
        alertWith(page, `Code incorrect. Il reste ${left} tentative(s) avant blocage.`),
      ).toBeVisible();
    }
    await verifyInDialog(page, 'Code à 6 chiffres', '000000');
    await expect(alertWith(page, "la vérification en deux étapes est bloquée jusqu'à")).toContainText(
      /\d{2}:\d{2}/,
    );
    await expect(dialog.getByRole('button', { name: 'Vérifier' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'Code à 6 chiffres' })).toBeDisabled();
  });
});
