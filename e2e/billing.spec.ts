import { expect, test, type Page } from '@playwright/test';

import { registerThroughUi, uniqueEmail } from './support/auth';

/** Steers the Stripe stand-in (another process): a call that fails, webhooks that come late. */
async function standIn(control: 'fail' | 'delay-webhooks', body: object) {
  const response = await fetch(`http://127.0.0.1:${process.env.E2E_STRIPE_PORT}/__control/${control}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(204);
}

/** From the dashboard: chooses a plan on /upgrade, accepts the terms, goes on to pay. */
async function choosePlan(page: Page, plan: string) {
  await page.getByRole('link', { name: 'Mettre à niveau' }).click();
  await page
    .getByRole('article', { name: plan })
    .getByRole('button', { name: `Choisir ${plan}` })
    .click();
  const terms = page.getByRole('dialog', { name: 'Conditions générales de vente' });
  await terms.getByRole('checkbox', { name: "J'accepte les conditions générales de vente" }).check();
  await terms.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  return terms;
}

/** Pays on the stand-in's checkout page and comes back to the dashboard with the plan. */
async function buy(page: Page, plan: string, uses: number) {
  await choosePlan(page, plan);
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(/\/\?checkout=success$/);
  await expect(
    page.getByRole('status', { name: `Utilisations restantes : ${uses} sur ${uses}` }),
  ).toBeVisible({
    timeout: 15_000,
  });
}

async function openSubscription(page: Page) {
  await page.getByRole('button', { name: 'Mon compte' }).click();
  await page.getByRole('button', { name: 'Abonnement' }).click();
  return page.getByRole('dialog', { name: 'Mon abonnement' });
}

const counter = (page: Page, remaining: number, limit: number) =>
  page.getByRole('status', { name: `Utilisations restantes : ${remaining} sur ${limit}` });

/**
 * Buying a plan against the local Stripe stand-in (apps/server/test/support/stripe-stand-in.ts,
 * started by playwright.config.ts): its checkout page creates the subscription and posts the
 * signed webhooks to the server, as Stripe does.
 */
test.describe('Paid plans', () => {
  test('choose Premium, accept the terms, pay, come back with 700 uses; then cancel at period end', async ({
    page,
    context,
  }) => {
    await registerThroughUi(page, uniqueEmail('premium'), '7391');
    await page.getByRole('link', { name: 'Mettre à niveau' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre forfait' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Gratuit' })).toContainText('0 €');
    await expect(page.getByRole('article', { name: 'Gratuit' }).getByRole('button')).toHaveCount(0);
    const premium = page.getByRole('article', { name: 'Premium' });
    await expect(premium).toContainText('9,99 €');
    await expect(premium).toContainText('Populaire');

    await premium.getByRole('button', { name: 'Choisir Premium' }).click();
    const terms = page.getByRole('dialog', { name: 'Conditions générales de vente' });
    const proceed = terms.getByRole('button', { name: 'Continuer vers le paiement' });
    await expect(proceed).toBeDisabled();
    await terms.getByRole('checkbox', { name: "J'accepte les conditions générales de vente" }).check();
    await proceed.click();

    // The stand-in's checkout page, then back to the product.
    await page.getByRole('button', { name: 'Payer' }).click();
    await expect(page).toHaveURL(/\/\?checkout=success$/);
    await expect(page.getByRole('status').filter({ hasText: 'Paiement réussi' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Utilisations restantes : 700 sur 700' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });

    await page.getByRole('button', { name: 'Mon compte' }).click();
    await page.getByRole('button', { name: 'Abonnement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mon abonnement' });
    await expect(dialog).toContainText('Premium');
    await expect(dialog).toContainText('Actif');

    const portal = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Gérer la facturation' }).click();
    const portalPage = await portal;
    await expect(portalPage).toHaveURL(/\/portal\//);
    await portalPage.close();

    await dialog.getByRole('button', { name: "Résilier l'abonnement" }).click();
    await dialog.getByRole('button', { name: 'Confirmer la résiliation' }).click();
    await expect(dialog.getByRole('status')).toContainText(/RES-\d{8}-[A-Z0-9]{4}/);
    await expect(dialog).toContainText('Résiliation programmée');
    await expect(dialog.getByRole('button', { name: "Résilier l'abonnement" })).toHaveCount(0);
  });

  test('the terms dialog opens the CGV in a new tab; the dialog and its focus stay', async ({
    page,
    context,
  }) => {
    await registerThroughUi(page, uniqueEmail('terms'), '7391');
    await page.getByRole('link', { name: 'Mettre à niveau' }).click();
    await page
      .getByRole('article', { name: 'Standard' })
      .getByRole('button', { name: 'Choisir Standard' })
      .click();
    const terms = page.getByRole('dialog', { name: 'Conditions générales de vente' });
    const link = terms.getByRole('link', { name: 'Lire les conditions générales de vente (nouvel onglet)' });
    await expect(link).toHaveAttribute('href', '/cgv');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');

    const opened = context.waitForEvent('page');
    await link.click();
    const cgv = await opened;
    await expect(cgv).toHaveURL(/\/cgv$/);
    await expect(cgv.getByRole('heading', { level: 1, name: 'Conditions générales de vente' })).toBeVisible();
    await cgv.close();

    await expect(terms).toBeVisible();
    const focusInDialog = () =>
      page.evaluate(
        () => document.querySelector('[role="dialog"]')?.contains(document.activeElement) ?? false,
      );
    expect(await focusInDialog()).toBe(true);
    // The keyboard stays in it too.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
  });

  test('a late webhook: the counter shows the new plan on whatever page the user went to', async ({
    page,
  }) => {
    const email = uniqueEmail('late');
    await registerThroughUi(page, email, '7391');
    await expect(counter(page, 3, 3)).toBeVisible();
    // Stripe takes 8 s to say the payment went through: longer than the banner stays.
    await standIn('delay-webhooks', { email, ms: 8_000 });
    await choosePlan(page, 'Standard');
    await page.getByRole('button', { name: 'Payer' }).click();
    await expect(page).toHaveURL(/\/\?checkout=success$/);
    await expect(page.getByRole('status').filter({ hasText: 'Paiement réussi' })).toBeVisible();
    await expect(counter(page, 3, 3)).toBeVisible();
    // Away from the dashboard, inside the app.
    await page.getByRole('link', { name: 'Mettre à niveau' }).click();
    await expect(page).toHaveURL(/\/upgrade$/);
    await expect(counter(page, 200, 200)).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/upgrade$/);
    await expect(page.getByRole('article', { name: 'Standard' })).toContainText('Votre forfait');
  });

  test('no webhook within 20 s: the watch asks Stripe once itself, wherever the user is', async ({
    page,
  }) => {
    test.slow();
    const email = uniqueEmail('sync');
    await registerThroughUi(page, email, '7391');
    await standIn('delay-webhooks', { email, ms: 45_000 });
    const syncs: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/billing/force-sync')) syncs.push(request.url());
    });
    await choosePlan(page, 'Premium');
    await page.getByRole('button', { name: 'Payer' }).click();
    await expect(page).toHaveURL(/\/\?checkout=success$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Résiliation' }).click();
    await expect(page).toHaveURL(/\/cancellation$/);
    await expect(counter(page, 3, 3)).toBeVisible();
    await expect(counter(page, 700, 700)).toBeVisible({ timeout: 25_000 });
    await expect(page).toHaveURL(/\/cancellation$/);
    expect(syncs).toHaveLength(1);
  });

  test('a checkout that cannot start falls back to the payment link, carrying the account', async ({
    page,
  }) => {
    const email = uniqueEmail('fallback');
    await registerThroughUi(page, email, '7391');
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'accessToken')!.value;
    const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    const { id } = (await me.json()).user as { id: string };

    await standIn('fail', { operation: 'checkout.sessions.create', times: 1, email });
    const linkOpened = page.waitForRequest((request) => request.url().includes('/payment-link/'));
    await choosePlan(page, 'Premium');
    const link = new URL((await linkOpened).url());
    expect(link.searchParams.get('client_reference_id')).toBe(id);
    expect(link.searchParams.get('prefilled_email')).toBe(email);

    // The link's checkout page; the payment gives this account its plan.
    await page.getByRole('button', { name: 'Payer' }).click();
    await expect(page).toHaveURL(/\/\?checkout=success$/);
    await expect(counter(page, 700, 700)).toBeVisible({ timeout: 15_000 });
  });

  test('a subscriber whose plan change fails is told so, and no payment link opens', async ({ page }) => {
    const email = uniqueEmail('change');
    await registerThroughUi(page, email, '7391');
    await buy(page, 'Standard', 200);
    const links: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/payment-link/')) links.push(request.url());
    });
    await standIn('fail', { operation: 'subscriptions.update', times: 1, email });
    const terms = await choosePlan(page, 'Premium');
    await expect(terms.getByRole('alert')).toHaveText(
      'Le service de paiement ne répond pas. Veuillez réessayer dans un instant.',
    );
    await expect(page).toHaveURL(/\/upgrade$/);
    expect(links).toEqual([]);
    await terms.getByRole('button', { name: 'Annuler' }).click();
    await expect(counter(page, 200, 200)).toBeVisible();
  });

  test('a withdrawal whose refund fails shows its number and "remboursement en cours"; withdrawal is offered once', async ({
    page,
  }) => {
    const email = uniqueEmail('withdraw');
    await registerThroughUi(page, email, '7391');
    await buy(page, 'Premium', 700);
    await standIn('fail', { operation: 'refunds.create', times: 1_000, email });

    const dialog = await openSubscription(page);
    await expect(dialog).toContainText("Droit de rétractation ouvert jusqu'au");
    await dialog.getByRole('button', { name: 'Exercer mon droit de rétractation' }).click();
    await dialog.getByRole('button', { name: 'Confirmer la rétractation' }).click();
    const notice = dialog.getByRole('status');
    await expect(notice).toHaveText(
      /^Rétractation RES-\d{8}-[A-Z0-9]{4} du .+ : votre abonnement a pris fin, remboursement en cours\.$/,
    );
    const number = /RES-\d{8}-[A-Z0-9]{4}/.exec((await notice.textContent()) ?? '')![0];
    await expect(dialog).toContainText('Forfait Gratuit');
    await page.keyboard.press('Escape');
    await expect(counter(page, 3, 3)).toBeVisible();

    // Subscribed again: the withdrawal was used, so it is offered no more; the pending refund still shows.
    await buy(page, 'Standard', 200);
    await page.goto('/cancellation');
    const controls = page.getByRole('region', { name: 'Résilier mon abonnement' });
    await expect(controls).toContainText(number);
    await expect(controls).toContainText('remboursement en cours');
    await expect(controls.getByRole('button', { name: "Résilier l'abonnement" })).toBeVisible();
    await expect(controls.getByRole('button', { name: 'Exercer mon droit de rétractation' })).toHaveCount(0);
    await expect(controls).not.toContainText('Droit de rétractation ouvert');
  });

  test('a signed-out visitor who chooses a plan goes to the sign-in screen', async ({ page }) => {
    await page.goto('/upgrade');
    await page
      .getByRole('article', { name: 'Standard' })
      .getByRole('button', { name: 'Choisir Standard' })
      .click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the online cancellation page tells the policy to everyone', async ({ page }) => {
    await page.goto('/cancellation');
    await expect(page.getByRole('heading', { level: 1, name: 'Résiliation en ligne' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(8);
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
