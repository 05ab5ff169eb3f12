import { expect, test, type Page } from '@playwright/test';

import { clickCode, uniqueEmail } from './support/auth';
import {
  browserLocale,
  expectNoFrench,
  languageNames,
  testLanguages,
  text,
  type TestLanguage,
} from './support/i18n';

const CODE = '7391';

const html = (page: Page) => page.locator('html');
const chooser = (page: Page, language: TestLanguage) =>
  page.getByRole('combobox', { name: text(language, 'footer.language') });

/** Creates an account through the sign-in screen, reading every label in `language`. */
async function registerIn(page: Page, language: TestLanguage, email: string) {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: text(language, 'auth.email.label') }).fill(email);
  await page.getByRole('button', { name: text(language, 'auth.email.submit'), exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text(language, 'auth.register.title') }),
  ).toBeVisible();
  await clickCode(page, CODE);
  await page.getByRole('button', { name: text(language, 'auth.keypad.submit'), exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text(language, 'auth.registerConfirm.title') }),
  ).toBeVisible();
  await clickCode(page, CODE);
  await page.getByRole('button', { name: text(language, 'auth.keypad.submit'), exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text(language, 'dashboard.titleSignedIn') }),
  ).toBeVisible();
}

/** Signs in with a known email, reading the labels in `language`; ends on the dashboard. */
async function signInIn(page: Page, language: TestLanguage, email: string) {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: text(language, 'auth.email.label') }).fill(email);
  await page.getByRole('button', { name: text(language, 'auth.email.submit'), exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text(language, 'auth.login.title') }),
  ).toBeVisible();
  await clickCode(page, CODE);
  await page.getByRole('button', { name: text(language, 'auth.keypad.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

for (const language of testLanguages) {
  test.describe(`A first visit from a browser in ${language}`, () => {
    test.use({ locale: browserLocale[language] });

    test('shows the dashboard, the sign-in screen and the generator in that language', async ({ page }) => {
      await page.goto('/');
      await expect(html(page)).toHaveAttribute('lang', language);
      await expect(
        page.getByRole('heading', { level: 1, name: text(language, 'dashboard.title') }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: text(language, 'header.signIn') })).toBeVisible();
      await expect(chooser(page, language)).toHaveValue(language);

      await page.goto('/auth');
      await expect(
        page.getByRole('heading', { level: 1, name: text(language, 'auth.email.title') }),
      ).toBeVisible();
      await registerIn(page, language, uniqueEmail(`lang-${language}`));

      await page.goto('/app/password-generator');
      await expect(
        page.getByRole('heading', { level: 1, name: text(language, 'generator.title') }),
      ).toBeVisible();
      await page.getByRole('button', { name: text(language, 'generator.generate'), exact: true }).click();
      await expect(page.getByRole('textbox', { name: text(language, 'generator.password') })).not.toHaveValue(
        '',
      );
      await expect(html(page)).toHaveAttribute('lang', language);
    });
  });
}

test.describe('Choosing a language', () => {
  test.use({ locale: 'fr-FR' });

  test('a visitor switches in the footer at once, and the choice survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('lang', 'fr');
    await chooser(page, 'fr').selectOption({ label: languageNames.en });
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'dashboard.title') })).toBeVisible();

    await page.reload();
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'dashboard.title') })).toBeVisible();

    await chooser(page, 'en').selectOption({ label: languageNames.es });
    await expect(page.getByRole('heading', { level: 1, name: text('es', 'dashboard.title') })).toBeVisible();
    await chooser(page, 'es').selectOption({ label: languageNames.fr });
    await expect(html(page)).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: text('fr', 'dashboard.title') })).toBeVisible();
  });

  test("a signed-in user's choice is saved on the account and follows them to another browser", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('follow');
    await registerIn(page, 'fr', email);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/preferences') && response.request().method() === 'PUT',
    );
    await chooser(page, 'fr').selectOption({ label: languageNames.de });
    expect((await saved).status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: text('de', 'dashboard.titleSignedIn') }),
    ).toBeVisible();

    // Another browser, in French, with no choice stored: the account's language applies at sign-in.
    const other = await browser.newContext({ locale: 'fr-FR' });
    const otherPage = await other.newPage();
    await otherPage.goto('/');
    await expect(html(otherPage)).toHaveAttribute('lang', 'fr');
    await signInIn(otherPage, 'fr', email);
    await expect(html(otherPage)).toHaveAttribute('lang', 'de');
    await expect(
      otherPage.getByRole('heading', { level: 1, name: text('de', 'dashboard.titleSignedIn') }),
    ).toBeVisible();
    await other.close();
  });
});

test.describe('Every screen in English', () => {
  test.use({ locale: 'en-GB' });

  test('no French is left on the screens of the other browser tests', async ({ page }) => {
    // A walk through a dozen screens and a registration: it took 32 s once on a loaded CI machine.
    test.slow();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'dashboard.title') })).toBeVisible();
    await expectNoFrench(page, 'en', 'the dashboard');

    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.type('zzzz');
    await expectNoFrench(page, 'en', 'the search palette');
    await page.keyboard.press('Escape');

    await page.goto('/app/password-generator');
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'generator.title') })).toBeVisible();
    await expectNoFrench(page, 'en', 'the generator, signed out');

    await page.goto('/upgrade');
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'upgrade.title') })).toBeVisible();
    await expectNoFrench(page, 'en', 'the upgrade page');

    await page.goto('/cancellation');
    await expect(
      page.getByRole('heading', { level: 1, name: text('en', 'cancellation.title') }),
    ).toBeVisible();
    await expectNoFrench(page, 'en', 'the online cancellation page');

    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'support.title') })).toBeVisible();
    await page.getByRole('button', { name: text('en', 'support.form.submit'), exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(text('en', 'support.errors.required'));
    await expectNoFrench(page, 'en', 'the support page and its form error');

    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'auth.email.title') })).toBeVisible();
    await expectNoFrench(page, 'en', 'the email step');

    const email = uniqueEmail('english');
    await registerIn(page, 'en', email);
    await expectNoFrench(page, 'en', 'the dashboard, signed in');
    await page.getByRole('button', { name: text('en', 'account.menuLabel') }).click();
    await expectNoFrench(page, 'en', 'the account menu');
    await page.getByRole('button', { name: text('en', 'account.subscription') }).click();
    await expect(page.getByRole('dialog', { name: text('en', 'billing.subscription.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: text('en', 'billing.subscription.seePlans') })).toBeVisible();
    await expectNoFrench(page, 'en', 'the subscription dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: text('en', 'account.menuLabel') }).click();
    await page.getByRole('button', { name: text('en', 'account.settings'), exact: true }).click();
    const settings = page.getByRole('dialog', { name: text('en', 'settings.title') });
    for (const section of [
      'sessionDuration',
      'autoDeletion',
      'attempts',
      'recovery',
      'changeCode',
      'language',
      'invoices',
      'data',
    ] as const) {
      await settings
        .getByRole('button', { name: text('en', `settings.${section}.title`), exact: true })
        .click();
    }
    await expect(settings.getByRole('radio', { name: 'English' })).toBeChecked();
    await expectNoFrench(page, 'en', 'the settings dialog, every section open');
    await page.keyboard.press('Escape');

    await page.goto('/app/password-generator');
    await page.getByRole('button', { name: text('en', 'generator.generate'), exact: true }).click();
    await expect(page.getByRole('textbox', { name: text('en', 'generator.password') })).not.toHaveValue('');
    await expectNoFrench(page, 'en', 'a generated password and its strength');

    await page.goto('/security');
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'security.title') })).toBeVisible();
    await expect(page.getByRole('list').first()).toBeVisible();
    await expectNoFrench(page, 'en', 'the security page');
    await page.getByRole('button', { name: text('en', 'twoFactor.section.enable') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoFrench(page, 'en', 'the two-factor set-up');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: text('en', 'account.menuLabel') }).click();
    await page.getByRole('button', { name: text('en', 'account.logout') }).click();
    await expect(page.getByText(text('en', 'messages.loggedOut'))).toBeVisible();
    await expectNoFrench(page, 'en', 'the logged-out notice');

    await page.goto('/auth');
    await page.getByRole('textbox', { name: text('en', 'auth.email.label') }).fill(email);
    await page.getByRole('button', { name: text('en', 'auth.email.submit'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'auth.login.title') })).toBeVisible();
    await clickCode(page, '0000');
    await page.getByRole('button', { name: text('en', 'auth.keypad.submit'), exact: true }).click();
    await expect(page.getByText(text('en', 'messages.wrongCode'), { exact: true })).toBeVisible();
    await expectNoFrench(page, 'en', 'a wrong code at sign-in');
  });
});
