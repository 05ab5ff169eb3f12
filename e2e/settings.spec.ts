import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';

import {
  clickCode,
  logOut,
  openSettings,
  registerThroughUi,
  signInThroughUi,
  submitEmail,
  uniqueEmail,
} from './support/auth';
import { findMail, readValidationCode } from './support/mail';
import { freshTotp } from './support/totp';
import {
  createAccountWithTwoFactor,
  signInUntilTwoFactor,
  twoFactorDialog,
  verifyInDialog,
} from './support/two-factor';

const CODE = '2580';

/** Opens one collapsible section of the settings and returns its panel. */
async function openSection(settings: Locator, name: string) {
  const toggle = settings.getByRole('button', { name, exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return settings.getByRole('region', { name, exact: true });
}

const accountMenuEntries = (page: Page) => page.locator('.account-menu__list > li');

test.describe('Paramètres', () => {
  test('the menu leads to the settings, whose sections open and close and say the rules', async ({
    page,
  }) => {
    await registerThroughUi(page, uniqueEmail('settings'), CODE);
    await page.getByRole('button', { name: 'Mon compte' }).click();
    await expect(accountMenuEntries(page)).toHaveText([
      'Paramètres',
      'Abonnement',
      'Support',
      'Alertes',
      'Déconnexion',
    ]);
    await page.keyboard.press('Escape');

    const settings = await openSettings(page);
    const names = [
      'Durée de connexion',
      'Suppression automatique',
      'Tentatives de code',
      "Code d'accès perdu",
      "Changer le code d'accès",
      'Authentification à deux facteurs',
      'Langue',
      'Factures',
      'Mes données',
    ];
    for (const name of names) {
      await expect(settings.getByRole('button', { name, exact: true })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }

    const duration = await openSection(settings, 'Durée de connexion');
    await expect(duration).toContainText('24 h');
    await expect(duration).toContainText('7 jours');
    await expect(duration).toContainText('3 sessions');
    await expect(duration.getByRole('button', { name: 'Déconnecter' })).toHaveCount(1);
    await expect(await openSection(settings, 'Suppression automatique')).toContainText('12 mois');
    const attempts = await openSection(settings, 'Tentatives de code');
    await expect(attempts).toContainText('3 codes');
    await expect(attempts).toContainText('3 h');
    await expect(await openSection(settings, 'Authentification à deux facteurs')).toContainText('Désactivée');

    // Closed again with the keyboard.
    const toggle = settings.getByRole('button', { name: 'Durée de connexion', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(duration).toBeHidden();

    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
  });

  test('sets a recovery email with the code mailed to it and the access code, then asks for a change and cancels it', async ({
    page,
  }) => {
    // A long story: eight access-code checks (argon2) and two mails; 13 s alone, past 30 s when
    // the other workers' stories run beside it on two cores.
    test.slow();
    const owner = uniqueEmail('recovery-owner');
    await registerThroughUi(page, owner, CODE);
    const settings = await openSettings(page);
    const section = await openSection(settings, "Code d'accès perdu");
    const field = section.getByRole('textbox', { name: 'Adresse e-mail de récupération' });
    const send = section.getByRole('button', { name: 'Envoyer le code' });
    await expect(send).toBeDisabled();

    await field.fill('pas-une-adresse');
    await send.click();
    await expect(section.getByRole('alert')).toHaveText('Veuillez saisir une adresse e-mail valide');

    const recovery = uniqueEmail('recovery');
    await field.fill(recovery);
    await send.click();
    const dialog = page.getByRole('dialog', { name: 'Code de validation' });
    await expect(dialog).toBeVisible();
    // Closed and opened again; meanwhile the 60 s wait is shown and holds the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      section.getByText(/^Veuillez attendre \d+ seconde\(s\) avant de pouvoir renvoyer un email$/),
    ).toBeVisible();
    await expect(send).toBeDisabled();
    await section.getByRole('button', { name: 'Saisir le code' }).click();

    const codeField = dialog.getByRole('textbox', { name: 'Code de validation' });
    const save = dialog.getByRole('button', { name: "Enregistrer l'adresse" });
    await codeField.fill('12');
    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText('Le code doit contenir exactement 4 chiffres');
    // Non-digits are stripped as typed.
    await codeField.fill('');
    await codeField.pressSequentially('a1b');
    await expect(codeField).toHaveValue('1');

    // The mailed code alone is not enough: the current access code goes with it (DECISIONS §2).
    const code = await readValidationCode(recovery);
    await codeField.fill(code);
    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText("Saisissez votre code d'accès actuel sur le clavier");
    const keypad = dialog.getByRole('group', { name: "Votre code d'accès actuel" });
    // A wrong access code is a failed sign-in try: the tries left before the lock are said.
    await clickCode(keypad, '9999');
    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText('Code incorrect (2 tentative(s) restante(s))');
    await clickCode(keypad, '9998');
    await keypad.getByRole('button', { name: 'Valider', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Code incorrect (1 tentative(s) restante(s))');

    // A wrong mailed code with the right access code: the mailed code is what is refused.
    await codeField.fill(code === '0000' ? '1111' : '0000');
    await clickCode(keypad, CODE);
    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText('Code de validation incorrect');
    // The access code was right: it stays typed; the right mailed code now sets the address.
    await codeField.fill(code);
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(section).toContainText(recovery);
    // The account's own address is told, with what to do if it was not its owner.
    const notice = await findMail(
      (mail) =>
        (mail.headers.get('to') ?? '').includes(owner) &&
        mail.texts.some((text) => text.includes(`${recovery} est devenue l'adresse de récupération`)),
      `recovery-email notice for ${owner}`,
    );
    expect(notice.texts.join(' ')).toContain("quelqu'un connaît votre code d'accès");

    // Asking for a change and cancelling it each take the access code on the keypad.
    await section.getByRole('button', { name: 'Demander un changement' }).click();
    const ask = page.getByRole('dialog', { name: 'Demander un changement' });
    await clickCode(ask, CODE);
    await ask.getByRole('button', { name: 'Valider', exact: true }).click();
    await expect(ask).toBeHidden();
    await expect(section.getByRole('timer')).toHaveText(/Changement possible dans (98:59:5\d|99:00:00)/);
    await section.getByRole('button', { name: 'Annuler la demande' }).click();
    const stop = page.getByRole('dialog', { name: 'Annuler la demande' });
    await stop.getByRole('button', { name: "Confirmer l'annulation" }).click();
    await expect(stop.getByRole('alert')).toHaveText("Saisissez votre code d'accès actuel sur le clavier");
    await clickCode(stop, CODE);
    await stop.getByRole('button', { name: "Confirmer l'annulation" }).click();
    await expect(stop).toBeHidden();
    await expect(section.getByRole('button', { name: 'Demander un changement' })).toBeVisible();
    await expect(section.getByRole('timer')).toHaveCount(0);
  });

  test('with two-factor on, setting the recovery email asks for the app code too', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('recovery-2fa');
    const { secret, recoveryCodes, step } = await createAccountWithTwoFactor(request, email, CODE);
    await signInUntilTwoFactor(page, email, CODE);
    await twoFactorDialog(page).getByRole('button', { name: 'Code de récupération' }).click();
    await verifyInDialog(page, 'Code de récupération', recoveryCodes[0]!);
    await expect(page.getByRole('button', { name: 'Mon compte' })).toBeVisible();

    const settings = await openSettings(page);
    const section = await openSection(settings, "Code d'accès perdu");
    const recovery = uniqueEmail('recovery-2fa-backup');
    await section.getByRole('textbox', { name: 'Adresse e-mail de récupération' }).fill(recovery);
    await section.getByRole('button', { name: 'Envoyer le code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Code de validation' });
    await dialog
      .getByRole('textbox', { name: 'Code de validation' })
      .fill(await readValidationCode(recovery));
    const keypad = dialog.getByRole('group', { name: "Votre code d'accès actuel" });
    await clickCode(keypad, CODE);
    // The keypad's 'Valider' goes on to the second factor.
    await keypad.getByRole('button', { name: 'Valider', exact: true }).click();
    const appCode = dialog.getByRole('textbox', { name: 'Code à 6 chiffres' });
    await expect(appCode).toBeFocused();
    const save = dialog.getByRole('button', { name: "Enregistrer l'adresse" });
    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText('Veuillez entrer un code à 6 chiffres');
    // The code of the activation cannot serve again: a later step, computed from the real secret.
    const { code } = await freshTotp(secret, step);
    await appCode.fill(code);
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(section).toContainText(recovery);
  });

  test('switches to English in the Langue section, then back to French', async ({ page }) => {
    await registerThroughUi(page, uniqueEmail('settings-language'), CODE);
    let settings = await openSettings(page);
    const section = await openSection(settings, 'Langue');
    await expect(section.getByRole('radio', { name: 'Français' })).toBeChecked();
    await section.getByRole('radio', { name: 'English' }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings.getByRole('button', { name: 'Lost access code', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'My Apps' })).toBeVisible();

    await page.getByRole('button', { name: 'My account' }).click();
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('button', { name: 'Language', exact: true }).click();
    await settings.getByRole('radio', { name: 'Français' }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('dialog', { name: 'Paramètres' })).toBeVisible();
  });

  test('changes the access code on the keypad; the new code signs in, the old one no longer', async ({
    page,
  }) => {
    const email = uniqueEmail('settings-code');
    await registerThroughUi(page, email, CODE);
    const settings = await openSettings(page);
    const section = await openSection(settings, "Changer le code d'accès");
    const validate = section.getByRole('button', { name: 'Valider', exact: true });
    const keypad = (code: string) => clickCode(section, code);

    await expect(section.getByRole('group', { name: "Saisissez votre code d'accès actuel" })).toBeVisible();
    await keypad(CODE);
    await validate.click();
    await expect(
      section.getByRole('group', { name: 'Choisissez votre nouveau code (4 à 8 chiffres)' }),
    ).toBeVisible();
    await keypad('1234');
    await validate.click();
    await expect(section.getByRole('alert')).toHaveText('Ce code est trop facile à deviner');
    // The keyboard types on the keypad too.
    await page.keyboard.type('7391');
    await page.keyboard.press('Enter');
    await expect(section.getByRole('group', { name: 'Confirmez votre nouveau code' })).toBeVisible();
    await keypad('7391');
    await validate.click();
    await expect(page.getByText("Code d'accès modifié. Vos autres sessions ont été fermées.")).toBeVisible();

    await page.keyboard.press('Escape');
    await logOut(page);
    await page.goto('/auth');
    await submitEmail(page, email);
    await clickCode(page, CODE);
    await page.getByRole('button', { name: 'Valider', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Code incorrect' })).toBeVisible();
    await signInThroughUi(page, email, '7391');
  });

  test('downloads the data, then deletes the account, whose email can register again', async ({ page }) => {
    const email = uniqueEmail('settings-data');
    await registerThroughUi(page, email, CODE);
    const settings = await openSettings(page);
    const section = await openSection(settings, 'Mes données');

    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Télécharger mes données' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('trousse-export.json');
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(exported.profile.email).toBe(email);
    expect(JSON.stringify(exported)).not.toMatch(/argon2|codeHash|totpSecret/i);

    await section.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer mon compte' });
    await expect(confirm).toContainText('définitive');
    const remove = confirm.getByRole('button', { name: 'Supprimer définitivement' });
    await expect(remove).toBeDisabled();
    await clickCode(confirm, '9999');
    await remove.click();
    await expect(confirm.getByRole('alert')).toHaveText('Code incorrect');
    await clickCode(confirm, CODE);
    await remove.click();

    await expect(page.getByText('Votre compte a été supprimé.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    // The address is free again: the sign-in screen offers to create the account.
    await page.goto('/auth');
    await submitEmail(page, email);
    await expect(
      page.getByRole('heading', { level: 1, name: "Choisissez votre code d'accès" }),
    ).toBeVisible();
  });
});
