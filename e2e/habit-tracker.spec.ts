import { expect, test, type Locator, type Page, type Response } from '@playwright/test';

import { registerThroughUi, uniqueEmail } from './support/auth';
import { text } from './support/i18n';
import { expectFits } from './support/layout';

const HABITS_PATH = '/app/habit-tracker';
const CODE = '3971';

const fr = (key: string, values: Record<string, string> = {}) => text('fr', `habitTracker.${key}`, values);

const habitList = (page: Page) =>
  page
    .getByRole('region', { name: fr('listTitle') })
    .getByRole('list')
    .first();
const habitItem = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const streak = (item: Locator, key: 'currentStreak' | 'bestStreak') =>
  item.locator('.habit__streaks > div', { hasText: fr(key) }).locator('dd');
const todayCell = (item: Locator) => item.locator('.habit-year__cell--today');
const syncStatus = (page: Page) => page.locator('.sync-status');

/** A write of the habits answered by the server. */
const habitWrite = (method: 'POST' | 'PUT' | 'DELETE') => (response: Response) =>
  response.request().method() === method && /\/api\/habits(\/|$)/.test(new URL(response.url()).pathname);

async function openTool(page: Page) {
  await page.goto(HABITS_PATH);
  await expect(page.getByRole('heading', { level: 2, name: fr('addTitle') })).toBeVisible();
}

/** Types a habit in the form, by keyboard only, and waits for the server's answer. */
async function addHabit(page: Page, name: string, target: number) {
  const created = page.waitForResponse(habitWrite('POST'));
  await page.getByRole('textbox', { name: fr('nameLabel') }).focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('spinbutton', { name: fr('targetLabel') })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(String(target));
  await page.keyboard.press('Enter');
  expect((await created).status()).toBe(201);
  await expect(habitItem(page, name)).toBeVisible();
}

test.describe('Habit tracker', () => {
  test('a visitor sees what the tool does and an invitation to sign in', async ({ page }) => {
    await page.goto(HABITS_PATH);
    await expect(page.getByText(fr('description'))).toBeVisible();
    const invitation = page
      .locator('.signed-in-only')
      .getByRole('link', { name: text('fr', 'synced.signInAction') });
    await expect(invitation).toBeVisible();
    await expect(page.getByRole('textbox', { name: fr('nameLabel') })).toHaveCount(0);
    await invitation.click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('checks today by keyboard: the streak becomes 1, the year’s cell fills, and both stay after a reload', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await registerThroughUi(page, uniqueEmail('habits'), CODE);
    await openTool(page);
    await expect(page.getByText(fr('empty'))).toBeVisible();

    // A name left empty is refused in French, before anything is sent.
    await page.getByRole('button', { name: fr('add') }).click();
    await expect(page.getByText(fr('fields.nameRequired'))).toBeVisible();
    await expect(page.getByRole('textbox', { name: fr('nameLabel') })).toBeFocused();

    await addHabit(page, 'Lire 20 pages', 1);
    const item = habitItem(page, 'Lire 20 pages');
    await expect(syncStatus(page)).toHaveText(text('fr', 'synced.saved'));
    await expect(
      page.getByRole('status').filter({ hasText: fr('added', { name: 'Lire 20 pages' }) }),
    ).toBeAttached();
    await expect(streak(item, 'currentStreak')).toHaveText('0 jour');
    await expect(todayCell(item)).toHaveAttribute('data-level', 'none');

    // Today's box, by keyboard.
    const today = item.getByRole('checkbox', { name: fr('doneToday') });
    const checked = page.waitForResponse(habitWrite('PUT'));
    await today.focus();
    await page.keyboard.press('Space');
    expect((await checked).status()).toBe(200);
    await expect(today).toBeChecked();
    await expect(streak(item, 'currentStreak')).toHaveText('1 jour');
    await expect(streak(item, 'bestStreak')).toHaveText('1 jour');
    await expect(todayCell(item)).toHaveAttribute('data-level', 'done');
    await expect(todayCell(item)).toHaveAttribute('aria-label', /objectif atteint \(1\/1\)$/);
    await expect(page.getByRole('status').filter({ hasText: 'Série en cours : 1 jour.' })).toBeAttached();
    await expect(syncStatus(page)).toHaveText(text('fr', 'synced.saved'));

    await page.reload();
    const again = habitItem(page, 'Lire 20 pages');
    await expect(again.getByRole('checkbox', { name: fr('doneToday') })).toBeChecked();
    await expect(streak(again, 'currentStreak')).toHaveText('1 jour');
    await expect(todayCell(again)).toHaveAttribute('data-level', 'done');

    // Yesterday too: a streak of 2 days, in the grid as well.
    const week = again.getByRole('group', { name: fr('week') });
    const yesterday = week.getByRole('checkbox').last();
    const past = page.waitForResponse(habitWrite('PUT'));
    await yesterday.focus();
    await page.keyboard.press('Space');
    expect((await past).status()).toBe(200);
    await expect(streak(again, 'currentStreak')).toHaveText('2 jours');
    await expect(again.locator('.habit-year__grid .habit-year__cell--done')).toHaveCount(2);
    await expect(week.getByRole('checkbox')).toHaveCount(7);
  });

  test('counts several times a day, renames, and deletes after a confirmation', async ({ page }) => {
    test.setTimeout(90_000);
    await registerThroughUi(page, uniqueEmail('habits-steps'), CODE);
    await openTool(page);
    await addHabit(page, 'Boire un verre d’eau', 3);
    const item = habitItem(page, 'Boire un verre d’eau');
    await expect(item.getByText(fr('perDay_other', { count: '3' }))).toBeVisible();

    const more = item.getByRole('button', { name: fr('increase', { name: 'Boire un verre d’eau' }) });
    await expect(
      item.getByRole('button', { name: fr('decrease', { name: 'Boire un verre d’eau' }) }),
    ).toBeDisabled();
    await more.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(item.locator('.habit__progress')).toContainText('2/3');
    await expect(todayCell(item)).toHaveAttribute('data-level', 'partial');
    await expect(streak(item, 'currentStreak')).toHaveText('0 jour');
    await page.keyboard.press('Enter');
    await expect(item.locator('.habit__progress')).toContainText('3/3');
    await expect(more).toBeDisabled();
    await expect(todayCell(item)).toHaveAttribute('data-level', 'done');
    await expect(streak(item, 'currentStreak')).toHaveText('1 jour');
    await expect(syncStatus(page)).toHaveText(text('fr', 'synced.saved'));
    await page.reload();
    await expect(habitItem(page, 'Boire un verre d’eau').locator('.habit__progress')).toContainText('3/3');

    // Rename, in a dialog.
    await habitItem(page, 'Boire un verre d’eau')
      .getByRole('button', { name: fr('edit') })
      .click();
    const dialog = page.getByRole('dialog', { name: fr('editTitle') });
    const nameField = dialog.getByRole('textbox', { name: fr('nameLabel') });
    await expect(nameField).toBeFocused();
    await nameField.fill('Boire de l’eau');
    const renamed = page.waitForResponse(habitWrite('PUT'));
    await page.keyboard.press('Enter');
    expect((await renamed).status()).toBe(200);
    await expect(habitItem(page, 'Boire de l’eau')).toBeVisible();

    // Delete: Cancel keeps it, Delete removes it.
    await habitItem(page, 'Boire de l’eau')
      .getByRole('button', { name: fr('delete') })
      .click();
    const confirm = page.getByRole('dialog', { name: fr('deleteTitle', { name: 'Boire de l’eau' }) });
    await expect(confirm.getByText(fr('deleteBody'))).toBeVisible();
    await confirm.getByRole('button', { name: fr('cancel') }).click();
    await expect(habitItem(page, 'Boire de l’eau')).toBeVisible();
    await habitItem(page, 'Boire de l’eau')
      .getByRole('button', { name: fr('delete') })
      .click();
    const deleted = page.waitForResponse(habitWrite('DELETE'));
    await page
      .getByRole('dialog')
      .getByRole('button', { name: fr('delete'), exact: true })
      .click();
    expect((await deleted).status()).toBe(200);
    await expect(habitItem(page, 'Boire de l’eau')).toHaveCount(0);
    await expect(page.getByText(fr('empty'))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: fr('listTitle') })).toBeFocused();
    await page.reload();
    await expect(page.getByText(fr('empty'))).toBeVisible();
  });

  test('fits a screen 400 px wide; the year scrolls sideways', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 400, height: 800 });
    await registerThroughUi(page, uniqueEmail('habits-narrow'), CODE);
    await openTool(page);
    await addHabit(page, 'Méditer dix minutes chaque matin avant le petit-déjeuner', 2);
    const item = habitItem(page, 'Méditer dix minutes chaque matin avant le petit-déjeuner');
    await expect(habitList(page).locator(':scope > li')).toHaveCount(1);
    await expectFits(page, 400, '.habit-tracker');
    const year = item.getByRole('region', {
      name: fr('yearLabel', { name: 'Méditer dix minutes chaque matin avant le petit-déjeuner' }),
    });
    const sizes = await year.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    // Today's end shows first: in sight once the grid is, without scrolling it sideways.
    await year.scrollIntoViewIfNeeded();
    await expect(todayCell(item)).toBeInViewport();
  });
});
