import { expect, test, type Page, type Request } from '@playwright/test';

import { browserLocale, expectNoFrench, text } from './support/i18n';

const TIMER_PATH = '/app/pomodoro-timer';
/** When the page's fake clock starts (Playwright's clock API: the timer never waits for real). */
const START = Date.parse('2025-03-03T09:00:00+01:00');

/**
 * The browser's notifications, replaced by a stand-in that records what the page shows and
 * answers the permission request with `answer` (a real headless Chromium answers nothing).
 */
async function fakeNotifications(page: Page, answer: NotificationPermission) {
  await page.addInitScript((granted) => {
    const shown: { title: string; body: string }[] = [];
    class StandInNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission(): Promise<NotificationPermission> {
        StandInNotification.permission = granted;
        return Promise.resolve(granted);
      }
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body ?? '' });
      }
    }
    Object.defineProperty(window, 'Notification', { value: StandInNotification, configurable: true });
    Object.defineProperty(window, 'shownNotifications', { value: shown });
  }, answer);
}

const shownNotifications = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { shownNotifications: { title: string; body: string }[] }).shownNotifications,
  );

/**
 * Every request that carries one of `values` to the server: in its query, its body, or the
 * address of an API call (the static files' hashed names could hold two digits by chance).
 */
function recordCarriers(page: Page, values: string[]) {
  const carried: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    const api = url.pathname.startsWith('/api/') ? url.pathname : '';
    const seen = `${api} ${url.search} ${request.postData() ?? ''}`;
    if (values.some((value) => seen.includes(value))) carried.push(`${request.method()} ${request.url()}`);
  });
  return carried;
}

test.describe('Pomodoro timer', () => {
  test('runs a work session to its end, then the break, on a fake clock', async ({ page }) => {
    test.slow();
    await fakeNotifications(page, 'granted');
    await page.clock.install({ time: START });

    // From the catalogue, as a visitor.
    await page.goto('/');
    await page.getByRole('link', { name: 'Ouvrir Minuteur Pomodoro' }).click();
    await expect(page).toHaveURL(new RegExp(`${TIMER_PATH}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Minuteur Pomodoro' })).toBeVisible();
    await expect(page.getByText("Cette application n'est pas encore disponible.")).toHaveCount(0);
    const pageTitle = await page.title();
    expect(pageTitle).toBe('Minuteur Pomodoro · Trousse');
    // From here on, the page's time moves only when the test moves it.
    await page.clock.pauseAt(START + 60_000);

    const timer = page.getByRole('timer', { name: 'Temps restant' });
    const phase = page.locator('[data-phase-name]');
    const status = page.getByRole('status').filter({ hasText: /min\.$/ });
    await expect(timer).toHaveText('25:00');
    await expect(phase).toHaveText('Travail');
    await expect(
      page.getByText('Appuyez sur « Démarrer » pour lancer une séance de travail de 25 min.'),
    ).toBeVisible();
    await expect(page.getByText('Séances de travail terminées : 0')).toBeVisible();

    // Notifications, asked for from a click.
    await page.getByRole('button', { name: 'Activer les notifications' }).click();
    await expect(
      page.getByText('Notifications activées : vous serez prévenu à la fin de chaque phase.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Activer les notifications' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Démarrer' }).click();
    await page.clock.runFor(1_000);
    await expect(timer).toHaveText('24:59');
    await expect(page.getByText('En cours · Séance 1 sur 4 avant la pause longue')).toBeVisible();
    await expect(page).toHaveTitle('24:59 – Travail · Trousse');

    // Pause and resume keep the time left, however long the pause.
    await page.clock.runFor(59_000);
    await expect(timer).toHaveText('24:00');
    await page.getByRole('button', { name: 'Mettre en pause' }).click();
    await expect(page.getByText('En pause · Séance 1 sur 4 avant la pause longue')).toBeVisible();
    await expect(page).toHaveTitle(pageTitle);
    await page.clock.fastForward('10:00');
    await expect(timer).toHaveText('24:00');
    await page.getByRole('button', { name: 'Reprendre' }).click();

    // Ten minutes in the background: one jump, and the time is still exact.
    await page.clock.fastForward('10:00');
    await expect(timer).toHaveText('14:00');
    await expect(page).toHaveTitle('14:00 – Travail · Trousse');

    // The rest of the work session: the short break begins at once.
    await page.clock.fastForward('14:00');
    await expect(phase).toHaveText('Pause courte');
    await expect(timer).toHaveText('05:00');
    await expect(page.getByText('Séances de travail terminées : 1')).toBeVisible();
    await expect(status).toHaveText('Séance de travail terminée. Pause courte de 5 min.');
    await expect(page).toHaveTitle('05:00 – Pause courte · Trousse');
    expect(await shownNotifications(page)).toEqual([
      { title: 'Séance de travail terminée', body: 'À suivre : Pause courte (5 min).' },
    ]);

    // The break, then work again.
    await page.clock.fastForward('05:00');
    await expect(phase).toHaveText('Travail');
    await expect(timer).toHaveText('25:00');
    await expect(status).toHaveText('Pause terminée. Au travail : 25 min.');
    await expect(page.getByText('En cours · Séance 2 sur 4 avant la pause longue')).toBeVisible();
    expect(await shownNotifications(page)).toHaveLength(2);

    // Skip, by keyboard.
    const skip = page.getByRole('button', { name: 'Passer à la phase suivante' });
    await skip.focus();
    await page.keyboard.press('Enter');
    await expect(phase).toHaveText('Pause courte');
    await expect(status).toHaveText('Phase suivante : Pause courte, 5 min.');
    await expect(page.getByText('Séances de travail terminées : 1')).toBeVisible();

    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(phase).toHaveText('Travail');
    await expect(timer).toHaveText('25:00');
    await expect(page.getByText('Séances de travail terminées : 0')).toBeVisible();
    await expect(page).toHaveTitle(pageTitle);

    // Leaving while it runs gives the next page its own title.
    await page.getByRole('button', { name: 'Démarrer' }).click();
    await page.clock.runFor(2_000);
    await expect(page).toHaveTitle('24:58 – Travail · Trousse');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).not.toHaveTitle(/Travail/);
  });

  test('remembers valid lengths, refuses others, and sends none of them', async ({ page }) => {
    await fakeNotifications(page, 'denied');
    await page.clock.install({ time: START });
    await page.goto(TIMER_PATH);
    const timer = page.getByRole('timer', { name: 'Temps restant' });
    await expect(timer).toHaveText('25:00');
    await page.clock.pauseAt(START + 60_000);
    const carried = recordCarriers(page, ['37', '"work"', 'pomodoro.durations']);

    const work = page.getByRole('spinbutton', { name: 'Travail' });
    await work.fill('0');
    await expect(work).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Saisissez un nombre entier de minutes, de 1 à 120.')).toBeVisible();
    await expect(timer).toHaveText('25:00');
    await work.fill('121');
    await expect(work).toHaveAttribute('aria-invalid', 'true');
    await work.fill('37');
    await expect(work).toHaveAttribute('aria-invalid', 'false');
    await expect(timer).toHaveText('37:00');
    await page.getByRole('spinbutton', { name: 'Pause courte' }).fill('3');

    // Refused notifications: said so.
    await page.getByRole('button', { name: 'Activer les notifications' }).click();
    await expect(
      page.getByText(
        'Les notifications sont bloquées pour ce site. Pour les recevoir, autorisez-les dans les réglages de votre navigateur.',
      ),
    ).toBeVisible();

    // The sound switch.
    const sound = page.getByRole('switch', { name: 'Jouer un son à la fin de chaque phase' });
    await expect(sound).toHaveAttribute('aria-checked', 'true');
    await sound.click();
    await expect(sound).toHaveAttribute('aria-checked', 'false');

    await page.getByRole('button', { name: 'Démarrer' }).click();
    await page.clock.fastForward('37:00');
    await expect(page.locator('[data-phase-name]')).toHaveText('Pause courte');
    await expect(timer).toHaveText('03:00');

    await page.reload();
    await expect(timer).toHaveText('37:00');
    await expect(page.getByRole('spinbutton', { name: 'Travail' })).toHaveValue('37');
    await expect(page.getByRole('spinbutton', { name: 'Pause courte' })).toHaveValue('3');
    await expect(page.getByRole('switch', { name: 'Jouer un son à la fin de chaque phase' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(carried).toEqual([]);
  });

  test('fits a 400 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(TIMER_PATH);
    await expect(page.getByRole('timer', { name: 'Temps restant' })).toHaveText('25:00');
    await page.getByRole('spinbutton', { name: 'Pause longue' }).fill('500');
    await expect(page.getByText('Saisissez un nombre entier de minutes, de 1 à 120.')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(400);
  });

  test('speaks the reader’s language', async ({ browser }) => {
    const context = await browser.newContext({ locale: browserLocale.de });
    const page = await context.newPage();
    await page.goto(TIMER_PATH);
    await expect(page.getByRole('timer', { name: text('de', 'pomodoroTimer.timeLeft') })).toHaveText('25:00');
    await expect(page.locator('[data-phase-name]')).toHaveText(text('de', 'pomodoroTimer.phases.work'));
    await expectNoFrench(page, 'de', TIMER_PATH);
    await context.close();
  });
});
