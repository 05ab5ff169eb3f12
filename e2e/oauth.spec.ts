import { expect, test, type Page } from '@playwright/test';

import { clickCode, createAccount, logOut, submitButton, uniqueEmail } from './support/auth';
import { setNextIdentity } from './support/oidc';
import { createAccountWithTwoFactor, twoFactorDialog, verifyInDialog } from './support/two-factor';

// The local provider hands out one chosen identity at a time: these tests run one after another.
test.describe.configure({ mode: 'default' });

const stepTitle = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const googleButton = (page: Page) => page.getByRole('button', { name: 'Continuer avec Google' });

async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes Applications' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mon compte' })).toBeVisible();
}

/** The navigation that brings the browser back to /auth with the social step in its query. */
function socialLanding(page: Page) {
  return page.waitForRequest(
    (request) =>
      request.isNavigationRequest() &&
      new URL(request.url()).pathname === '/auth' &&
      new URL(request.url()).searchParams.has('token'),
  );
}

/** The address bar: /auth alone, no token, no email (the flow read them, then dropped them). */
async function expectBareAuthAddress(page: Page, email: string) {
  await expect(page).toHaveURL(/\/auth$/);
  expect(page.url()).not.toContain('token');
  expect(page.url()).not.toContain(encodeURIComponent(email));
  expect(page.url()).not.toContain(email);
}

/** "Continuer avec Google" from the email step, as `identity`. */
async function continueWithGoogle(page: Page, identity: Parameters<typeof setNextIdentity>[0]) {
  await setNextIdentity(identity);
  await page.goto('/auth');
  await googleButton(page).click();
}

/**
 * "Continuer avec Google" with a linked identity: signed in at once. The server's redirect to
 * the callback screen carries no token, only the provider; the screen trades the refresh cookie
 * set by that redirect for an access token, shows 'Connexion réussie !', then the dashboard.
 */
async function signInDirectly(page: Page, identity: Parameters<typeof setNextIdentity>[0]) {
  const landing = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/auth/callback',
  );
  const refresh = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/refresh',
  );
  // Every address the tab shows, same-page replacements included: the screen goes on to the
  // dashboard 2 s after its success, which a slow check of the address bar could miss.
  const addresses: URL[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(new URL(frame.url()));
  });
  await continueWithGoogle(page, identity);
  expect(Object.fromEntries(new URL((await landing).url()).searchParams)).toEqual({ provider: 'google' });
  expect((await refresh).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion réussie !' })).toBeVisible();
  // The query left the address bar at once.
  expect(addresses.filter((url) => url.pathname === '/auth/callback').map((url) => url.search)).toContain('');
  await expectSignedIn(page);
}

test.describe('Social sign-in with Google (local OpenID Connect provider)', () => {
  test('the email step offers the enabled providers only', async ({ page }) => {
    await page.goto('/auth');
    await expect(googleButton(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuer avec GitHub' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continuer avec Facebook' })).toHaveCount(0);
  });

  test('a new account: create-code, register-confirm, signed in; then straight in', async ({ page }) => {
    const email = uniqueEmail('google-new');
    const identity = { sub: `g-${email}`, email, email_verified: true };
    const landing = socialLanding(page);
    await continueWithGoogle(page, identity);

    const query = new URL((await landing).url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ step: 'create-code', provider: 'google', email });
    await expect(stepTitle(page, "Choisissez votre code d'accès")).toBeVisible();
    await expect(
      page.getByText(`Dernière étape pour créer votre compte avec Google (${email}).`),
    ).toBeVisible();
    // The token and the email left the address bar at once; the flow goes on without them.
    await expectBareAuthAddress(page, email);
    await clickCode(page, '2580');
    await submitButton(page).click();
    await expect(stepTitle(page, "Confirmez votre code d'accès")).toBeVisible();

    // Back from register-confirm returns to oauth-create-code.
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(stepTitle(page, "Choisissez votre code d'accès")).toBeVisible();
    await clickCode(page, '2580');
    await submitButton(page).click();
    await clickCode(page, '2580');
    await submitButton(page).click();
    await expectSignedIn(page);
    await page.getByRole('button', { name: 'Mon compte' }).click();
    await expect(page.getByText(email)).toBeVisible();
    await page.keyboard.press('Escape');

    // The identity is linked now: the next Google sign-in goes straight in.
    await logOut(page);
    await signInDirectly(page, identity);
    await page.getByRole('button', { name: 'Mon compte' }).click();
    await expect(page.getByText(email)).toBeVisible();
  });

  test('an existing account: the access code links Google; then straight in', async ({ page, request }) => {
    const email = uniqueEmail('google-known');
    await createAccount(request, email, '3571');
    const identity = { sub: `g-${email}`, email, email_verified: true };
    const landing = socialLanding(page);
    await continueWithGoogle(page, identity);

    const pendingLink = (await landing).url();
    expect(new URL(pendingLink).searchParams.get('step')).toBe('login');
    await expect(stepTitle(page, "Entrez votre code d'accès")).toBeVisible();
    await expect(
      page.getByText(`Confirmez votre identité pour lier Google au compte ${email}.`),
    ).toBeVisible();
    await expectBareAuthAddress(page, email);
    // A reload keeps the step: the query moved into the page's history entry, out of sight.
    await page.reload();
    await expect(
      page.getByText(`Confirmez votre identité pour lier Google au compte ${email}.`),
    ).toBeVisible();
    await expectBareAuthAddress(page, email);
    await clickCode(page, '1111');
    await submitButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Code incorrect' })).toContainText(
      '2 tentative(s) restante(s)',
    );
    await clickCode(page, '3571');
    await submitButton(page).click();
    await expectSignedIn(page);

    await logOut(page);
    await signInDirectly(page, identity);

    // The pending link was single use: opening it again says so.
    await logOut(page);
    await page.goto(pendingLink);
    await clickCode(page, '3571');
    await submitButton(page).click();
    await expect(page.getByRole('alert')).toContainText(
      'Lien de connexion expiré ou déjà utilisé. Recommencez la connexion.',
    );
  });

  test('an account with two-factor passes the 2FA step after Google too', async ({ page, request }) => {
    const email = uniqueEmail('google-2fa');
    const { recoveryCodes } = await createAccountWithTwoFactor(request, email, '4826');
    const identity = { sub: `g-${email}`, email, email_verified: true };

    // Not linked yet: the access code, then the 2FA modal.
    await continueWithGoogle(page, identity);
    await expect(stepTitle(page, "Entrez votre code d'accès")).toBeVisible();
    await clickCode(page, '4826');
    await submitButton(page).click();
    const dialog = twoFactorDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Code de récupération' }).click();
    await verifyInDialog(page, 'Code de récupération', recoveryCodes[0]!);
    await expectSignedIn(page);

    // Linked: the callback asks for the second factor directly.
    await logOut(page);
    await continueWithGoogle(page, identity);
    await expect(page).toHaveURL(/\/auth\/callback/);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Code de récupération' }).click();
    await verifyInDialog(page, 'Code de récupération', recoveryCodes[1]!);
    await expectSignedIn(page);
  });

  test('the callback screen shows errors and missing parameters, then returns to /auth', async ({ page }) => {
    await page.goto(
      '/auth/callback?error=access_denied&message=Connexion%20annul%C3%A9e%20ou%20refus%C3%A9e',
    );
    await expect(page.getByRole('alert')).toContainText('Connexion annulée ou refusée');
    await expect(page).toHaveURL(/\/auth$/, { timeout: 6_000 });
    await expect(stepTitle(page, 'Connexion ou inscription')).toBeVisible();

    await page.goto('/auth/google/callback');
    await expect(page.getByRole('alert')).toContainText('Paramètres de connexion manquants');
    await expect(page).toHaveURL(/\/auth$/, { timeout: 6_000 });

    // A message in the address is plain text, cut to 200 characters.
    const markup = '<b id="injected">Appelez le support</b> ';
    await page.goto(`/auth/callback?error=x&message=${encodeURIComponent(markup.repeat(20))}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('<b id="injected">Appelez le support</b>');
    await expect(page.locator('#injected')).toHaveCount(0);
    const title = (await alert.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(Array.from(title).length).toBeLessThanOrEqual(200);
    expect(title.endsWith('…')).toBe(true);
    await expect(page).toHaveURL(/\/auth$/, { timeout: 6_000 });
  });

  test("a link carrying someone else's access token signs nobody in (login CSRF)", async ({
    page,
    context,
    request,
  }) => {
    // The attacker signs up through the API and puts their own access token in a link.
    const attackerEmail = uniqueEmail('attacker');
    const { accessToken } = await createAccount(request, attackerEmail, '3571');
    const attackerMe = await request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(attackerMe.status()).toBe(200);

    // The victim's browser (this test's fresh context) opens the mailed link.
    const refresh = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/refresh',
    );
    await page.goto(`/auth/callback?token=${encodeURIComponent(accessToken)}&provider=google`);
    // No refresh cookie in this browser: the server issues nothing.
    expect((await refresh).status()).toBe(401);
    await expect(page.getByRole('alert')).toContainText('Session invalide ou expirée');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion réussie !' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/auth$/, { timeout: 6_000 });
    await expect(stepTitle(page, 'Connexion ou inscription')).toBeVisible();

    // Still anonymous, everywhere: no 'Mon compte', no attacker email, no token kept.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Applications Disponibles' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mon compte' })).toHaveCount(0);
    await expect(page.getByText(attackerEmail)).toHaveCount(0);
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.value)).not.toContain(accessToken);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain(attackerEmail);
  });
});
