import { expect, test, type Page, type Response } from '@playwright/test';

import { registerThroughUi, signInThroughUi, uniqueEmail } from './support/auth';
import { text } from './support/i18n';
import { expectFits } from './support/layout';

const NOTES_PATH = '/app/quick-notes';
const CODE = '4862';

const fr = (key: string, values: Record<string, string> = {}) => text('fr', `quickNotes.${key}`, values);
const saved = text('fr', 'synced.saved');

const titleField = (page: Page) => page.getByRole('textbox', { name: fr('titleLabel'), exact: true });
const bodyField = (page: Page) => page.getByRole('textbox', { name: fr('bodyLabel') });
const searchField = (page: Page) => page.getByRole('searchbox', { name: fr('searchLabel') });
const noteList = (page: Page) => page.getByRole('list', { name: fr('listTitle') });
const noteItems = (page: Page) => noteList(page).getByRole('listitem');
const syncStatus = (page: Page) => page.locator('.sync-status');
const exactly = (value: string) => new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
/** The button of the note titled exactly `title` in the list. */
const noteButton = (page: Page, title: string) =>
  noteItems(page)
    .filter({ has: page.locator('.quick-notes__item-title', { hasText: exactly(title) }) })
    .getByRole('button');

/** A write of the notes answered by the server (POST or PUT). */
const noteWrite = (method: 'POST' | 'PUT') => (response: Response) =>
  response.request().method() === method && /\/api\/notes(\/|$)/.test(new URL(response.url()).pathname);

async function openTool(page: Page) {
  await page.goto(NOTES_PATH);
  await expect(page.getByRole('button', { name: fr('newNote') })).toBeVisible();
}

/** « Nouvelle note », its title and text typed; resolves once the server has them. */
async function newNote(page: Page, title: string, body: string) {
  const created = page.waitForResponse(noteWrite('POST'));
  await page.getByRole('button', { name: fr('newNote') }).click();
  await expect(titleField(page)).toBeFocused();
  expect((await created).status()).toBe(201);
  await page.keyboard.type(title);
  const written = page.waitForResponse((response) => noteWrite('PUT')(response) && response.ok());
  await page.keyboard.press('Tab');
  await bodyField(page).fill(body);
  await written;
  await expect(noteButton(page, title)).toBeVisible();
}

test.describe('Quick notes', () => {
  test('a visitor sees what the tool does and an invitation to sign in', async ({ page }) => {
    await page.goto(NOTES_PATH);
    await expect(page.getByText(fr('description'))).toBeVisible();
    const invitation = page
      .locator('.signed-in-only')
      .getByRole('link', { name: text('fr', 'synced.signInAction') });
    await expect(invitation).toBeVisible();
    await expect(titleField(page)).toHaveCount(0);
    await invitation.click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('saves as one types, finds by words, deletes after confirming, and fits 400 px', async ({ page }) => {
    test.setTimeout(90_000);
    await registerThroughUi(page, uniqueEmail('notes'), CODE);
    await openTool(page);
    await expect(page.getByText(fr('empty'))).toBeVisible();
    await expect(syncStatus(page)).toHaveText(saved);

    // Autosave: no button, no blur — the pause in the typing sends it.
    const created = page.waitForResponse(noteWrite('POST'));
    await page.getByRole('button', { name: fr('newNote') }).click();
    await expect(titleField(page)).toBeFocused();
    await created;
    await page.keyboard.type('Recette de la tarte');
    await bodyField(page).click();
    const typed = page.waitForResponse((response) => noteWrite('PUT')(response) && response.ok());
    await page.keyboard.type('Pommes, beurre, sucre.\nFour à 180 °C.');
    await typed;
    await expect(syncStatus(page)).toHaveText(saved);
    // The counter against the limit, in French figures.
    await expect(page.locator('.quick-notes__counter')).toHaveText(/^37\s\/\s100\s000 caractères$/);

    await page.reload();
    await expect(titleField(page)).toHaveValue('Recette de la tarte');
    await expect(bodyField(page)).toHaveValue('Pommes, beurre, sucre.\nFour à 180 °C.');
    await expect(noteItems(page)).toHaveCount(1);
    // Its date, in the reader's locale.
    await expect(noteItems(page).first()).toContainText(/Modifiée le \d{1,2} \p{L}+ \d{4} à \d{2}:\d{2}/u);

    await newNote(page, 'Liste de courses', 'Pommes de terre, carottes');
    await newNote(page, 'Idées', 'Un jardin partagé');
    // Last changed first.
    await expect(noteItems(page)).toHaveCount(3);
    await expect(noteItems(page).nth(0)).toContainText('Idées');
    await expect(noteItems(page).nth(2)).toContainText('Recette de la tarte');

    // Every word, in the title or the text, whatever the case.
    await searchField(page).fill('POMMES');
    await expect(noteItems(page)).toHaveCount(2);
    await searchField(page).fill('pommes tarte');
    await expect(noteItems(page)).toHaveCount(1);
    await expect(noteItems(page).first()).toContainText('Recette de la tarte');
    await expect(page.getByRole('status').filter({ hasText: /^1 note$/ })).toBeAttached();
    await searchField(page).fill('pommes absent');
    await expect(page.getByText(fr('noResults'))).toBeVisible();
    await searchField(page).fill('');
    await expect(noteItems(page)).toHaveCount(3);

    // Keyboard only: open a note from the list, then delete it after confirming.
    await noteButton(page, 'Idées').focus();
    await page.keyboard.press('Enter');
    await expect(titleField(page)).toHaveValue('Idées');
    await page.getByRole('button', { name: fr('delete'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: fr('deleteTitle') });
    await expect(dialog).toContainText(fr('deleteBody', { title: 'Idées' }));
    await dialog.getByRole('button', { name: fr('cancel') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(noteItems(page)).toHaveCount(3);
    await page.getByRole('button', { name: fr('delete'), exact: true }).click();
    const removed = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().includes('/api/notes/'),
    );
    await dialog.getByRole('button', { name: fr('confirmDelete') }).click();
    expect((await removed).status()).toBe(200);
    await expect(noteItems(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: fr('newNote') })).toBeFocused();
    await page.reload();
    await expect(noteItems(page)).toHaveCount(2);
    await expect(noteList(page)).not.toContainText('Idées');

    // 400 px: nothing sticks out, the list above the note.
    await noteButton(page, 'Liste de courses').click();
    await expect(titleField(page)).toHaveValue('Liste de courses');
    await page.setViewportSize({ width: 400, height: 900 });
    await expectFits(page, 400, '.quick-notes');
    const list = await page.locator('.quick-notes__list-pane').boundingBox();
    const editor = await page.locator('.quick-notes__editor-pane').boundingBox();
    expect(editor!.y).toBeGreaterThanOrEqual(list!.y + list!.height - 1);
  });

  test('two devices edit one note at once: both texts are kept', async ({ page, context, browser }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('notes-two');
    // Device B starts with the same cookie choice as A, and its own session.
    const bContext = await browser.newContext({ storageState: await context.storageState() });
    const b = await bContext.newPage();
    try {
      await registerThroughUi(page, email, CODE);
      await openTool(page);
      await newNote(page, 'Partagée', "Texte d'origine");

      await signInThroughUi(b, email, CODE);
      await openTool(b);
      await noteButton(b, 'Partagée').click();
      await expect(bodyField(b)).toHaveValue("Texte d'origine");

      // A loses the network and edits: the change waits.
      await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
      await bodyField(page).fill("Texte de l'appareil A");
      await bodyField(page).blur();
      await expect(syncStatus(page)).toHaveText(/Hors ligne : 1 modification en attente d'envoi/);

      // B edits meanwhile, and the server takes it.
      const fromB = b.waitForResponse((response) => noteWrite('PUT')(response) && response.ok());
      await bodyField(b).fill("Texte de l'appareil B");
      await bodyField(b).blur();
      await fromB;
      await expect(syncStatus(b)).toHaveText(saved);

      // A comes back: its text is the latest, B's is kept in a conflict copy.
      const copyTitle = fr('conflictCopy', { title: 'Partagée' });
      await page.unroute('**/api/**');
      await expect(syncStatus(page)).toHaveText(saved, { timeout: 20_000 });
      await expect(noteButton(page, copyTitle)).toBeVisible({ timeout: 15_000 });
      await expect(bodyField(page)).toHaveValue("Texte de l'appareil A");
      await expect(noteButton(page, 'Partagée')).toContainText("Texte de l'appareil A");
      await expect(noteButton(page, copyTitle)).toContainText("Texte de l'appareil B");

      // What the server holds, read by A after a reload.
      await page.reload();
      await expect(noteItems(page)).toHaveCount(2);
      await noteButton(page, copyTitle).click();
      await expect(bodyField(page)).toHaveValue("Texte de l'appareil B");

      // B sees both within seconds of coming back to its tab (refetch on focus, or the poll).
      await b.bringToFront();
      await b.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(noteButton(b, copyTitle)).toBeVisible({ timeout: 15_000 });
      await expect(bodyField(b)).toHaveValue("Texte de l'appareil A", { timeout: 15_000 });
      await expect(noteItems(b)).toHaveCount(2);
    } finally {
      await bContext.close();
    }
  });

  test('a note deleted on one device while the other edits it offline: the edit becomes a note of its own', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('notes-gone');
    const bContext = await browser.newContext({ storageState: await context.storageState() });
    const b = await bContext.newPage();
    try {
      await registerThroughUi(page, email, CODE);
      await openTool(page);
      await newNote(page, 'Éphémère', 'Premier jet');

      // A edits without the network; B deletes the note meanwhile.
      await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
      await bodyField(page).fill('Texte tapé hors ligne');
      await bodyField(page).blur();
      await expect(syncStatus(page)).toHaveText(/Hors ligne : 1 modification en attente d'envoi/);

      await signInThroughUi(b, email, CODE);
      await openTool(b);
      await noteButton(b, 'Éphémère').click();
      await b.getByRole('button', { name: fr('delete'), exact: true }).click();
      await b
        .getByRole('dialog', { name: fr('deleteTitle') })
        .getByRole('button', { name: fr('confirmDelete') })
        .click();
      await expect(noteItems(b)).toHaveCount(0);

      // A comes back: what it typed is on the server, in a note of its own.
      const copyTitle = fr('conflictCopy', { title: 'Éphémère' });
      await page.unroute('**/api/**');
      await expect(syncStatus(page)).toHaveText(saved, { timeout: 20_000 });
      await page.reload();
      await expect(noteItems(page)).toHaveCount(1);
      await noteButton(page, copyTitle).click();
      await expect(bodyField(page)).toHaveValue('Texte tapé hors ligne');
    } finally {
      await bContext.close();
    }
  });
});
