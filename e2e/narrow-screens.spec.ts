import { expect, test, type Page } from '@playwright/test';
import type { SystemAlert } from '@trousse/contracts/api/alerts/schemas';

import {
  clickCode,
  createAccount,
  openSettings,
  registerThroughUi,
  submitButton,
  submitEmail,
  uniqueEmail,
} from './support/auth';
import { freshTotp } from './support/totp';
import { createAccountWithTwoFactor, signInUntilTwoFactor, twoFactorDialog } from './support/two-factor';

/**
 * The smallest screen the service is made for is 400 px wide (part 2 §5): every screen, signed in
 * and out, with its dialogs, is walked at that width. Nothing may scroll sideways: neither the
 * page (document.documentElement.scrollWidth), nor an open dialog or menu, which must also lie
 * within the screen.
 */
const WIDTH = 400;
test.use({ viewport: { width: WIDTH, height: 800 } });

async function expectFits(page: Page, screen: string) {
  const problems = await page.evaluate((width) => {
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${Array.from(element.classList, (item) => `.${item}`).join('')}`;
    const found: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width) found.push(`the page is ${pageWidth} px wide`);
    const layers = document.querySelectorAll(
      '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], .account-menu__list',
    );
    for (const layer of Array.from(layers)) {
      const box = layer.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.left < -0.5 || box.right > width + 0.5)
        found.push(`${name(layer)} lies from ${Math.round(box.left)} to ${Math.round(box.right)} px`);
      for (const element of [layer, ...Array.from(layer.querySelectorAll('*'))]) {
        const overflow = getComputedStyle(element).overflowX;
        if ((overflow !== 'auto' && overflow !== 'scroll') || element.scrollWidth <= element.clientWidth + 1)
          continue;
        // What sticks out, to say where to look.
        const inner = element.getBoundingClientRect().left + element.clientLeft + element.clientWidth;
        const culprits = Array.from(element.querySelectorAll('*'))
          .filter((child) => child.getBoundingClientRect().right > inner + 0.5)
          .slice(0, 4)
          .map(name);
        found.push(
          `${name(element)} scrolls sideways (${element.scrollWidth} > ${element.clientWidth} px): ${culprits.join(', ')}`,
        );
      }
    }
    return found;
  }, WIDTH);
  expect(problems, `${screen} at ${WIDTH} px`).toEqual([]);
}

const heading = (page: Page, name?: string) =>
  page.getByRole('heading', { level: 1, ...(name ? { name } : {}) });

/** A system alert with long words, as operators write them. */
function longAlert(overrides: Partial<SystemAlert>): SystemAlert {
  return {
    id: crypto.randomUUID(),
    type: 'WARNING',
    title: 'Maintenance programmée de l’infrastructure d’hébergement',
    message:
      'Une maintenance est en cours : certains services (authentification, génération, facturation) peuvent être indisponibles pendant 30 minutes. Référence : MAINTENANCE-2025-07-08-INFRASTRUCTURE.',
    messageKey: null,
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    duration: 30,
    ...overrides,
  };
}

async function serveAlerts(page: Page) {
  for (const path of ['/api/alerts/global', '/api/alerts/active']) {
    await page.route(`**${path}`, (route) =>
      route.fulfill({
        json: { alerts: [longAlert({ type: 'ERROR' }), longAlert({})], hasActiveAlerts: true },
      }),
    );
  }
}

test.describe(`Every screen fits ${WIDTH} px`, () => {
  test('signed out: the pages, the palette, the support form and the cookie manager', async ({ page }) => {
    test.setTimeout(120_000);
    await serveAlerts(page);
    const pages: [string, string | undefined][] = [
      ['/', 'Applications Disponibles'],
      ['/upgrade', 'Choisissez votre forfait'],
      ['/support', undefined],
      ['/cookie-manager', 'Gestion des cookies'],
      ['/cancellation', 'Résiliation en ligne'],
      ['/legal', 'Mentions légales'],
      ['/cgu', "Conditions générales d'utilisation"],
      ['/cgv', 'Conditions générales de vente'],
      ['/privacy', 'Politique de confidentialité'],
      ['/cookies', 'Politique de cookies'],
      ['/security-charter', 'Charte de sécurité'],
      ['/app/password-generator', undefined],
      ['/app/word-counter', 'Compteur de mots'],
      ['/app/unknown', 'Application non trouvée'],
      ['/app', 'Application non trouvée'],
      ['/auth', 'Connexion ou inscription'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      await expectFits(page, path);
    }

    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Liste des applications' })).toBeVisible();
    await page.getByRole('button', { name: 'Liste', exact: true }).click();
    await expectFits(page, 'the catalogue as a list');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('mots de passe');
    await expect(page.getByRole('dialog').getByRole('option')).toHaveCount(2);
    await expectFits(page, 'the search palette');
    await page.keyboard.press('Escape');

    await page.goto(
      '/auth/callback?error=access_denied&message=Connexion%20annul%C3%A9e%20ou%20refus%C3%A9e',
    );
    await expect(page.getByRole('alert')).toContainText('Connexion annulée ou refusée');
    await expectFits(page, 'the social sign-in return, failed');

    await page.goto('/support');
    await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectFits(page, 'the support form with its error');
    await page.getByRole('textbox', { name: /e-mail/i }).fill(uniqueEmail('narrow'));
    await page.getByRole('textbox', { name: /message/i }).fill('Une suggestion pour la page des outils.');
    await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Message envoyé avec succès !' })).toBeVisible();
    await expectFits(page, 'the support success view');

    await page.goto('/cookie-manager');
    await page.getByRole('switch', { name: 'Cookies marketing' }).click();
    await page.getByRole('button', { name: 'Historique de mes choix' }).click();
    await expect(page.locator('.consent-history__entry')).toHaveCount(1);
    await expectFits(page, 'the cookie manager with its history');

    await page.goto('/cookies');
    await page.getByRole('button', { name: 'Gérer mes cookies' }).click();
    await expect(page.getByRole('dialog', { name: 'Gestion des cookies' })).toBeVisible();
    await expectFits(page, 'the cookie manager dialog of the cookie policy');
  });

  test('the cookie banner and its customise dialog', async ({ browser }) => {
    const context = await browser.newContext({
      storageState: { cookies: [], origins: [] },
      viewport: { width: WIDTH, height: 800 },
    });
    const page = await context.newPage();
    try {
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Consentement aux cookies' });
      await expect(banner).toBeVisible();
      await expectFits(page, 'the cookie banner');
      await banner.getByRole('button', { name: 'Personnaliser' }).click();
      await expect(page.getByRole('dialog', { name: 'Personnaliser les cookies' })).toBeVisible();
      await expectFits(page, 'the customise dialog');
    } finally {
      await context.close();
    }
  });

  test('every step of the sign-in screen that can be reached', async ({ page, request }) => {
    test.setTimeout(120_000);
    const stepTitle = (name: string) => heading(page, name);

    // A new address: register, then its confirmation.
    await page.goto('/auth');
    await submitEmail(page, uniqueEmail('narrow-new'));
    await expect(stepTitle("Choisissez votre code d'accès")).toBeVisible();
    await expectFits(page, 'register');
    await clickCode(page, '2580');
    await submitButton(page).click();
    await expect(stepTitle("Confirmez votre code d'accès")).toBeVisible();
    await expectFits(page, 'register-confirm');

    // A known address: login, a wrong code, the lock with its countdown, then the reset.
    const email = uniqueEmail('narrow-known');
    await createAccount(request, email, '3571');
    await page.goto('/auth');
    await submitEmail(page, email);
    await expect(stepTitle("Entrez votre code d'accès")).toBeVisible();
    await expectFits(page, 'login');
    for (let attempt = 0; attempt < 3; attempt++) {
      await clickCode(page, '1111');
      await submitButton(page).click();
      await expect(page.getByRole('alert')).toBeVisible();
    }
    await expect(page.getByText('Nouvel essai possible dans 3 h')).toBeVisible();
    await expectFits(page, 'login, locked');
    await page.getByRole('button', { name: 'Code oublié ?' }).click();
    await expect(stepTitle('Réinitialiser votre code')).toBeVisible();
    await expectFits(page, 'reset-code');

    // The social steps (their query leaves the address at once).
    for (const step of ['login', 'create-code']) {
      await page.goto(`/auth?step=${step}&token=abc&provider=google&email=${encodeURIComponent(email)}`);
      await expect(page.getByText(/Google/).first()).toBeVisible();
      await expectFits(page, `oauth ${step}`);
    }

    // The two-factor step of a sign-in.
    const twoFactorEmail = uniqueEmail('narrow-2fa');
    await createAccountWithTwoFactor(request, twoFactorEmail, '4826');
    // Loading /auth again from /auth is a reload, which keeps the social step: leave it first.
    await page.goto('/');
    await signInUntilTwoFactor(page, twoFactorEmail, '4826');
    await expectFits(page, 'the two-factor dialog');
    await twoFactorDialog(page).getByRole('button', { name: 'Code de récupération' }).click();
    await expectFits(page, 'the two-factor dialog, recovery code');
  });

  test('signed in: the dashboard, its menu and dialogs, the security page, the upgrade terms', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await serveAlerts(page);
    await registerThroughUi(page, uniqueEmail('narrow-in'), '2580');
    await expect(page.getByRole('region', { name: 'Liste des applications' })).toBeVisible();
    await expectFits(page, 'the dashboard, signed in, with alerts');

    await page.getByRole('button', { name: 'Mon compte' }).click();
    await expect(page.locator('.account-menu__list')).toBeVisible();
    await expectFits(page, 'the account menu');
    await page.locator('.account-menu__list').getByRole('button', { name: 'Alertes' }).click();
    const alerts = page.getByRole('dialog', { name: 'Alertes' });
    await expect(alerts.getByRole('listitem')).toHaveCount(2);
    await expectFits(page, 'the alerts dialog');
    await page.keyboard.press('Escape');
    await expect(alerts).toBeHidden();

    await page.getByRole('button', { name: 'Mon compte' }).click();
    await page.getByRole('button', { name: 'Abonnement' }).click();
    const subscription = page.getByRole('dialog', { name: 'Mon abonnement' });
    await expect(subscription).toBeVisible();
    await expectFits(page, 'the subscription dialog');
    await page.keyboard.press('Escape');
    await expect(subscription).toBeHidden();

    // Every section of the settings, open.
    const settings = await openSettings(page);
    // The dialog shows before its sections (their texts load with it): wait for the last one.
    await expect(settings.getByRole('button', { name: 'Mes données' })).toBeVisible();
    const toggles = settings.locator('button[aria-expanded="false"]');
    while ((await toggles.count()) > 0) await toggles.first().click();
    await expectFits(page, 'the settings, every section open');
    await settings.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const deletion = page.getByRole('dialog', { name: 'Supprimer mon compte' });
    await expect(deletion).toBeVisible();
    await expectFits(page, 'the account deletion dialog');
    await page.keyboard.press('Escape');
    await expect(deletion).toBeHidden();

    await settings.getByRole('link', { name: "Sessions et journal d'activité" }).click();
    await expect(page).toHaveURL(/\/security$/);
    await expect(heading(page)).toBeVisible();
    await expectFits(page, 'the security page');
    const twoFactor = page.getByRole('region', { name: 'Double authentification' });
    await twoFactor.getByRole('button', { name: 'Activer la double authentification' }).click();
    const setup = page.getByRole('dialog', { name: 'Activer la double authentification' });
    await expectFits(page, 'the two-factor set-up, its first step');
    await setup.getByLabel("Code d'accès actuel").fill('2580');
    await setup.getByRole('button', { name: 'Continuer', exact: true }).click();
    await expect(setup.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expectFits(page, 'the two-factor set-up, its QR code');
    const secret = (await setup.getByRole('textbox', { name: 'Clé secrète' }).inputValue()).replace(
      /\s+/g,
      '',
    );
    await setup.getByRole('button', { name: 'Continuer', exact: true }).click();
    await setup.getByRole('textbox', { name: 'Code à 6 chiffres' }).fill((await freshTotp(secret)).code);
    await setup.getByRole('button', { name: 'Vérifier' }).click();
    await expect(
      setup.getByRole('list', { name: 'Codes de récupération' }).getByRole('listitem'),
    ).toHaveCount(10);
    await expectFits(page, 'the two-factor set-up, its recovery codes');
    await setup.getByRole('button', { name: 'Terminé' }).click();
    await twoFactor.getByRole('button', { name: 'Désactiver la double authentification' }).click();
    await expect(page.getByRole('dialog', { name: 'Désactiver la double authentification' })).toBeVisible();
    await expectFits(page, 'the two-factor switch-off dialog');
    await page.keyboard.press('Escape');

    await page.goto('/app/password-generator');
    await page.getByRole('button', { name: 'Générer', exact: true }).click();
    await expect(page.getByRole('button', { name: /Copier/ }).first()).toBeVisible();
    await expectFits(page, 'the generator with a password');

    await page.goto('/upgrade');
    await page
      .getByRole('article', { name: 'Standard' })
      .getByRole('button', { name: 'Choisir Standard' })
      .click();
    const terms = page.getByRole('dialog', { name: 'Conditions générales de vente' });
    await expect(terms).toBeVisible();
    await expectFits(page, 'the terms of sale dialog of /upgrade');
    await page.keyboard.press('Escape');

    for (const [path, title] of [
      ['/?checkout=success', 'Mes Applications'],
      ['/cancellation', 'Résiliation en ligne'],
      ['/support', undefined],
      ['/cookie-manager', 'Gestion des cookies'],
      ['/app/unknown', 'Application non trouvée'],
    ] as const) {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      await expectFits(page, `${path}, signed in`);
    }
  });

  test("a subscriber: the paid checkout's return, 'Mon abonnement' and its cancellation, /cancellation", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await registerThroughUi(page, uniqueEmail('narrow-paid'), '2580');
    await page.goto('/upgrade');
    await page
      .getByRole('article', { name: 'Standard' })
      .getByRole('button', { name: 'Choisir Standard' })
      .click();
    const terms = page.getByRole('dialog', { name: 'Conditions générales de vente' });
    await terms.getByRole('checkbox', { name: "J'accepte les conditions générales de vente" }).check();
    await terms.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    // The stand-in's checkout page (Stripe's, not ours), then back.
    await page.getByRole('button', { name: 'Payer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Paiement réussi' })).toBeVisible();
    await expectFits(page, 'the dashboard after paying');
    await expect(page.getByRole('status', { name: 'Utilisations restantes : 200 sur 200' })).toBeVisible({
      timeout: 15_000,
    });
    await expectFits(page, 'the header with a paid plan');

    await page.getByRole('button', { name: 'Mon compte' }).click();
    await page.getByRole('button', { name: 'Abonnement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mon abonnement' });
    await expect(dialog).toContainText('Standard');
    await expectFits(page, 'the subscription dialog of a subscriber');
    await dialog.getByRole('button', { name: "Résilier l'abonnement" }).click();
    await expect(dialog.getByRole('button', { name: 'Confirmer la résiliation' })).toBeVisible();
    await expectFits(page, 'the subscription dialog, asking to confirm the cancellation');
    await page.keyboard.press('Escape');

    await page.goto('/cancellation');
    await expect(page.getByRole('heading', { level: 2, name: 'Résilier mon abonnement' })).toBeVisible();
    await expectFits(page, '/cancellation with the cancellation controls');
  });
});
