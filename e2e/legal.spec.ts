import { expect, test } from '@playwright/test';

const pages = [
  { path: '/legal', title: 'Mentions légales' },
  { path: '/cgu', title: "Conditions générales d'utilisation" },
  { path: '/cgv', title: 'Conditions générales de vente' },
  { path: '/privacy', title: 'Politique de confidentialité' },
  { path: '/cookies', title: 'Politique de cookies' },
  { path: '/security-charter', title: 'Charte de sécurité' },
];

test.describe('Legal pages', () => {
  for (const { path, title } of pages) {
    test(`${path}: its title, sections with anchors, the update date and 'Retour'`, async ({ page }) => {
      await page.goto('/');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByText('Dernière mise à jour : 08/07/2025')).toBeVisible();
      const sections = page.getByRole('heading', { level: 2 });
      expect(await sections.count()).toBeGreaterThanOrEqual(5);
      const first = page.getByRole('navigation', { name: 'Sommaire' }).getByRole('link').first();
      const href = await first.getAttribute('href');
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      await page.getByRole('button', { name: 'Retour' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test("the terms link to support and to the privacy policy's data section", async ({ page }) => {
    await page.goto('/cgu');
    await expect(page.getByRole('link', { name: 'Accéder au support →' })).toHaveAttribute(
      'href',
      '/support',
    );
    await page.locator('a[href="/privacy#donnees-collectees"]').first().click();
    await expect(page).toHaveURL(/\/privacy#donnees-collectees$/);
    await expect(page.locator('#donnees-collectees')).toBeInViewport();
    await page.goto('/cgv');
    await expect(page.getByRole('link', { name: 'Accéder au support →' })).toBeVisible();
  });

  test("the cookie policy's 'Gérer mes cookies' opens the manager in a dialog that locks the page", async ({
    page,
  }) => {
    await page.goto('/cookies');
    await expect(page.getByText('cookie_consent').first()).toBeVisible();
    await page.getByRole('button', { name: 'Gérer mes cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gestion des cookies' });
    await expect(dialog.getByRole('switch', { name: 'Cookies analytiques' })).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the publisher details the operator has not given are said to be missing, never invented', async ({
    page,
  }) => {
    await page.goto('/legal');
    await expect(page.getByText("non communiqué par l'exploitant du site").first()).toBeVisible();
  });

  test('the footer leads to every legal page', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Vos données sont protégées par un chiffrement AES-256')).toBeVisible();
    const links = footer.getByRole('navigation', { name: 'Informations légales' }).getByRole('link');
    await expect(links).toHaveText([
      'Mentions légales',
      'CGU',
      'CGV',
      'Confidentialité',
      'Cookies',
      'Sécurité',
      'Résiliation',
      'Contact',
    ]);
  });

  test('in English, a notice says the French text is the one that applies', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
    // The choice is kept once English has loaded: only then does the next page open in it.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/cgv');
    await expect(page.getByRole('note')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Conditions générales de vente' }),
    ).toBeVisible();
  });

  test('fits a 400 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
  });
});
