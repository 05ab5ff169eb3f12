import { expect, test } from '@playwright/test';

import { registerThroughUi, uniqueEmail } from './support/auth';

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
