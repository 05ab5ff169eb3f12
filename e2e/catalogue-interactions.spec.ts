import { expect, test, type Locator, type Page } from '@playwright/test';

import { registerThroughUi, uniqueEmail } from './support/auth';

/** The cards shown in the catalogue, each an article named by its app. */
const cards = (page: Page) =>
  page.getByRole('region', { name: 'Liste des applications' }).getByRole('article');
const card = (page: Page, name: string) => page.getByRole('article', { name });

/** The like count a card announces ('N j'aime'). */
async function likesOf(target: Locator): Promise<number> {
  const text = await target.getByText(/^\d+ j'aime$/).textContent();
  return Number(text?.match(/^\d+/)?.[0]);
}

/** A route handler that waits until the test releases it. */
function heldRoute() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

// Each test works on its own app: likes are counted for everyone, and tests run in parallel.
test.describe('Catalogue interactions', () => {
  test('a like shows at once, before the server answers, then stays', async ({ page }) => {
    await registerThroughUi(page, uniqueEmail('like'), '2580');
    const pomodoro = card(page, 'Minuteur Pomodoro');
    const like = pomodoro.getByRole('button', { name: "J'aime", exact: true });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const before = await likesOf(pomodoro);

    const held = heldRoute();
    await page.route('**/api/apps/pomodoro-timer/like', async (route) => {
      await held.released;
      await route.continue();
    });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(pomodoro.getByText(`${before + 1} j'aime`)).toBeAttached();

    const answer = page.waitForResponse('**/api/apps/pomodoro-timer/like');
    held.release();
    expect((await answer).status()).toBe(200);
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    // The server kept it: a reload shows the same.
    await page.reload();
    await expect(card(page, 'Minuteur Pomodoro').getByRole('button', { name: "J'aime" })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Unlike: one less.
    await card(page, 'Minuteur Pomodoro').getByRole('button', { name: "J'aime" }).click();
    await expect(card(page, 'Minuteur Pomodoro').getByRole('button', { name: "J'aime" })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(card(page, 'Minuteur Pomodoro').getByText(`${before} j'aime`)).toBeAttached();
  });

  test('a like the server refuses is rolled back with a message', async ({ page }) => {
    await registerThroughUi(page, uniqueEmail('rollback'), '2580');
    const notes = card(page, 'Bloc-notes express');
    const like = notes.getByRole('button', { name: "J'aime", exact: true });
    const before = await likesOf(notes);

    const held = heldRoute();
    await page.route('**/api/apps/quick-notes/like', async (route) => {
      await held.released;
      await route.fulfill({ status: 500, json: { error: 'Une erreur est survenue' } });
    });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(notes.getByText(`${before + 1} j'aime`)).toBeAttached();
    held.release();

    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(notes.getByText(`${before} j'aime`)).toBeAttached();
    await expect(
      page.getByText("Votre « J'aime » n'a pas pu être enregistré. Veuillez réessayer."),
    ).toBeVisible();
  });

  test('a favourite shows at once, is rolled back on failure, and favourites-only shows it', async ({
    page,
  }) => {
    await registerThroughUi(page, uniqueEmail('favourite'), '2580');
    const habits = card(page, "Suivi d'habitudes");
    const favourite = habits.getByRole('button', { name: 'Favori', exact: true });
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');

    // Refused: back to off, with a message.
    await page.route('**/api/apps/habit-tracker/favorite', (route) =>
      route.fulfill({ status: 500, json: { error: 'Une erreur est survenue' } }),
    );
    await favourite.click();
    await expect(page.getByText("Le favori n'a pas pu être enregistré. Veuillez réessayer.")).toBeVisible();
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await page.unroute('**/api/apps/habit-tracker/favorite');

    // Accepted: on before the answer, and kept.
    const held = heldRoute();
    await page.route('**/api/apps/habit-tracker/favorite', async (route) => {
      await held.released;
      await route.continue();
    });
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    const answer = page.waitForResponse('**/api/apps/habit-tracker/favorite');
    held.release();
    expect((await answer).status()).toBe(200);

    const favouritesOnly = page.getByRole('button', { name: 'Favoris uniquement' });
    await favouritesOnly.click();
    await expect(favouritesOnly).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAccessibleName("Suivi d'habitudes");

    // From the server after a reload, the filter still on.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Favoris uniquement' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAccessibleName("Suivi d'habitudes");
  });

  test('installs then uninstalls an app, from its card and from its page', async ({ page }) => {
    await registerThroughUi(page, uniqueEmail('install'), '2580');
    const encryptor = card(page, 'Chiffreur de fichiers');
    await encryptor.getByRole('button', { name: 'Installer', exact: true }).click();
    await expect(page.getByText('Chiffreur de fichiers est installée')).toBeVisible();
    await expect(encryptor.getByRole('button', { name: 'Désinstaller', exact: true })).toBeVisible();
    await expect(encryptor.getByText('Installée', { exact: true })).toBeVisible();

    // The app page knows it too (GET /apps/user), and uninstalls.
    await page.goto('/app/file-encryptor');
    await expect(page.getByRole('heading', { level: 1, name: 'Chiffreur de fichiers' })).toBeVisible();
    const uninstall = page.getByRole('button', { name: 'Désinstaller', exact: true });
    await uninstall.click();
    await expect(page.getByText('Chiffreur de fichiers est désinstallée')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Installer', exact: true })).toBeVisible();

    await page.goto('/');
    await expect(
      card(page, 'Chiffreur de fichiers').getByRole('button', { name: 'Installer', exact: true }),
    ).toBeVisible();
    await expect(card(page, 'Chiffreur de fichiers').getByText('Installée', { exact: true })).toHaveCount(0);
  });

  test('a signed-out visitor who likes or favourites goes to the sign-in screen', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Installer', exact: true })).toHaveCount(0);
    await card(page, 'Minuteur Pomodoro').getByRole('button', { name: "J'aime" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/app/todo-list');
    await page.getByRole('button', { name: 'Favori', exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
