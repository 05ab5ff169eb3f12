import { languages } from '@trousse/contracts/language';
import { describe, expect, it } from 'vitest';
import { bearer, device, GOOD_CODE, login, register, uniqueEmail } from './auth-helpers';
import type { TestContext } from './helpers';
import { withTestAppAndMail, type MailListener } from './mail-listener';

describe("the account's language, through a real SMTP listener", () => {
  let ctx: TestContext;
  let smtp: MailListener;
  withTestAppAndMail((made) => ({ ctx, smtp } = made));

  const setLanguage = (token: string | undefined, language: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      headers: token ? bearer(token) : {},
      payload: { language },
    });
  const me = (token: string) => ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) });

  it('starts in French, is stored on the account, and comes back with the user', async () => {
    const account = await register(ctx);
    expect(account.user.language).toBe('fr');
    for (const language of languages) {
      const answer = await setLanguage(account.accessToken, language);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().user.language).toBe(language);
      expect((await me(account.accessToken)).json().user.language).toBe(language);
    }
    const signedIn = await login(ctx, account.email);
    expect(signedIn.json().user.language).toBe('de');
  });

  it("creates an account in the visitor's language, and refuses a language it does not offer", async () => {
    const register = (language: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: uniqueEmail('lang'), code: GOOD_CODE, codeConfirmation: GOOD_CODE, language },
      });
    const spanish = await register('es');
    expect(spanish.statusCode).toBe(201);
    expect(spanish.json().user.language).toBe('es');
    expect((await me(spanish.json().accessToken)).json().user.language).toBe('es');
    const italian = await register('it');
    expect(italian.statusCode).toBe(400);
    expect(italian.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('refuses any other language with a French 400 and changes nothing; needs a session', async () => {
    const account = await register(ctx);
    await setLanguage(account.accessToken, 'es');
    for (const language of ['it', 'FR', '', null, 3]) {
      const answer = await setLanguage(account.accessToken, language);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'Données invalides', code: 'VALIDATION_ERROR' });
    }
    expect((await me(account.accessToken)).json().user.language).toBe('es');
    const extra = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      headers: bearer(account.accessToken),
      payload: { language: 'en', theme: 'dark' },
    });
    expect(extra.statusCode).toBe(400);
    expect((await setLanguage(undefined, 'en')).statusCode).toBe(401);
  });

  it("mails in the account's language: a reset code in German, a new sign-in in English", async () => {
    const german = await register(ctx, uniqueEmail('de'));
    await setLanguage(german.accessToken, 'de');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-reset',
      payload: { email: german.email },
    });
    const reset = await smtp.waitFor(german.email, /Trousse/);
    expect(reset.text).toMatch(/Zugangscode|Code/);
    expect(reset.text).not.toContain('réinitialisation');
    expect(reset.html).toContain('<html lang="de">');
    expect(reset.text).toMatch(/[A-HJ-NP-Z2-9]{8}/);

    const english = await register(ctx, uniqueEmail('en'), GOOD_CODE, device('home'));
    await setLanguage(english.accessToken, 'en');
    await login(ctx, english.email, GOOD_CODE, device('elsewhere'));
    const notice = await smtp.waitFor(english.email, /Trousse/);
    expect(notice.html).toContain('<html lang="en">');
    expect(notice.text).toContain('Paris time');
    expect(notice.text).not.toContain('Nouvelle connexion');
    expect(notice.text).toContain('Chrome on Linux');
  });
});
