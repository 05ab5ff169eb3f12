import { describe, expect, it } from 'vitest';
import { RESET_CODE_TTL_MS, RESET_COOLDOWN_MS } from '../src/modules/auth/reset';
import { bearer, device, GOOD_CODE, login, refresh, register, uniqueEmail } from './auth-helpers';
import { totpCode } from '../src/lib/totp';
import type { TestContext } from './helpers';
import { withTestAppAndMail, type MailListener } from './mail-listener';

const NEW_CODE = '86420';

describe('reset by mail, through a real SMTP listener', () => {
  let ctx: TestContext;
  let smtp: MailListener;
  withTestAppAndMail((made) => ({ ctx, smtp } = made));

  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });

  async function requestCode(email: string): Promise<string> {
    const before = smtp.mails.length;
    const response = await post('/api/auth/request-reset', { email });
    expect(response.statusCode).toBe(200);
    const mail = await smtp.waitFor(email, /réinitialisation/);
    expect(smtp.mails.length).toBeGreaterThan(before);
    const code = /code de réinitialisation : ([A-Z0-9]{8})/.exec(mail.text)?.[1];
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    smtp.mails.splice(smtp.mails.indexOf(mail), 1);
    return code!;
  }

  it('unlocks a locked account with the mailed code and signs in, ending every other session', async () => {
    const account = await register(ctx);
    for (const code of ['1111', '2222', '3333']) await login(ctx, account.email, code);
    expect((await login(ctx, account.email)).statusCode).toBe(423);

    const code = await requestCode(account.email);

    const validated = await post('/api/auth/validate-reset-code', {
      email: account.email,
      resetCode: code.toLowerCase(),
    });
    expect(validated.json()).toEqual({ success: true });

    const done = await post('/api/auth/verify-reset', {
      email: account.email,
      resetCode: code,
      newCode: NEW_CODE,
      newCodeConfirmation: NEW_CODE,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ requires2FA: false, user: { email: account.email } });
    expect(
      (await ctx.app.inject({ url: '/api/auth/me', headers: bearer(done.json().accessToken) })).statusCode,
    ).toBe(200);
    // The old session is over, the old code no longer works, the new one does.
    expect((await refresh(ctx, account.cookie)).statusCode).toBe(401);
    expect((await login(ctx, account.email, GOOD_CODE)).statusCode).toBe(401);
    expect((await login(ctx, account.email, NEW_CODE)).statusCode).toBe(200);
    // Single use.
    const again = await post('/api/auth/verify-reset', {
      email: account.email,
      resetCode: code,
      newCode: '97531',
      newCodeConfirmation: '97531',
    });
    expect(again.json()).toMatchObject({ error: 'Code de réinitialisation expiré' });

    const audit = await ctx.app.inject({
      url: '/api/audit?pageSize=100',
      headers: bearer(done.json().accessToken),
    });
    const types = audit.json().data.map((event: { type: string }) => event.type);
    expect(types).toEqual(
      expect.arrayContaining(['reset.requested', 'reset.completed', 'code.changed', 'account.locked']),
    );
  });

  it('counts wrong reset codes: 3 tries, then the code is void', async () => {
    const account = await register(ctx);
    const code = await requestCode(account.email);
    const wrong = await post('/api/auth/validate-reset-code', {
      email: account.email,
      resetCode: 'ZZZZZZZZ',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'Code incorrect',
      code: 'RESET_CODE_INVALID',
      remainingAttempts: 2,
    });
    await post('/api/auth/validate-reset-code', { email: account.email, resetCode: 'YYYYYYYY' });
    const third = await post('/api/auth/validate-reset-code', {
      email: account.email,
      resetCode: 'XXXXXXXX',
    });
    expect(third.json()).toEqual({
      error: 'Trop de tentatives incorrectes',
      code: 'RESET_TOO_MANY_ATTEMPTS',
    });
    const right = await post('/api/auth/validate-reset-code', { email: account.email, resetCode: code });
    expect(right.json().error).toBe('Trop de tentatives incorrectes');
  });

  it('evaluates at most 3 of 20 simultaneous guesses', async () => {
    const account = await register(ctx);
    await requestCode(account.email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/api/auth/validate-reset-code', {
          email: account.email,
          resetCode: `WRONG${String(i).padStart(3, '2')}`,
        }),
      ),
    );
    const wrong = answers.filter((answer) => answer.json().code === 'RESET_CODE_INVALID');
    expect(wrong.length).toBeLessThanOrEqual(2);
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
  });

  it('lets only one of two parallel completions use the code', async () => {
    const account = await register(ctx);
    const code = await requestCode(account.email);
    const body = { email: account.email, resetCode: code, newCode: NEW_CODE, newCodeConfirmation: NEW_CODE };
    const [a, b] = await Promise.all([
      post('/api/auth/verify-reset', body),
      post('/api/auth/verify-reset', body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
  });

  it('expires a code after 10 minutes', async () => {
    const account = await register(ctx);
    const code = await requestCode(account.email);
    ctx.clock.advance(RESET_CODE_TTL_MS + 1);
    const late = await post('/api/auth/validate-reset-code', { email: account.email, resetCode: code });
    expect(late.json()).toEqual({ error: 'Code de réinitialisation expiré', code: 'RESET_CODE_EXPIRED' });
  });

  it('waits 120 s between requests, and a new code voids the previous one', async () => {
    const account = await register(ctx);
    const first = await requestCode(account.email);
    ctx.clock.advance(30_000);
    const early = await post('/api/auth/request-reset', { email: account.email });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'RESET_COOLDOWN', cooldownRemaining: 90 });
    ctx.clock.advance(RESET_COOLDOWN_MS);
    const second = await requestCode(account.email);
    const old = await post('/api/auth/validate-reset-code', { email: account.email, resetCode: first });
    expect(old.statusCode).toBe(400);
    expect(
      (await post('/api/auth/validate-reset-code', { email: account.email, resetCode: second })).statusCode,
    ).toBe(200);
  });

  it('checks the new code before using the reset code', async () => {
    const account = await register(ctx);
    const code = await requestCode(account.email);
    const trivial = await post('/api/auth/verify-reset', {
      email: account.email,
      resetCode: code,
      newCode: '1111',
      newCodeConfirmation: '1111',
    });
    expect(trivial.statusCode).toBe(400);
    expect(trivial.json().details).toEqual([
      { field: 'newCode', message: 'Ce code est trop facile à deviner' },
    ]);
    const mismatch = await post('/api/auth/verify-reset', {
      email: account.email,
      resetCode: code,
      newCode: NEW_CODE,
      newCodeConfirmation: '86421',
    });
    expect(mismatch.json().details).toEqual([
      { field: 'newCodeConfirmation', message: 'Les codes ne correspondent pas' },
    ]);
    expect(
      (await post('/api/auth/validate-reset-code', { email: account.email, resetCode: code })).statusCode,
    ).toBe(200);
  });

  it('answers an unknown email like a known one, without sending anything', async () => {
    const before = smtp.mails.length;
    const response = await post('/api/auth/request-reset', { email: uniqueEmail('personne') });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mails.length).toBe(before);
  });

  it('never skips the second factor: an account with 2FA gets no token from a reset', async () => {
    const account = await register(ctx);
    const setup = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/2fa/enable',
        headers: bearer(account.accessToken),
        payload: { code: GOOD_CODE },
      })
    ).json();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/verify',
      headers: bearer(account.accessToken),
      payload: { code: await totpCode(setup.secret, ctx.clock.now()), secret: setup.secret },
    });
    const code = await requestCode(account.email);
    const done = await post('/api/auth/verify-reset', {
      email: account.email,
      resetCode: code,
      newCode: NEW_CODE,
      newCodeConfirmation: NEW_CODE,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ requires2FA: true, email: account.email });
    expect(done.cookies.find((cookie) => cookie.name === 'refreshToken')).toBeUndefined();
    expect(done.cookies.find((cookie) => cookie.name === 'twoFactorStep')?.value).toBeTruthy();
    expect((await refresh(ctx, account.cookie)).statusCode).toBe(401);
  });

  it("mails 'Nouvelle connexion' on a first sign-in from a new device only", async () => {
    const account = await register(ctx, uniqueEmail(), GOOD_CODE, device('home'));
    await login(ctx, account.email, GOOD_CODE, device('home'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mails.filter((mail) => mail.to.includes(account.email))).toHaveLength(0);
    await login(ctx, account.email, GOOD_CODE, device('cybercafe'));
    const mail = await smtp.waitFor(account.email, /Nouvelle connexion/);
    expect(mail.text).toContain('Chrome sur Linux');
    expect(mail.html).toContain('Nouvelle connexion');
  });
});
