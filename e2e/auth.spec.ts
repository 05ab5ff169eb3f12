import { expect, test, type Page } from '@playwright/test';

import {
  chooseNewCodeAfterReset,
  clickCode,
  createAccount,
  logOut,
  registerThroughUi,
  signInThroughUi,
  submitButton,
  submitEmail,
  openSecurityPage,
  uniqueEmail,
} from './support/auth';
import { readResetCode } from './support/mail';

const stepTitle = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test.describe('Accounts: register, sign out, sign in, lock, reset', () => {
  test('the whole journey, from a new account to a reset after the lock', async ({ page }) => {
    test.slow();
    const email = uniqueEmail('journey');

    // Register: the email is unknown, so the code is chosen then confirmed.
    await registerThroughUi(page, email, '2580');
    await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
    const account = page.getByRole('button', { name: 'Mon compte' });
    await account.click();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(/^Identifiant : \S+/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Paramètres', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Paramètres', exact: true })).toBeHidden();
    await expect(account).toBeFocused();

    // Favourites-only is switched off by the logout.
    const favourites = page.getByRole('button', { name: 'Favoris uniquement' });
    await favourites.click();
    await expect(favourites).toHaveAttribute('aria-pressed', 'true');

    await logOut(page);
    await expect(stepTitle(page, 'Applications Disponibles')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Favoris uniquement' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByText('Vous avez été déconnecté avec succès')).toBeHidden({ timeout: 6_000 });

    // Sign in: a known email goes to the login step.
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await submitEmail(page, email);
    await expect(stepTitle(page, "Entrez votre code d'accès")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Code oublié ?' })).toBeVisible();

    // Three wrong codes: 2 then 1 attempts left, then the lock.
    await clickCode(page, '1111');
    await submitButton(page).click();
    await expect(alertWith(page, 'Code incorrect')).toContainText('2 tentative(s) restante(s)');
    await clickCode(page, '1111');
    await submitButton(page).click();
    await expect(alertWith(page, 'Code incorrect')).toContainText('1 tentative(s) restante(s)');
    await clickCode(page, '1111');
    await submitButton(page).click();
    await expect(
      alertWith(page, 'Votre compte a été bloqué après 3 tentatives infructueuses.'),
    ).toBeVisible();
    await expect(page.getByText('Nouvel essai possible dans 3 h')).toBeVisible();
    await expect(page.getByRole('button', { name: '5', exact: true })).toBeDisabled();
    await expect(submitButton(page)).toBeDisabled();

    // The countdown runs.
    const clock = page.locator('.wait-text__clock');
    const first = await clock.textContent();
    await expect.poll(() => clock.textContent(), { timeout: 4_000 }).not.toBe(first);

    // Reset: the mailed 8-character code, then the new code twice.
    await page.getByRole('button', { name: 'Code oublié ?' }).click();
    await expect(stepTitle(page, 'Réinitialiser votre code')).toBeVisible();
    await expect(page.getByText('Étape 1 sur 3')).toBeVisible();
    const resetCode = await readResetCode(email);
    expect(resetCode).toMatch(/^[A-Z0-9]{8}$/);
    const resetField = page.getByRole('textbox', { name: 'Code temporaire' });
    await resetField.fill(resetCode.toLowerCase());
    await expect(resetField).toHaveValue(resetCode);
    await submitButton(page).click();
    await chooseNewCodeAfterReset(page, '4826');

    // The account is unlocked and the new code works.
    await logOut(page);
    await signInThroughUi(page, email, '4826');
  });

  test('a wrong reset code locks the input for 10 s and says how many tries are left', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('reset');
    await createAccount(request, email, '3571');
    await page.goto(`/auth?email=${encodeURIComponent(email)}`);
    await expect(stepTitle(page, "Entrez votre code d'accès")).toBeVisible();
    await page.getByRole('button', { name: 'Code oublié ?' }).click();
    await expect(stepTitle(page, 'Réinitialiser votre code')).toBeVisible();
    const code = await readResetCode(email);
    const wrong = code.startsWith('A') ? 'BBBBBBBB' : 'AAAAAAAA';
    const field = page.getByRole('textbox', { name: 'Code temporaire' });
    await field.fill(wrong);
    await submitButton(page).click();
    await expect(alertWith(page, 'Code incorrect (2 tentative(s) restante(s))')).toBeVisible();
    await expect(field).toBeDisabled();
    await expect(field).toBeEnabled({ timeout: 12_000 });
  });
});

test.describe('The keypad', () => {
  test('works with the mouse and with the keyboard', async ({ page }) => {
    await page.goto('/auth');
    await submitEmail(page, uniqueEmail('keypad'));
    await expect(stepTitle(page, "Choisissez votre code d'accès")).toBeVisible();
    const status = page.getByText(/chiffres? saisis?$|Aucun chiffre saisi/);
    const submit = submitButton(page);

    // Mouse.
    await clickCode(page, '258');
    await expect(status).toHaveText('3 chiffres saisis');
    await expect(submit).toBeDisabled();
    await clickCode(page, '0');
    await expect(submit).toBeEnabled();
    await page.getByRole('button', { name: 'Supprimer le dernier chiffre' }).click();
    await expect(status).toHaveText('3 chiffres saisis');
    await expect(submit).toBeDisabled();
    await page.getByRole('button', { name: 'Effacer' }).click();
    await expect(status).toHaveText('Aucun chiffre saisi');

    // Keyboard: digits only, 8 at most, Backspace, Enter when valid.
    await page.getByRole('heading', { level: 1 }).focus();
    await page.keyboard.type('12a34567890');
    await expect(status).toHaveText('8 chiffres saisis');
    await page.keyboard.press('Backspace');
    await expect(status).toHaveText('7 chiffres saisis');
    for (let index = 0; index < 7; index += 1) await page.keyboard.press('Backspace');
    await expect(submit).toBeDisabled();
    await page.keyboard.type('147');
    await page.keyboard.press('Enter');
    await expect(stepTitle(page, "Choisissez votre code d'accès")).toBeVisible();
    await page.keyboard.type('9');
    await page.keyboard.press('Enter');
    await expect(stepTitle(page, "Confirmez votre code d'accès")).toBeVisible();

    // A different confirmation clears both and starts again.
    await page.keyboard.type('7419');
    await page.keyboard.press('Enter');
    await expect(stepTitle(page, "Choisissez votre code d'accès")).toBeVisible();
    await expect(alertWith(page, 'Les codes ne correspondent pas')).toBeVisible();

    // A guessable code is refused at once.
    await page.keyboard.type('1234');
    await page.keyboard.press('Enter');
    await expect(alertWith(page, 'Ce code est trop facile à deviner')).toBeVisible();
    await expect(status).toHaveText('Aucun chiffre saisi');
  });

  test('the email is required, and the sign-in screen fits 400 px', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continuer', exact: true }).click();
    await expect(alertWith(page, "L'email est requis")).toBeVisible();
    await submitEmail(page, uniqueEmail('narrow'));
    await expect(stepTitle(page, "Choisissez votre code d'accès")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('The back button', () => {
  test('follows the rules of each step', async ({ page, request }) => {
    const back = page.getByRole('button', { name: 'Retour' });

    // register → email; register-confirm → register.
    await page.goto('/auth');
    await expect(back).toHaveCount(0);
    await submitEmail(page, uniqueEmail('back'));
    await expect(stepTitle(page, "Choisissez votre code d'accès")).toBeVisible();
    await back.click();
    await expect(stepTitle(page, 'Connexion ou inscription')).toBeVisible();
    await page.getByRole('button', { name: 'Continuer', exact: true }).click();
    await clickCode(page, '2580');
    await submitButton(page).click();
    await expect(stepTitle(page, "Confirmez votre code d'accès")).toBeVisible();
    await back.click();
    await expect(stepTitle(page, "Choisissez votre code d'accès")).toBeVisible();

    // /auth?email=known → login; reset-code → login; login → email.
    const email = uniqueEmail('known');
    await createAccount(request, email, '3690');
    await page.goto(`/auth?email=${encodeURIComponent(email)}`);
    await expect(stepTitle(page, "Entrez votre code d'accès")).toBeVisible();
    await page.getByRole('button', { name: 'Code oublié ?' }).click();
    await expect(stepTitle(page, 'Réinitialiser votre code')).toBeVisible();
    await back.click();
    await expect(stepTitle(page, "Entrez votre code d'accès")).toBeVisible();
    await back.click();
    await expect(stepTitle(page, 'Connexion ou inscription')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(email);

    // The social steps go back to /auth.
    await page.goto(`/auth?step=login&token=abc&provider=github&email=${encodeURIComponent(email)}`);
    await expect(stepTitle(page, "Entrez votre code d'accès")).toBeVisible();
    await expect(page.getByText(/GitHub/)).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(stepTitle(page, 'Connexion ou inscription')).toBeVisible();
    await page.goto(`/auth?step=create-code&token=abc&provider=google&email=${encodeURIComponent(email)}`);
    await expect(stepTitle(page, "Choisissez votre code d'accès")).toBeVisible();
    await clickCode(page, '2580');
    await submitButton(page).click();
    await expect(stepTitle(page, "Confirmez votre code d'accès")).toBeVisible();
    await back.click();
    await expect(page.getByText(/Google/)).toBeVisible();
    // The social query left the address bar at once; the flow kept it.
    await expect(page).toHaveURL(/\/auth$/);
    await back.click();
    await expect(stepTitle(page, 'Connexion ou inscription')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('Session in the browser', () => {
  test('an expired access token is refreshed while the user goes on', async ({ page, context, baseURL }) => {
    const email = uniqueEmail('refresh');
    const heartbeat = page.waitForRequest((req) => req.url().endsWith('/api/auth/heartbeat'));
    await registerThroughUi(page, email, '2580');
    await heartbeat;

    await context.addCookies([{ name: 'accessToken', value: 'garbage.expired.token', url: baseURL! }]);
    const refresh = page.waitForResponse((res) => res.url().endsWith('/api/auth/refresh'));
    await openSecurityPage(page);
    expect((await refresh).status()).toBe(200);

    await expect(page.getByRole('heading', { level: 2, name: 'Sessions actives' })).toBeVisible();
    await expect(page.getByText('Cette session')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mon compte' })).toBeVisible();
    const token = (await context.cookies()).find((cookie) => cookie.name === 'accessToken')?.value;
    expect(token).toBeTruthy();
    expect(token).not.toBe('garbage.expired.token');
  });

  test('a session that cannot be refreshed sends the user to /auth', async ({ page, context, baseURL }) => {
    await registerThroughUi(page, uniqueEmail('expired'), '2580');
    await context.clearCookies();
    await context.addCookies([{ name: 'accessToken', value: 'garbage', url: baseURL! }]);
    // Any call now fails its refresh. A background one (heartbeat, list reload) may get there
    // first and sign the user out under the cursor; otherwise opening the security page does.
    const menu = page.getByRole('button', { name: 'Mon compte' });
    await menu.click({ timeout: 3_000 }).catch(() => {});
    await page
      .getByRole('button', { name: 'Paramètres', exact: true })
      .click({ timeout: 3_000 })
      .catch(() => {});
    await page
      .getByRole('link', { name: "Sessions et journal d'activité" })
      .click({ timeout: 3_000 })
      .catch(() => {});
    await expect(page).toHaveURL(/\/auth$/, { timeout: 25_000 });
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  });

  test('an anonymous visitor gets 3 counted calls a day, then the "Limite Atteinte" dialog', async ({
    page,
    context,
    baseURL,
  }) => {
    // The sign-in, reset and social sign-in calls never count (DECISIONS §9); a session check
    // made with a token left over from an ended session does.
    await context.addCookies([{ name: 'accessToken', value: 'ended.session.token', url: baseURL! }]);
    await page.addInitScript(() => {
      const now = new Date();
      const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
      localStorage.setItem('trousse.freemium', JSON.stringify({ dailyRequests: 3, lastRequestDate: day }));
    });
    await page.goto('/');

    const dialog = page.getByRole('dialog', { name: 'Limite Atteinte' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('3 essais gratuits par jour');
    await expect(dialog).toContainText('minuit');
    await expect(dialog).toContainText('9,99€/mois');
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
    // Signing in is never counted: the way in stays open.
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  });
});

test.describe('Security page', () => {
  test('lists the sessions and the sign-in in the activity log; sessions can be ended', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('security');
    // The API registration opens a first session on another "device".
    await createAccount(request, email, '3571');
    await signInThroughUi(page, email, '3571');

    // A signed-in user never sees the sign-in screen.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);

    await openSecurityPage(page);

    const sessions = page.getByRole('region', { name: 'Sessions actives' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    const current = sessions.getByRole('listitem').filter({ hasText: 'Cette session' });
    await expect(current).toContainText('Chrome sur Linux');
    await expect(current).toContainText('Adresse IP');

    const log = page.getByRole('region', { name: "Journal d'activité" });
    await expect(log).toContainText('Connexion réussie');
    await expect(log).toContainText('Compte créé');

    // End the other session.
    const other = sessions.getByRole('listitem').filter({ hasNotText: 'Cette session' });
    await other.getByRole('button', { name: 'Terminer la session' }).click();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(log).toContainText('Session terminée');

    // Ending the current one signs out.
    await current.getByRole('button', { name: 'Terminer la session' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Vous avez été déconnecté avec succès' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();

    // And the page is for signed-in users only.
    await page.goto('/security');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
