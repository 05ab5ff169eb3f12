import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A unique address per test. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@exemple.fr`;
}

/** Types a code on the on-screen keypad with the mouse (of the page, or of a dialog in it). */
export async function clickCode(scope: Page | Locator, code: string) {
  for (const digit of code) await scope.getByRole('button', { name: digit, exact: true }).click();
}

export const submitButton = (page: Page) => page.getByRole('button', { name: 'Valider', exact: true });

/** The email step: fill the address and continue. */
/** Reset steps 2 and 3 (the new code, then its confirmation), ending signed in on the dashboard. */
export async function chooseNewCodeAfterReset(page: Page, code: string) {
  await expect(page.getByText('Étape 2 sur 3')).toBeVisible();
  await clickCode(page, code);
  await submitButton(page).click();
  await expect(page.getByText('Étape 3 sur 3')).toBeVisible();
  await clickCode(page, code);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes Applications' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mon compte' })).toBeVisible();
}

export async function submitEmail(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await page.getByRole('button', { name: 'Continuer', exact: true }).click();
}

/** Creates an account through the sign-in screen; ends signed in on the dashboard. */
export async function registerThroughUi(page: Page, email: string, code: string) {
  await page.goto('/auth');
  await submitEmail(page, email);
  await expect(page.getByRole('heading', { level: 1, name: "Choisissez votre code d'accès" })).toBeVisible();
  await clickCode(page, code);
  await submitButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: "Confirmez votre code d'accès" })).toBeVisible();
  await clickCode(page, code);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes Applications' })).toBeVisible();
}

/** Signs in through the sign-in screen with a known email; ends on the dashboard. */
export async function signInThroughUi(page: Page, email: string, code: string) {
  await page.goto('/auth');
  await submitEmail(page, email);
  await expect(page.getByRole('heading', { level: 1, name: "Entrez votre code d'accès" })).toBeVisible();
  await clickCode(page, code);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Mon compte' })).toBeVisible();
}

/**
 * Creates an account straight through the API (its own session, on another "device"), for
 * tests about signing in rather than registering.
 */
export async function createAccount(
  request: APIRequestContext,
  email: string,
  code: string,
): Promise<{ accessToken: string }> {
  const response = await request.post('/api/auth/register', {
    data: {
      email,
      code,
      codeConfirmation: code,
      deviceInfo: {
        fingerprint: `${randomBytes(16).toString('base64url')}.api`,
        userAgent: 'node e2e',
        screenResolution: '0x0',
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { accessToken: string };
}

/** Opens the account menu and logs out; ends on the dashboard with the logout notice. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Mon compte' }).click();
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Vous avez été déconnecté avec succès' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
}

/** Opens 'Paramètres' from the account menu. */
export async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Mon compte' }).click();
  await page.getByRole('button', { name: 'Paramètres', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Paramètres' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The security page, as a user reaches it: account menu, 'Paramètres', then its link. */
export async function openSecurityPage(page: Page) {
  const settings = await openSettings(page);
  await settings.getByRole('link', { name: "Sessions et journal d'activité" }).click();
  await expect(page).toHaveURL(/\/security$/);
}
