import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { createAccount, signInThroughUi, uniqueEmail } from './support/auth';
import { text } from './support/i18n';
import { expectFits } from './support/layout';

const TODO_PATH = '/app/todo-list';
const CODE = '4862';

const fr = (key: string, values: Record<string, string> = {}) => text('fr', `todoList.${key}`, values);
const saved = text('fr', 'synced.saved');
const waiting = (count: number) => text('fr', 'synced.waiting_other', { count: String(count) });

const syncStatus = (page: Page) => page.locator('.sync-status');
const openItems = (page: Page, title: string) =>
  page.getByRole('list', { name: fr('itemsLabel', { title }) });
const newItemField = (page: Page) => page.getByRole('textbox', { name: fr('newItemLabel'), exact: true });

interface ServerItem {
  text: string;
  done: boolean;
  dueDate: string | null;
  position: number;
}

/** An account made through the API (its bearer reads the server's data), signed in on the page. */
async function signedIn(page: Page, label: string) {
  const email = uniqueEmail(label);
  const { accessToken } = await createAccount(page.request, email, CODE);
  await signInThroughUi(page, email, CODE);
  return accessToken;
}

async function serverLists(request: APIRequestContext, token: string) {
  const answer = await request.get('/api/todo/lists', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { id: string; title: string; itemCount: number }[] }).data;
}

async function serverItems(request: APIRequestContext, token: string, listId: string) {
  const answer = await request.get(`/api/todo/lists/${listId}/items`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: ServerItem[] }).data;
}

/** Opens the tool and creates a list through the screen; resolves once the server has it. */
async function openWithList(page: Page, title: string) {
  await page.goto(TODO_PATH);
  await expect(page.getByText(fr('noLists'))).toBeVisible();
  await page.getByRole('textbox', { name: fr('newListLabel') }).fill(title);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(syncStatus(page)).toHaveText(saved);
}

async function addItem(page: Page, itemText: string) {
  await newItemField(page).fill(itemText);
  await newItemField(page).press('Enter');
  await expect(newItemField(page)).toHaveValue('');
}

/** Whether the page asks before closing: a cancelable beforeunload, as the browser sends it. */
const warnsOnClose = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

/** How many changes the to-do list's outbox (localStorage) holds for the account. */
const outboxSize = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^trousse\.outbox\..+\.todo$/.test(name));
    const saved = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { mutations?: unknown[] }) : {};
    return saved.mutations?.length ?? 0;
  });

test.describe('To-do list', () => {
  test('a visitor sees what the tool does and an invitation to sign in', async ({ page }) => {
    await page.goto(TODO_PATH);
    await expect(page.getByText(fr('description'))).toBeVisible();
    const invitation = page
      .locator('.signed-in-only')
      .getByRole('link', { name: text('fr', 'synced.signInAction') });
    await expect(invitation).toBeVisible();
    await expect(newItemField(page)).toHaveCount(0);
    await invitation.click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('lists and items by keyboard and clicks: add, date, check, edit, reorder, rename, delete; fits 400 px', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const token = await signedIn(page, 'todo');
    await openWithList(page, 'Courses');

    await addItem(page, 'Pain');
    await newItemField(page).fill('Lait');
    await page.getByLabel(fr('dueDateLabel')).fill('2026-12-24');
    await page.getByRole('button', { name: fr('addItem') }).click();
    await addItem(page, 'Œufs');
    const rows = openItems(page, 'Courses').getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Échéance : 24 décembre 2026');

    // « Monter » on the third, then Alt+↑ from the same button: first of three, said aloud.
    await page.getByRole('button', { name: 'Monter « Œufs »' }).click();
    await expect(page.getByText('Déplacé en position 2 sur 3')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Monter « Œufs »' })).toBeFocused();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(page.getByText('Déplacé en position 1 sur 3')).toBeAttached();
    await expect(rows.locator('label')).toHaveText(['Œufs', 'Pain', 'Lait']);
    await page.getByRole('button', { name: 'Descendre « Pain »' }).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(rows.locator('label')).toHaveText(['Œufs', 'Lait', 'Pain']);

    // A real checkbox, by keyboard: the item folds away under « Terminées (1) ».
    await page.getByRole('checkbox', { name: 'Lait' }).focus();
    await page.keyboard.press('Space');
    await expect(rows.locator('label')).toHaveText(['Œufs', 'Pain']);
    const doneSection = page.getByText(fr('doneSection', { count: '1' }));
    await expect(doneSection).toBeVisible();
    await doneSection.click();
    await expect(page.getByRole('checkbox', { name: 'Lait' })).toBeChecked();

    // Edit a text, Enter saves; the focus comes back to « Modifier ».
    await page.getByRole('button', { name: 'Modifier « Pain »' }).click();
    const editField = page.getByRole('textbox', { name: fr('editTextLabel') });
    await expect(editField).toBeFocused();
    await editField.fill('Pain complet');
    await editField.press('Enter');
    await expect(page.getByRole('button', { name: 'Modifier « Pain complet »' })).toBeFocused();
    await expect(syncStatus(page)).toHaveText(saved);

    const [list] = await serverLists(page.request, token);
    expect(list).toMatchObject({ title: 'Courses', itemCount: 3 });
    const items = await serverItems(page.request, token, list!.id);
    expect(items.map((item) => [item.text, item.done, item.dueDate])).toEqual([
      ['Œufs', false, null],
      ['Lait', true, '2026-12-24'],
      ['Pain complet', false, null],
    ]);

    // The 400-px screen.
    await page.setViewportSize({ width: 400, height: 800 });
    await expect(page.getByRole('checkbox', { name: 'Œufs' })).toBeVisible();
    await expectFits(page, 400, '.todo-list');

    // Delete an item, rename the list, then delete it after confirming.
    await page.getByRole('button', { name: 'Supprimer « Œufs »' }).click();
    await expect(page.getByRole('checkbox', { name: 'Œufs' })).toHaveCount(0);
    await page.getByRole('button', { name: fr('rename') }).click();
    const titleField = page.getByRole('textbox', { name: fr('renameLabel') });
    await titleField.fill('Courses de Noël');
    await titleField.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Courses de Noël' })).toBeVisible();
    await page.getByRole('button', { name: fr('deleteList') }).click();
    const dialog = page.getByRole('dialog', { name: fr('deleteListTitle', { title: 'Courses de Noël' }) });
    await expect(dialog).toContainText('Ses 2 tâches seront supprimées elles aussi.');
    await dialog.getByRole('button', { name: fr('confirmDelete') }).click();
    await expect(page.getByText(fr('noLists'))).toBeVisible();
    await expect(syncStatus(page)).toHaveText(saved);
    expect(await serverLists(page.request, token)).toEqual([]);
  });

  test('THE OFFLINE EDIT: changes made without the server wait, warn on closing, then all arrive in order', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const token = await signedIn(page, 'todo-offline');
    await openWithList(page, 'Hors ligne');
    await addItem(page, 'Avant la coupure');
    await expect(syncStatus(page)).toHaveText(saved);
    await expect.poll(() => warnsOnClose(page)).toBe(false);

    await page.route('**/api/**', (route) => route.abort());
    await addItem(page, 'Première');
    await addItem(page, 'Deuxième');
    await page.getByRole('checkbox', { name: 'Première' }).click();
    await page.getByRole('button', { name: 'Modifier « Deuxième »' }).click();
    const editField = page.getByRole('textbox', { name: fr('editTextLabel') });
    await editField.fill('Deuxième, modifiée');
    await editField.press('Enter');

    // Shown at once, from the changes that wait.
    const rows = openItems(page, 'Hors ligne').getByRole('listitem');
    await expect(rows.locator('label')).toHaveText(['Avant la coupure', 'Deuxième, modifiée']);
    await expect(page.getByText(fr('doneSection', { count: '1' }))).toBeVisible();
    await expect(syncStatus(page)).toHaveText(waiting(4));
    expect(await warnsOnClose(page)).toBe(true);

    await page.unroute('**/api/**');
    await expect(syncStatus(page)).toHaveText(saved, { timeout: 15_000 });
    await expect.poll(() => warnsOnClose(page)).toBe(false);

    const [list] = await serverLists(page.request, token);
    const items = await serverItems(page.request, token, list!.id);
    expect(items.map((item) => [item.text, item.done])).toEqual([
      ['Avant la coupure', false],
      ['Première', true],
      ['Deuxième, modifiée', false],
    ]);
  });

  test('a reload while offline keeps the waiting changes; they reach the server when it answers', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const token = await signedIn(page, 'todo-reload');
    await openWithList(page, 'Rechargée');

    await page.route('**/api/**', (route) => route.abort());
    await addItem(page, 'Gardée');
    await addItem(page, 'Aussi gardée');
    await page.getByRole('checkbox', { name: 'Gardée', exact: true }).click();
    await expect(syncStatus(page)).toHaveText(waiting(3));

    // The reload happens without the server: the changes are only in the browser's outbox.
    await page.reload();
    await expect.poll(() => outboxSize(page)).toBe(3);
    expect(await serverLists(page.request, token)).toHaveLength(1);
    expect(await serverItems(page.request, token, (await serverLists(page.request, token))[0]!.id)).toEqual(
      [],
    );

    // The server answers again: the tool, opened, sends what waited.
    await page.unroute('**/api/**');
    await page.reload();
    await expect(syncStatus(page)).toHaveText(saved, { timeout: 15_000 });
    const [list] = await serverLists(page.request, token);
    const items = await serverItems(page.request, token, list!.id);
    expect(items.map((item) => [item.text, item.done])).toEqual([
      ['Gardée', true],
      ['Aussi gardée', false],
    ]);
    // And the screen shows them from the server.
    await expect(openItems(page, 'Rechargée').getByRole('listitem').locator('label')).toHaveText([
      'Aussi gardée',
    ]);
    await expect(page.getByText(fr('doneSection', { count: '1' }))).toBeVisible();
  });
});
