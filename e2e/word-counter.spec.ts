import { expect, test, type Page, type Request } from '@playwright/test';

import { browserLocale, text } from './support/i18n';
import { expectFits } from './support/layout';

const COUNTER_PATH = '/app/word-counter';

const textField = (page: Page) => page.getByLabel('Texte à analyser');
const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"] dd`);
/** A number as French writes it, its group separator a narrow no-break space. */
const frenchNumber = (digits: string) => new RegExp(`^${digits.replace(' ', '\\s')}$`);

test.describe('Word counter', () => {
  test('counts in the browser as French counts, and no request carries the text', async ({ page }) => {
    test.setTimeout(90_000);
    const typed = ["L'homme marche aujourd'hui.", 'Viendras-tu', 'motclef '];
    const carried: string[] = [];
    page.on('request', (request: Request) => {
      const seen = `${request.url()} ${request.postData() ?? ''} ${JSON.stringify(request.headers())}`;
      for (const value of typed)
        if (seen.includes(value)) carried.push(`${request.method()} ${request.url()}`);
    });

    // From the catalogue, as a visitor: the card opens the tool, not the "unavailable" notice.
    await page.goto('/');
    await page.getByRole('link', { name: 'Ouvrir Compteur de mots' }).click();
    await expect(page).toHaveURL(new RegExp(`${COUNTER_PATH}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Compteur de mots' })).toBeVisible();
    await expect(page.getByText("Cette application n'est pas encore disponible.")).toHaveCount(0);
    await expect(
      page.getByText("Tapez ou collez un texte : ses statistiques s'affichent ici."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Effacer' })).toBeDisabled();

    // "L'" is a word of its own, "aujourd'hui" one word; line breaks end paragraphs.
    await textField(page).fill("L'homme marche aujourd'hui.\n\nIl pleut ! Viendras-tu ?");
    await expect(figure(page, 'words')).toHaveText('8');
    await expect(figure(page, 'characters')).toHaveText('51');
    await expect(figure(page, 'characters-no-spaces')).toHaveText('45');
    await expect(figure(page, 'sentences')).toHaveText('3');
    await expect(figure(page, 'paragraphs')).toHaveText('2');
    await expect(figure(page, 'reading-time')).toHaveText("moins d'une minute");
    await expect(figure(page, 'speaking-time')).toHaveText("moins d'une minute");
    await expect(page.getByRole('term')).toHaveText([
      'Mots',
      'Caractères, espaces compris',
      'Caractères sans espaces',
      'Phrases',
      'Paragraphes',
      'Temps de lecture',
      'Temps de parole',
    ]);
    // The summary is said once the typing pauses.
    await expect(page.getByRole('status').filter({ hasText: '8 mots, 51 caractères.' })).toBeAttached();

    // Emoji and decomposed accents are one character each.
    await textField(page).fill('e\u0301te\u0301 👍🏽 🇫🇷');
    await expect(figure(page, 'characters')).toHaveText('7');
    await expect(figure(page, 'characters-no-spaces')).toHaveText('5');

    // 1 500 words: 6 min to read at 238 a minute, 10 min to say at 150.
    await textField(page).fill('motclef '.repeat(1500));
    await expect(figure(page, 'words')).toHaveText(frenchNumber('1 500'));
    await expect(figure(page, 'characters')).toHaveText(frenchNumber('12 000'));
    await expect(figure(page, 'reading-time')).toHaveText(/^6\smin$/);
    await expect(figure(page, 'speaking-time')).toHaveText(/^10\smin$/);
    await expect(
      page.getByRole('status').filter({ hasText: /^1\s500 mots, 12\s000 caractères\.$/ }),
    ).toBeAttached();

    // "Effacer", by keyboard: the text goes, the empty state comes back, the field has the focus.
    const clear = page.getByRole('button', { name: 'Effacer' });
    await clear.focus();
    await page.keyboard.press('Enter');
    await expect(textField(page)).toHaveValue('');
    await expect(textField(page)).toBeFocused();
    await expect(
      page.getByText("Tapez ou collez un texte : ses statistiques s'affichent ici."),
    ).toBeVisible();
    await expect(figure(page, 'words')).toHaveCount(0);

    expect(carried).toEqual([]);
  });

  test('counts a megabyte of text', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(COUNTER_PATH);
    const block = "L'homme marche. Il pleut !\n";
    const times = Math.ceil(1_000_000 / block.length);
    // Pasted at once, as a long document is.
    await textField(page).evaluate((field, value) => {
      const textarea = field as HTMLTextAreaElement;
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setter?.call(textarea, value);
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    }, block.repeat(times));
    const count = (value: number) => new RegExp(`^${value.toLocaleString('en').replace(/,/g, '\\s')}$`);
    await expect(figure(page, 'words')).toHaveText(count(5 * times), { timeout: 60_000 });
    await expect(figure(page, 'sentences')).toHaveText(count(2 * times));
    await expect(figure(page, 'paragraphs')).toHaveText(count(times));
    await expect(figure(page, 'characters')).toHaveText(count(26 * times));
  });

  test('counts as the reader’s language does', async ({ browser }) => {
    const context = await browser.newContext({ locale: browserLocale.de });
    const page = await context.newPage();
    await page.goto(COUNTER_PATH);
    await expect(page.getByText(text('de', 'wordCounter.empty'))).toBeVisible();
    // German elides nothing: "l'homme" is one word there.
    await page.getByLabel(text('de', 'wordCounter.label')).fill("l'homme");
    await expect(figure(page, 'words')).toHaveText('1');
    await expect(figure(page, 'reading-time')).toHaveText(text('de', 'wordCounter.lessThanMinute'));
    await expect(page.getByRole('term').first()).toHaveText(text('de', 'wordCounter.words'));
    await context.close();
  });

  test('fits a 400 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(COUNTER_PATH);
    await expect(textField(page)).toBeVisible();
    await expectFits(page, 400, '.word-counter');
    await textField(page).fill(`${'Anticonstitutionnellement'.repeat(8)} ${'mot '.repeat(12_000)}`);
    await expect(figure(page, 'words')).toHaveText(/^12\s001$/);
    await expectFits(page, 400, '.word-counter');
  });
});
