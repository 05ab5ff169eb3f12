import { expect, test, type Page, type Request } from '@playwright/test';

import { browserLocale, text } from './support/i18n';
import { decoded, expectFits } from './support/layout';

const PALETTE_PATH = '/app/color-palette';

const codeField = (page: Page) => page.getByLabel('Code de la couleur');
const swatch = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

test.describe('Colour palette', () => {
  test('builds the palette and checks contrast in the browser, and no request carries a colour', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const typed = ['3a7bd5', 'rgb(58', 'hsl(214', '777777', 'pas une couleur'];
    const carried: string[] = [];
    page.on('request', (request: Request) => {
      const raw = `${request.url()} ${request.postData() ?? ''} ${JSON.stringify(request.headers())}`;
      const seen = `${raw} ${decoded(raw)}`;
      for (const value of typed)
        if (seen.includes(value)) carried.push(`${request.method()} ${request.url()}`);
    });

    // From the catalogue, as a visitor: the card opens the tool, not the "unavailable" notice.
    await page.goto('/');
    await page.getByRole('link', { name: 'Ouvrir Palette de couleurs' }).click();
    await expect(page).toHaveURL(new RegExp(`${PALETTE_PATH}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Palette de couleurs' })).toBeVisible();
    await expect(page.getByText("Cette application n'est pas encore disponible.")).toHaveCount(0);
    await expect(codeField(page)).toHaveValue('#2563eb');

    // A HEX code: the harmonies, tints and shades, each with its code written on it.
    await codeField(page).fill('#3a7bd5');
    await expect(page.getByLabel('Sélecteur de couleur')).toHaveValue('#3a7bd5');
    const expected: [string, string][] = [
      ['Base', '#3a7bd5'],
      ['Complémentaire', '#d5943a'],
      ['Analogue -30°', '#3ac8d5'],
      ['Analogue +30°', '#473ad5'],
      ['Triadique +120°', '#d53a7b'],
      ['Triadique +240°', '#7bd53a'],
      ['Teinte 20 %', '#6195dd'],
      ['Teinte 80 %', '#d8e5f7'],
      ['Ombre 20 %', '#2e62aa'],
      ['Ombre 80 %', '#0c192b'],
    ];
    for (const [name, hex] of expected) await expect(swatch(page, name)).toContainText(hex);
    await expect(page.getByRole('status').filter({ hasText: 'Palette de #3a7bd5 affichée.' })).toBeAttached();

    // Its code reads in black or white, whichever contrasts more with it.
    const textColour = (name: string) =>
      swatch(page, name)
        .locator('.swatch__hex')
        .evaluate((element) => getComputedStyle(element).color);
    expect(await textColour('Base')).toBe('rgb(0, 0, 0)');
    expect(await textColour('Ombre 80 %')).toBe('rgb(255, 255, 255)');

    // Copies, in each format.
    await page.getByRole('button', { name: 'Copier le code HSL de Base' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Copié : hsl(214.8, 64.9%, 53.1%)' }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('hsl(214.8, 64.9%, 53.1%)');
    await page.getByRole('button', { name: 'Copier le code RGB de Complémentaire' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('rgb(213, 148, 58)');
    const hexButton = page.getByRole('button', { name: 'Copier le code HEX de Ombre 40 %' });
    await hexButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Copié : #234a80' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#234a80');

    // rgb() and hsl() codes are read too; anything else gets a clear message.
    await codeField(page).fill('pas une couleur');
    await expect(page.getByRole('alert')).toHaveText(
      "Cette couleur n'est pas reconnue. Écrivez un code HEX (#3a7bd5), rgb(58, 123, 213) ou hsl(215, 65%, 53%).",
    );
    await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');
    await codeField(page).fill('rgb(58, 123, 213)');
    await expect(codeField(page)).toHaveAttribute('aria-invalid', 'false');
    await expect(swatch(page, 'Complémentaire')).toContainText('#d5943a');
    await codeField(page).fill('hsl(214.8, 64.9%, 53.1%)');
    await expect(swatch(page, 'Base')).toContainText('#3a7bd5');
    await codeField(page).fill('');
    await expect(
      page.getByText(
        "Choisissez une couleur de base, avec le sélecteur ou en tapant son code : sa palette s'affiche ici.",
      ),
    ).toBeVisible();
    await codeField(page).fill('#3a7bd5');

    // The contrast checker: typed colours, WCAG ratio and verdicts.
    const foreground = page.getByLabel('Couleur du texte', { exact: true });
    const background = page.getByLabel('Couleur du fond', { exact: true });
    await foreground.fill('#777777');
    await background.fill('#ffffff');
    await expect(page.getByTestId('contrast-ratio')).toHaveText('4,47:1');
    const verdicts = page.getByRole('table').filter({ hasText: 'Texte normal' });
    const [normalAa, normalAaa] = [0, 1].map((index) =>
      verdicts
        .getByRole('row', { name: /^Texte normal/ })
        .getByRole('cell')
        .nth(index),
    );
    const [largeAa, largeAaa] = [0, 1].map((index) =>
      verdicts
        .getByRole('row', { name: /^Grand texte/ })
        .getByRole('cell')
        .nth(index),
    );
    await expect(normalAa!).toContainText('Échoué');
    await expect(normalAa!).toContainText('minimum 4,5:1');
    await expect(normalAaa!).toContainText('Échoué');
    await expect(normalAaa!).toContainText('minimum 7:1');
    await expect(largeAa!).toContainText('Réussi');
    await expect(largeAa!).toContainText('minimum 3:1');
    await expect(largeAaa!).toContainText('Échoué');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Contraste 4,47:1. Texte normal : insuffisant. Grand texte : AA.' }),
    ).toBeAttached();

    // Taken from the palette: black on white, then the same colour twice.
    await foreground.fill('#000000');
    await expect(page.getByTestId('contrast-ratio')).toHaveText('21:1');
    await page.getByLabel('Texte : couleur de la palette').selectOption({ label: 'Base (#3a7bd5)' });
    await expect(foreground).toHaveValue('#3a7bd5');
    await page.getByLabel('Fond : couleur de la palette').selectOption({ label: 'Base (#3a7bd5)' });
    await expect(background).toHaveValue('#3a7bd5');
    await expect(page.getByTestId('contrast-ratio')).toHaveText('1:1');
    await background.fill('#fff');
    await page.getByRole('button', { name: 'Inverser texte et fond' }).click();
    await expect(foreground).toHaveValue('#fff');
    await expect(background).toHaveValue('#3a7bd5');
    await foreground.fill('nope');
    await expect(
      page.getByText('Saisissez deux couleurs valides pour mesurer leur contraste.'),
    ).toBeVisible();
    await expect(foreground).toHaveAttribute('aria-invalid', 'true');

    // The CSS export.
    const css = page.getByLabel('Variables CSS de la palette');
    await expect(css).toHaveAttribute('readonly', '');
    await expect(css).toHaveValue(/--palette-base: #3a7bd5;\n {2}--palette-complementary: #d5943a;/);
    await page.getByRole('button', { name: 'Copier le CSS' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      '--palette-shade-80: #0c192b;',
    );

    expect(carried).toEqual([]);
  });

  test('fits a 400 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(PALETTE_PATH);
    await expect(swatch(page, 'Base')).toContainText('#2563eb');
    await expectFits(page, 400, '.color-palette');
    await codeField(page).fill('hsl(214.8deg, 64.9%, 53.1%) en trop');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectFits(page, 400, '.color-palette');
  });

  test('speaks the reader’s language', async ({ browser }) => {
    const context = await browser.newContext({ locale: browserLocale.de });
    const page = await context.newPage();
    await page.goto(PALETTE_PATH);
    await page.getByLabel(text('de', 'colorPalette.foreground'), { exact: true }).fill('#777');
    await expect(page.getByTestId('contrast-ratio')).toHaveText('4,47:1');
    await expect(page.getByText(text('de', 'colorPalette.groups.tints'))).toBeVisible();
    await expect(
      page.getByText(text('de', 'colorPalette.swatches.tint', { percent: '20 %' }), { exact: true }),
    ).toBeVisible();
    await context.close();
  });
});
