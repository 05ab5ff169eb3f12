import { expect, test } from '@playwright/test';

import { registerThroughUi, uniqueEmail } from './support/auth';
import { findMail } from './support/mail';

test.describe('Support', () => {
  test('a visitor writes to the team: the rules, the success view, the mail the team receives', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Par e-mail' })).toBeVisible();
    await expect(page.getByText('nous répondons sous 48 h')).toBeVisible();
    await expect(page.getByText('01 23 45 67 89')).toBeVisible();

    const email = page.getByRole('textbox', { name: 'Adresse e-mail' });
    const message = page.getByRole('textbox', { name: 'Message' });
    const send = page.getByRole('button', { name: 'Envoyer', exact: true });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(page.getByText('Minimum 10 caractères requis')).toBeVisible();

    await send.click();
    await expect(page.getByRole('alert')).toHaveText('Veuillez remplir tous les champs obligatoires');
    const sender = uniqueEmail('support');
    await email.fill(sender);
    await message.fill('Trop court');
    await expect(page.getByText('10 / 15 000')).toBeVisible();
    await message.fill('Court');
    await send.click();
    await expect(page.getByRole('alert')).toHaveText('Le message doit contenir au moins 10 caractères');

    const text = 'Bonjour, <b>le générateur</b> ne propose pas de symboles accentués. Merci !';
    await message.fill(text);
    await send.click();
    await expect(page.getByRole('heading', { name: 'Message envoyé avec succès !' })).toBeVisible();
    await expect(page.getByText('Votre demande de support a été transmise à notre équipe.')).toBeVisible();
    const ticket = (await page.getByText(/SUP-\d{8}-[A-Z0-9]+/).textContent())?.match(
      /SUP-\d{8}-[A-Z0-9]+/,
    )?.[0];
    expect(ticket).toBeTruthy();

    const teamMail = await findMail(
      (mail) => (mail.headers.get('reply-to') ?? '').includes(sender),
      'the team mail',
    );
    expect(teamMail.texts.join('\n')).toContain(ticket!);
    expect(teamMail.texts.some((part) => part.includes('&lt;b&gt;le générateur&lt;/b&gt;'))).toBe(true);
    await findMail((mail) => (mail.headers.get('to') ?? '').includes(sender), 'the acknowledgement');

    await page.getByRole('button', { name: 'Envoyer un autre message' }).click();
    await expect(message).toHaveValue('');
    await expect(email).toHaveValue(sender);
  });

  test('a fifth message from one address in 24 h is refused in the browser', async ({ page }) => {
    await page.goto('/support');
    const sender = uniqueEmail('limit');
    for (let sent = 0; sent < 4; sent++) {
      await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(sender);
      await page
        .getByRole('textbox', { name: 'Message' })
        .fill(`Message numéro ${sent + 1}, pour voir la limite.`);
      await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
      await page.getByRole('button', { name: 'Envoyer un autre message' }).click();
    }
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(sender.toUpperCase());
    await expect(
      page.getByText(
        'Vous avez atteint la limite de 4 messages envoyés en 24h. Veuillez réessayer plus tard.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Envoyer', exact: true })).toBeDisabled();
  });

  test("a signed-in user reaches it from the account menu, with the account's email filled in", async ({
    page,
  }) => {
    const email = uniqueEmail('support-user');
    await registerThroughUi(page, email, '2580');
    await page.getByRole('button', { name: 'Mon compte' }).click();
    await page.getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(email);
  });
});
