import { expect, test, type Page } from '@playwright/test';

/** The cards shown in the catalogue, each an article named by its app. */
const cards = (page: Page) =>
  page.getByRole('region', { name: 'Liste des applications' }).getByRole('article');

test.describe('Dashboard: the catalogue a visitor sees', () => {
  test('lists the seeded apps with their name, category and link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Applications Disponibles' })).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    const generator = page.getByRole('article', { name: 'Générateur de mots de passe' });
    await expect(generator).toContainText('Sécurité');
    await expect(generator.getByRole('link')).toHaveAttribute('href', '/app/password-generator');
    await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/auth');
    await expect(page.getByText('Vos données sont protégées par un chiffrement AES-256.')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/support',
    );
    await expect(page.getByRole('combobox', { name: 'Langue' })).toBeVisible();
  });

  test('every link of the first screens leads to a page of the app', async ({ page }) => {
    const known = [
      /^\/$/,
      /^\/app\/[a-z0-9-]+$/,
      /^\/auth$/,
      /^\/security$/,
      /^\/upgrade$/,
      /^\/cancellation$/,
      /^\/support$/,
      /^\/(legal|cgu|cgv|privacy|cookies|cookie-manager|security-charter)$/,
    ];
    await page.goto('/');
    await expect(cards(page)).toHaveCount(12);
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => !known.some((pattern) => pattern.test(href)))).toEqual([]);
  });

  test('the upgrade page shows the four plans with their prices and uses', async ({ page }) => {
    await page.goto('/upgrade');
    await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre forfait' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(4);
    const plan = (name: string) => page.getByRole('article', { name });
    await expect(plan('Premium')).toContainText('Populaire');
    await expect(plan('Premium')).toContainText('9,99');
    await expect(plan('Standard')).toContainText('200 générations par mois');
    await expect(plan('Gratuit')).toContainText('3 générations par jour');
    await expect(plan('Infinity')).toContainText('Générations illimitées');
    await page.getByRole('button', { name: 'Fermer' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('filters by name or description, case-insensitively, and says when nothing matches', async ({
    page,
  }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Rechercher une application' });
    await search.fill('tva');
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'Calculateur de TVA' })).toBeVisible();
    await search.fill('QR CODE À IMPRIMER');
    await expect(page.getByRole('article', { name: 'Générateur de QR codes' })).toBeVisible();
    await search.fill('introuvable-xyz');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('Aucune application ne correspond')).toBeVisible();
  });

  test('filters by category derived from the tags', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('button', { name: 'Sécurité', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sécurité', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByRole('article', { name: 'Chiffreur de fichiers' })).toBeVisible();
    await page.getByRole('button', { name: 'Productivité', exact: true }).click();
    await expect(cards(page)).toHaveCount(4);
    await page.getByRole('button', { name: 'Général', exact: true }).click();
    await expect(cards(page)).toHaveCount(5);
    await page.getByRole('button', { name: 'Toutes', exact: true }).click();
    await expect(cards(page)).toHaveCount(12);
  });

  test('sorts by likes and keeps that preference across a reload', async ({ page }) => {
    // Likes arrive with accounts; until then the real answer is given distinct counts here.
    await page.route('**/api/apps', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { id: string; likesCount: number }[] };
      const likes: Record<string, number> = { 'word-counter': 40, 'todo-list': 25, 'vat-calculator': 10 };
      for (const app of body.data) app.likesCount = likes[app.id] ?? 0;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/');
    await expect(cards(page).first()).toHaveAccessibleName('Générateur de mots de passe');
    const sort = page.getByRole('button', { name: 'Trier par likes' });
    await expect(sort).toHaveAttribute('aria-pressed', 'false');
    await sort.click();
    await expect(sort).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).nth(0)).toHaveAccessibleName('Compteur de mots');
    await expect(cards(page).nth(1)).toHaveAccessibleName('Liste de tâches');
    await expect(cards(page).nth(2)).toHaveAccessibleName('Calculateur de TVA');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Trier par likes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards(page).nth(0)).toHaveAccessibleName('Compteur de mots');
  });

  test('shows favourites only when asked, and remembers it', async ({ page }) => {
    await page.route('**/api/apps', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { id: string; isFavorite: boolean }[] };
      for (const app of body.data) app.isFavorite = app.id === 'pomodoro-timer' || app.id === 'color-palette';
      await route.fulfill({ response, json: body });
    });
    await page.goto('/');
    const favourites = page.getByRole('button', { name: 'Favoris uniquement' });
    await favourites.click();
    await expect(favourites).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(2);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Favoris uniquement' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards(page)).toHaveCount(2);
  });

  test('a visitor with favourites-only on and no favourites sees the empty state', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Favoris uniquement' }).click();
    await expect(page.getByText('Aucune application ne correspond')).toBeVisible();
  });

  test('switches between grid and list', async ({ page }) => {
    await page.goto('/');
    const grid = page.getByRole('button', { name: 'Grille' });
    const list = page.getByRole('button', { name: 'Liste', exact: true });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    const firstWidth = async () => (await cards(page).first().boundingBox())?.width ?? 0;
    const gridWidth = await firstWidth();
    await list.click();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(firstWidth).toBeGreaterThan(gridWidth * 1.5);
    await grid.click();
    await expect.poll(firstWidth).toBeLessThan(gridWidth * 1.1);
  });

  test('a failed load offers a retry, and the retry recovers', async ({ page }) => {
    let failing = true;
    await page.route('**/api/apps', (route) =>
      failing
        ? route.fulfill({ status: 503, json: { error: 'Service momentanément indisponible' } })
        : route.continue(),
    );
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText('Erreur lors du chargement des applications');
    failing = false;
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('fits a 400 px wide screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/');
    await expect(cards(page)).toHaveCount(12);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('Search palette (Ctrl/Cmd+K)', () => {
  test('finds an app by its tag and opens it with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(12);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const input = dialog
      .getByRole('combobox', { name: 'Rechercher' })
      .or(dialog.getByRole('textbox', { name: 'Rechercher' }));
    await expect(input).toBeFocused();
    await page.keyboard.type('encryption');
    await expect(dialog.getByRole('option')).toHaveCount(1);
    await expect(dialog.getByRole('option').first()).toContainText('Chiffreur de fichiers');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/file-encryptor$/);
    await expect(page.getByRole('heading', { name: 'Chiffreur de fichiers' })).toBeVisible();
    await expect(page.getByLabel('Fichier à chiffrer')).toBeAttached();
    await expect(page.getByText("Cette application n'est pas encore disponible.")).toHaveCount(0);
  });

  test('keeps what is typed while its code is still arriving', async ({ page }) => {
    // The palette's code comes just after the first screen: here it takes a second.
    await page.route('**/assets/search-palette-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/');
    await expect(cards(page)).toHaveCount(12);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('mots de passe');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('option')).toHaveCount(2);
    await expect(dialog.getByRole('textbox', { name: 'Rechercher', exact: true })).toHaveValue(
      'mots de passe',
    );
  });

  test('moves through results with the arrows and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(12);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await page.keyboard.type('mots de passe');
    await expect(dialog.getByRole('option')).toHaveCount(2);
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('option', { selected: true })).toContainText(
      'Vérificateur de mots de passe',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.keyboard.press('Meta+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('App pages and other paths', () => {
  test('an app of the catalogue this build has no screen for says it is not available yet (part 1 §2)', async ({
    page,
  }) => {
    // Every shipped app has its screen (apps/web/src/features/<id>/tool.tsx); an app an operator
    // announces with `admin app add` has none (apps/server/test/admin.test.ts stores one and
    // finds it served last). Here the catalogue's answer carries such an entry, as it would.
    await page.route('**/api/apps', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: Record<string, unknown>[] };
      const announced = {
        ...body.data[0]!,
        id: 'carnet-adresses',
        slug: 'carnet-adresses',
        name: "Carnet d'adresses",
        description: 'Vos contacts, rangés et retrouvés en un instant.',
        likesCount: 0,
      };
      await route.fulfill({ response: answer, json: { ...body, data: [...body.data, announced] } });
    });
    await page.goto('/app/carnet-adresses');
    await expect(page.getByRole('heading', { level: 1, name: "Carnet d'adresses" })).toBeVisible();
    await expect(page.getByText("Cette application n'est pas encore disponible.")).toBeVisible();
    await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown app id says so', async ({ page }) => {
    await page.goto('/app/unknown');
    await expect(page.getByRole('heading', { name: 'Application non trouvée' })).toBeVisible();
    await expect(page.getByText("L'application demandée n'existe pas.")).toBeVisible();
    await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("/app and /app/, with no id, say 'Application non trouvée' too (part 1 §2)", async ({ page }) => {
    for (const path of ['/app', '/app/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Application non trouvée' })).toBeVisible();
      await expect(page.getByText("L'application demandée n'existe pas.")).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('any other path goes back to the dashboard', async ({ page }) => {
    await page.goto('/nulle/part');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Applications Disponibles' })).toBeVisible();
  });

  test('pages run under the strict Content-Security-Policy without violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });
    await page.goto('/');
    await expect(cards(page)).toHaveCount(12);
    await page.goto('/api/docs');
    await expect(page.locator('#swagger-ui .swagger-ui').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});
