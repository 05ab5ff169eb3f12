import { expect, test, type Page, type Request } from '@playwright/test';

import { browserLocale, text } from './support/i18n';
import { decoded, expectFits } from './support/layout';

const CONVERTER_PATH = '/app/unit-converter';

const result = (page: Page) => page.getByTestId('unit-converter-result');
const valueField = (page: Page) => page.getByLabel('Valeur à convertir');

test.describe('Unit converter', () => {
  test('converts exactly in the browser, remembers its units, and no request carries the value', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const typed = ['98765,4321', '1,5', '-300', 'douze mètres'];
    const carried: string[] = [];
    page.on('request', (request: Request) => {
      const raw = `${request.url()} ${request.postData() ?? ''} ${JSON.stringify(request.headers())}`;
      const seen = `${raw} ${decoded(raw)}`;
      for (const value of typed)
        if (seen.includes(value)) carried.push(`${request.method()} ${request.url()}`);
    });

    // From the catalogue, as a visitor: the card opens the tool, not the "unavailable" notice.
    await page.goto('/');
    await page.getByRole('link', { name: "Ouvrir Convertisseur d'unités" }).click();
    await expect(page).toHaveURL(new RegExp(`${CONVERTER_PATH}$`));
    await expect(page.getByRole('heading', { level: 1, name: "Convertisseur d'unités" })).toBeVisible();
    await expect(page.getByText("Cette application n'est pas encore disponible.")).toHaveCount(0);
    await expect(page.getByText("Saisissez une valeur : sa conversion s'affiche ici.")).toBeVisible();

    // Lengths first, kilometres to miles.
    const category = page.getByLabel('Grandeur');
    const from = page.getByLabel('Unité de départ');
    const to = page.getByLabel("Unité d'arrivée");
    await expect(category).toHaveValue('length');
    await expect(from).toHaveValue('km');
    await expect(to).toHaveValue('mile');

    // A French decimal comma; the result, its summary for screen readers and the whole table.
    await from.selectOption({ label: 'Mile (mi)' });
    await to.selectOption({ label: 'Kilomètre (km)' });
    await valueField(page).fill('1,5');
    await expect(result(page)).toHaveText('1,5 mi = 2,414016 km');
    await expect(
      page.getByRole('status').filter({ hasText: 'Résultat : 1,5 mi = 2,414016 km.' }),
    ).toBeAttached();
    const table = page.getByRole('table', { name: 'Dans toutes les unités' });
    await expect(table.getByRole('row', { name: 'Mètre 2 414,016 m' })).toBeVisible();
    await expect(table.getByRole('row', { name: 'Pied 7 920 ft' })).toBeVisible();
    await expect(table.getByRole('row', { name: 'Pouce 95 040 in' })).toBeVisible();

    // The copy button puts the bare number on the clipboard, as a French spreadsheet reads it.
    await page.getByRole('button', { name: 'Copier le résultat' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copié' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('2,414016');

    // The swap button, by keyboard.
    const swap = page.getByRole('button', { name: 'Inverser les unités' });
    await swap.focus();
    await page.keyboard.press('Enter');
    await expect(from).toHaveValue('km');
    await expect(to).toHaveValue('mile');
    await expect(result(page)).toHaveText('1,5 km = 0,9320567884 mi');

    // A big number with its digits grouped, and no float noise.
    await valueField(page).fill('98765,4321');
    await expect(result(page)).toHaveText('98 765,4321 km = 61 369,9943 mi');

    // Garbage: a clear message on the field, no result.
    await valueField(page).fill('douze mètres');
    await expect(page.getByRole('alert')).toHaveText("Ce n'est pas un nombre. Écrivez par exemple 1 234,5.");
    await expect(valueField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(result(page)).toHaveCount(0);
    await expect(page.getByText('Corrigez la valeur pour voir sa conversion.')).toBeVisible();
    await expect(page.getByText('NaN')).toHaveCount(0);

    // Temperatures: an affine conversion, and absolute zero.
    await category.selectOption({ label: 'Température' });
    await expect(from).toHaveValue('celsius');
    await expect(to).toHaveValue('fahrenheit');
    await valueField(page).fill('-40');
    await expect(valueField(page)).toHaveAttribute('aria-invalid', 'false');
    await expect(result(page)).toHaveText('-40 °C = -40 °F');
    await to.selectOption({ label: 'Kelvin (K)' });
    await valueField(page).fill('-300');
    await expect(page.getByRole('alert')).toHaveText(
      'Cette température est inférieure au zéro absolu (-273,15 °C).',
    );
    await expect(page.getByRole('table')).toHaveCount(0);

    // Data sizes: binary and decimal prefixes, in French octets.
    await category.selectOption({ label: 'Taille de données' });
    await from.selectOption({ label: 'Gibioctet (Gio)' });
    await to.selectOption({ label: 'Octet (o)' });
    await valueField(page).fill('1');
    await expect(result(page)).toHaveText('1 Gio = 1 073 741 824 o');

    // The browser remembers the last quantity and, for each, its units.
    await page.reload();
    await expect(category).toHaveValue('data');
    await expect(from).toHaveValue('gibibyte');
    await expect(to).toHaveValue('byte');
    await category.selectOption({ label: 'Température' });
    await expect(from).toHaveValue('celsius');
    await expect(to).toHaveValue('kelvin');

    expect(carried).toEqual([]);
  });

  test('fits a 400 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(CONVERTER_PATH);
    await page.getByLabel('Grandeur').selectOption({ label: 'Volume' });
    await page.getByLabel('Unité de départ').selectOption({ label: 'Once liquide impériale (fl oz imp.)' });
    await valueField(page).fill('123456789,123');
    await expect(result(page)).toBeVisible();
    await expectFits(page, 400, '.unit-converter');
    await valueField(page).fill('0,000000001');
    await expect(page.getByRole('table')).toContainText('× 10');
    await expectFits(page, 400, '.unit-converter');
    await valueField(page).fill('n’importe quoi');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectFits(page, 400, '.unit-converter');
  });

  test('reads and writes numbers as an English reader does', async ({ browser }) => {
    const context = await browser.newContext({ locale: browserLocale.en });
    const page = await context.newPage();
    await page.goto(CONVERTER_PATH);
    const field = page.getByLabel(text('en', 'unitConverter.value'));
    await field.fill('1.5');
    await expect(result(page)).toHaveText('1.5 km = 0.9320567884 mi');
    // A comma groups thousands in English: "1,5" is not a number.
    await field.fill('1,5');
    await expect(page.getByRole('alert')).toHaveText(
      text('en', 'unitConverter.errors.invalid', { example: '1,234.5' }),
    );
    await context.close();
  });

  test('reads and writes numbers as a German reader does', async ({ browser }) => {
    const context = await browser.newContext({ locale: browserLocale.de });
    const page = await context.newPage();
    await page.goto(CONVERTER_PATH);
    await page.getByLabel(text('de', 'unitConverter.value')).fill('1.000,5');
    await expect(result(page)).toHaveText('1.000,5 km = 621,6818778 mi');
    await expect(page.getByRole('cell', { name: '1.000.500 m', exact: true })).toBeVisible();
    await context.close();
  });
});
