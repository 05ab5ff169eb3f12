import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { clickCode, createAccount, openSecurityPage, submitButton, submitEmail } from './auth';
import { freshTotp } from './totp';

export const RECOVERY_CODE_PATTERN = /^[A-Z0-9]{8}$/;

/** The 2FA modal of a sign-in. */
export const twoFactorDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Vérification en deux étapes' });

/** Email and access code through the sign-in screen, up to the 2FA modal. */
export async function signInUntilTwoFactor(page: Page, email: string, code: string) {
  await page.goto('/auth');
  await submitEmail(page, email);
  await expect(page.getByRole('heading', { level: 1, name: "Entrez votre code d'accès" })).toBeVisible();
  await clickCode(page, code);
  await submitButton(page).click();
  await expect(twoFactorDialog(page)).toBeVisible();
}

/** Types a code in the modal's field of the current kind and confirms with 'Vérifier'. */
export async function verifyInDialog(
  page: Page,
  fieldName: 'Code à 6 chiffres' | 'Code de récupération',
  code: string,
) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: fieldName }).fill(code);
  await dialog.getByRole('button', { name: 'Vérifier' }).click();
}

/**
 * Switches two-factor on from the security page (reached from the avatar menu): reads the
 * secret shown for manual entry, types a real code, keeps the recovery codes.
 */
export async function enableTwoFactorThroughUi(page: Page, accessCode: string) {
  await openSecurityPage(page);
  const section = page.getByRole('region', { name: 'Double authentification' });
  await expect(section.getByText('Désactivée', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'Activer la double authentification' }).click();

  // A sensitive change: the current access code first.
  const dialog = page.getByRole('dialog', { name: 'Activer la double authentification' });
  await dialog.getByLabel("Code d'accès actuel").fill(accessCode);
  await dialog.getByRole('button', { name: 'Continuer', exact: true }).click();
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  const shown = await dialog.getByRole('textbox', { name: 'Clé secrète' }).inputValue();
  expect(shown).toMatch(/^([A-Z2-7]{4} )*[A-Z2-7]{1,4}$/);
  const secret = shown.replace(/\s+/g, '');
  await dialog.getByRole('button', { name: 'Continuer', exact: true }).click();

  const { code, step } = await freshTotp(secret);
  await dialog.getByRole('textbox', { name: 'Code à 6 chiffres' }).fill(code);
  await dialog.getByRole('button', { name: 'Vérifier' }).click();

  const list = dialog.getByRole('list', { name: 'Codes de récupération' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((text) => text.trim());
  for (const recovery of recoveryCodes) expect(recovery).toMatch(RECOVERY_CODE_PATTERN);
  return { secret, step, recoveryCodes, dialog, section };
}

/** An account with two-factor on, made through the API (for tests about signing in). */
export async function createAccountWithTwoFactor(request: APIRequestContext, email: string, code: string) {
  const { accessToken } = await createAccount(request, email, code);
  const headers = { Authorization: `Bearer ${accessToken}` };

  const enabled = await request.post('/api/auth/2fa/enable', { headers, data: { code } });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const setup = (await enabled.json()) as { secret: string; backupCodes: string[] };

  const { code: totp, step } = await freshTotp(setup.secret);
  const verified = await request.post('/api/auth/2fa/verify', {
    headers,
    data: { code: totp, secret: setup.secret, backupCodes: setup.backupCodes },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { secret: setup.secret, recoveryCodes: setup.backupCodes, step };
}
