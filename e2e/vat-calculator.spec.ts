import { expect, test, type Locator, type Page, type Request } from '@playwright/test';

import { browserLocale, text } from './support/i18n';
import { expectFits } from './support/layout';

const VAT_PATH = '/app/vat-calculator';

const line = (page: Page, position: number) => page.getByRole('group', { name: `Ligne ${position}` });
const result = (page: Page) => page.getByRole('region', { name: /^(Résultat|Total des lignes)$/ });
const figure = (scope: Locator, name: 'ht' | 'vat' | 'ttc') =>
  scope.locator(`[data-figure="${name}"] .vat-figures__value`);
/** An amount as the page writes it, its spaces no-break ones: "1 234,56 €" matches "1 234,56 €". */
const amount = (written: string) => new RegExp(`^${written.replace(/ /g, '\\s').replace('.', '\\.')}$`);

test.describe('VAT calculator', () => {
  test('computes HT, TVA and TTC in the browser, and no request carries an amount', async ({
    page,
    context,
  }) => {
    // A long walk through the screen: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const typed = ['4 321,98', '4321,98', '4321.98', '987,65', '987.65', '8,75', 'douze'];
    const carried: string[] = [];
    page.on('request', (request: Request) => {
      const seen = `${request.url()} ${request.postData() ?? ''} ${JSON.stringify(request.headers())}`;
      for (const value of typed)
        if (seen.includes(value)) carried.push(`${request.method()} ${request.url()}`);
    });

    // From the catalogue, as a visitor: the card opens the tool, not the "unavailable" notice.
    await page.goto('/');
    await page.getByRole('link', { name: 'Ouvrir Calculateur de TVA' }).click();
    await expect(page).toHaveURL(new RegExp(`${VAT_PATH}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Calculateur de TVA' })).toBeVisible();
    await expect(page.getByText("Cette application n'est pas encore disponible.")).toHaveCount(0);
    await expect(
      page.getByText("Saisissez un montant : le HT, la TVA et le TTC s'affichent ici."),
    ).toBeVisible();

    // An amount before tax at 20 %, as French writes it.
    const first = line(page, 1);
    await expect(first.getByLabel('Le montant saisi est')).toHaveValue('ht');
    await first.getByLabel('Montant en euros').fill('4 321,98');
    await expect(figure(result(page), 'ht')).toHaveText(amount('4 321,98 €'));
    await expect(figure(result(page), 'vat')).toHaveText(amount('864,40 €'));
    await expect(figure(result(page), 'ttc')).toHaveText(amount('5 186,38 €'));
    await expect(result(page).getByRole('term').nth(1)).toHaveText(/^TVA à 20\s%$/);
    await expect(
      page.getByRole('status').filter({ hasText: /^4\s321,98\s€ HT, 864,40\s€ de TVA, 5\s186,38\s€ TTC\.$/ }),
    ).toBeAttached();

    // Half a cent goes up: 1,25 € at 10 % is 0,125 € of VAT, so 0,13 €.
    await first.getByLabel('Montant en euros').fill('1,25');
    await first.getByLabel('Taux de TVA').selectOption('10000');
    await expect(figure(result(page), 'vat')).toHaveText(amount('0,13 €'));
    await expect(figure(result(page), 'ttc')).toHaveText(amount('1,38 €'));

    // From a TTC: HT = round(TTC / 1,055), TVA = TTC − HT.
    await first.getByLabel('Le montant saisi est').selectOption('ttc');
    await first.getByLabel('Taux de TVA').selectOption('5500');
    await first.getByLabel('Montant en euros').fill('987,65');
    await expect(figure(result(page), 'ht')).toHaveText(amount('936,16 €'));
    await expect(figure(result(page), 'vat')).toHaveText(amount('51,49 €'));
    await expect(figure(result(page), 'ttc')).toHaveText(amount('987,65 €'));

    // A second line takes the focus and the first one's settings; a custom rate.
    await page.getByRole('button', { name: 'Ajouter une ligne' }).click();
    const second = line(page, 2);
    await expect(second.getByLabel('Montant en euros')).toBeFocused();
    await expect(second.getByLabel('Le montant saisi est')).toHaveValue('ttc');
    await second.getByLabel('Le montant saisi est').selectOption('ht');
    await second.getByLabel('Taux de TVA').selectOption('custom');
    await second.getByLabel('Taux, en %').fill('8,75');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(second.getByLabel('Montant en euros')).toBeFocused();
    await page.keyboard.type('100');
    await expect(figure(second, 'vat')).toHaveText(amount('8,75 €'));
    await expect(second.getByRole('term').nth(1)).toHaveText(/^TVA à 8,75\s%$/);
    await expect(page.getByRole('heading', { name: 'Total des lignes' })).toBeVisible();
    await expect(figure(result(page), 'ht')).toHaveText(amount('1 036,16 €'));
    await expect(figure(result(page), 'vat')).toHaveText(amount('60,24 €'));
    await expect(figure(result(page), 'ttc')).toHaveText(amount('1 096,40 €'));
    await expect(result(page).getByRole('term').nth(1)).toHaveText('TVA');

    // Copy: the bare amount in French, and "Copié".
    await page.getByRole('button', { name: 'Copier le montant TTC total' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copié' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1096,40');
    await page.getByRole('button', { name: 'Copier la TVA de la ligne 1' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('51,49');

    // Garbage is refused in words, once the typing pauses; the total waits for a fix.
    await second.getByLabel('Montant en euros').fill('douze');
    await expect(second.getByRole('alert')).toHaveText(
      /^Saisissez un montant en chiffres, par exemple 1\s234,56\.$/,
    );
    await expect(second.getByLabel('Montant en euros')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Corrigez les lignes signalées pour obtenir le total.')).toBeVisible();
    await second.getByLabel('Montant en euros').fill('1,234');
    await expect(second.getByRole('alert')).toHaveText('Un montant en euros a deux décimales au plus.');
    await second.getByLabel('Taux, en %').fill('120');
    await expect(
      second.getByRole('alert').filter({ hasText: 'Saisissez un taux entre 0 et 100 %.' }),
    ).toBeVisible();

    // Removing the second line gives the focus back to the first.
    await page.getByRole('button', { name: 'Supprimer la ligne 2' }).click();
    await expect(line(page, 2)).toHaveCount(0);
    await expect(first.getByLabel('Montant en euros')).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Résultat' })).toBeVisible();
    await expect(figure(result(page), 'ttc')).toHaveText(amount('987,65 €'));
    await expect(page.getByRole('button', { name: /^Supprimer la ligne/ })).toHaveCount(0);

    expect(carried).toEqual([]);
  });

  test('reads and writes amounts in the reader’s language', async ({ browser }) => {
    const context = await browser.newContext({ locale: browserLocale.en });
    const page = await context.newPage();
    await page.goto(VAT_PATH);
    await expect(page.getByText(text('en', 'vatCalculator.empty'))).toBeVisible();
    await page.getByLabel(text('en', 'vatCalculator.amount')).fill('1,234.56');
    const region = page.getByRole('region', { name: text('en', 'vatCalculator.resultTitle') });
    await expect(figure(region, 'ht')).toHaveText('€1,234.56');
    await expect(figure(region, 'vat')).toHaveText('€246.91');
    await expect(figure(region, 'ttc')).toHaveText('€1,481.47');
    // "1,234" is a thousand and more in English.
    await page.getByLabel(text('en', 'vatCalculator.amount')).fill('1,234');
    await expect(figure(region, 'ht')).toHaveText('€1,234.00');
    await context.close();
  });

  test('fits a 400 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(VAT_PATH);
    await expect(line(page, 1)).toBeVisible();
    await expectFits(page, 400, '.vat-calculator');
    await line(page, 1).getByLabel('Montant en euros').fill('999 999 999 999,99');
    await page.getByRole('button', { name: 'Ajouter une ligne' }).click();
    await line(page, 2).getByLabel('Taux de TVA').selectOption('custom');
    await line(page, 2).getByLabel('Taux, en %').fill('pas un taux');
    await line(page, 2).getByLabel('Montant en euros').fill('999 999 999 999,99');
    await expect(line(page, 2).getByRole('alert')).toBeVisible();
    await expectFits(page, 400, '.vat-calculator');
    await line(page, 2).getByLabel('Taux, en %').fill('100');
    await expect(figure(result(page), 'ttc')).toHaveText(amount('3 199 999 999 999,97 €'));
    await expectFits(page, 400, '.vat-calculator');
  });
});
