import { describe, expect, it } from 'vitest';
import { bearer, login, register, uniqueEmail } from './auth-helpers';
import type { TestContext } from './helpers';
import { createTestApp } from './helpers';
import { startMailListener, withTestAppAndMail, type MailListener } from './mail-listener';

const HOUR_MS = 3_600_000;

describe('recovery email, through a real SMTP listener', () => {
  let ctx: TestContext;
  let smtp: MailListener;
  withTestAppAndMail((made) => ({ ctx, smtp } = made));

  const post = (token: string, path: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/auth/${path}`, headers: bearer(token), payload });

  /** The 4-digit code of the newest validation mail to `to` (taken out of the box). */
  async function mailedCode(to: string): Promise<string> {
    const mail = await smtp.waitFor(to, /code de validation/i);
    smtp.mails.splice(smtp.mails.indexOf(mail), 1);
    const code = /code de validation : (\d{4})/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code in: ${mail.text}`);
    return code;
  }

  /** Past 24 h the session is over, as for a real user: sign in again. */
  async function signIn(email: string): Promise<string> {
    const answer = await login(ctx, email);
    expect(answer.statusCode).toBe(200);
    return answer.json().accessToken as string;
  }

  async function withRecoveryEmail() {
    const account = await register(ctx, uniqueEmail('owner'));
    const recovery = uniqueEmail('backup');
    expect((await post(account.accessToken, 'send-validation-code', { email: recovery })).statusCode).toBe(
      200,
    );
    const code = await mailedCode(recovery);
    const set = await post(account.accessToken, 'verify-validation-code', {
      email: recovery,
      code,
      userEmail: account.email,
    });
    expect(set.statusCode).toBe(200);
    // The wait between two codes is per account: let it pass for the test's next step.
    ctx.clock.advance(60_000);
    return { ...account, recovery };
  }

  it('sets the recovery email with the mailed code; /me shows it and reset codes go there too', async () => {
    const account = await register(ctx, uniqueEmail('set'));
    const recovery = uniqueEmail('Backup').toUpperCase();
    const sent = await post(account.accessToken, 'send-validation-code', { email: ` ${recovery} ` });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, cooldownRemaining: 60 });
    const code = await mailedCode(recovery.toLowerCase());

    const wrong = await post(account.accessToken, 'verify-validation-code', {
      email: recovery,
      code: code === '0000' ? '1111' : '0000',
      userEmail: account.email,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'Code de validation incorrect', remainingAttempts: 2 });

    const right = await post(account.accessToken, 'verify-validation-code', {
      email: recovery,
      code,
      userEmail: account.email,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().user.recoveryEmail).toBe(recovery.toLowerCase());
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(account.accessToken) });
    expect(me.json().user.recoveryEmail).toBe(recovery.toLowerCase());

    // The code is used: it cannot serve again.
    const again = await post(account.accessToken, 'verify-validation-code', {
      email: recovery,
      code,
      userEmail: account.email,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('RECOVERY_EMAIL_ALREADY_SET');

    ctx.clock.advance(120_000);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-reset',
      payload: { email: account.email },
    });
    const reset = await smtp.waitFor(recovery.toLowerCase(), /réinitialisation/);
    expect(reset.to).toEqual(expect.arrayContaining([account.email, recovery.toLowerCase()]));

    const audit = (await ctx.app.inject({ url: '/api/audit', headers: bearer(account.accessToken) })).json();
    const types = audit.data.map((event: { type: string }) => event.type);
    expect(types).toEqual(expect.arrayContaining(['recovery_email.code_sent', 'recovery_email.set']));
  });

  it('waits 60 s between two codes of the same account, saying how long in French', async () => {
    const account = await register(ctx, uniqueEmail('wait'));
    expect(
      (await post(account.accessToken, 'send-validation-code', { email: uniqueEmail('a') })).statusCode,
    ).toBe(200);
    ctx.clock.advance(15_000);
    // Another address does not skip the wait: it is the account's.
    const early = await post(account.accessToken, 'send-validation-code', { email: uniqueEmail('b') });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      code: 'VALIDATION_CODE_COOLDOWN',
      cooldownRemaining: 45,
      error: 'Veuillez attendre 45 seconde(s) avant de pouvoir renvoyer un email',
    });
    ctx.clock.advance(45_000);
    expect(
      (await post(account.accessToken, 'send-validation-code', { email: uniqueEmail('c') })).statusCode,
    ).toBe(200);
  });

  it('gives a code 3 tries and 10 minutes; a new code replaces the old one', async () => {
    const account = await register(ctx, uniqueEmail('tries'));
    const recovery = uniqueEmail('tries-backup');
    await post(account.accessToken, 'send-validation-code', { email: recovery });
    const code = await mailedCode(recovery);
    const wrongCode = code === '9999' ? '8888' : '9999';
    const verify = (value: string) =>
      post(account.accessToken, 'verify-validation-code', {
        email: recovery,
        code: value,
        userEmail: account.email,
      });
    expect((await verify(wrongCode)).json()).toMatchObject({ remainingAttempts: 2 });
    expect((await verify(wrongCode)).json()).toMatchObject({ remainingAttempts: 1 });
    expect((await verify(wrongCode)).json()).toMatchObject({
      error: 'Code de validation incorrect',
      remainingAttempts: 0,
    });
    // A fourth try, even the right code, needs a new code.
    const fourth = await verify(code);
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().code).toBe('VALIDATION_CODE_EXPIRED');

    ctx.clock.advance(60_000);
    await post(account.accessToken, 'send-validation-code', { email: recovery });
    const second = await mailedCode(recovery);
    ctx.clock.advance(10 * 60_000 + 1);
    const late = await verify(second);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('VALIDATION_CODE_EXPIRED');
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(account.accessToken) });
    expect(me.json().user.recoveryEmail).toBeNull();
  });

  it("refuses the account's own address, a malformed one, and a userEmail of another account", async () => {
    const account = await register(ctx, uniqueEmail('rules'));
    const other = await register(ctx, uniqueEmail('other'));
    const own = await post(account.accessToken, 'send-validation-code', {
      email: account.email.toUpperCase(),
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().code).toBe('RECOVERY_EMAIL_SAME');
    const empty = await post(account.accessToken, 'send-validation-code', { email: '' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Veuillez saisir une adresse e-mail');
    const malformed = await post(account.accessToken, 'send-validation-code', { email: 'pas-une-adresse' });
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json())).toContain('Veuillez saisir une adresse e-mail valide');
    const shortCode = await post(account.accessToken, 'verify-validation-code', {
      email: uniqueEmail('x'),
      code: '12a',
      userEmail: account.email,
    });
    expect(shortCode.statusCode).toBe(400);
    expect(JSON.stringify(shortCode.json())).toContain('Le code doit contenir exactement 4 chiffres');

    const recovery = uniqueEmail('mine');
    await post(account.accessToken, 'send-validation-code', { email: recovery });
    const code = await mailedCode(recovery);
    // The body never chooses the account: another's email is refused and nothing changes.
    const foreign = await post(account.accessToken, 'verify-validation-code', {
      email: recovery,
      code,
      userEmail: other.email,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('USER_MISMATCH');
    for (const token of [account.accessToken, other.accessToken]) {
      const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) });
      expect(me.json().user.recoveryEmail).toBeNull();
    }
    for (const path of ['check-email-change-status', 'request-email-change', 'cancel-email-change']) {
      expect((await post(account.accessToken, path, { userEmail: other.email })).statusCode).toBe(403);
    }
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/send-validation-code',
          payload: { email: recovery },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('changes the recovery email only after 99 h, inside a 24 h window, with both addresses told', async () => {
    const account = await withRecoveryEmail();
    let token = account.accessToken;
    const status = () => post(token, 'check-email-change-status', { userEmail: account.email });
    expect((await status()).json()).toEqual({
      cooldownRemaining: 0,
      windowRemaining: 0,
      canRequestChange: true,
      canChangeEmail: false,
      stage: 'none',
      pendingEmail: null,
      delaySeconds: 99 * 3600,
      windowSeconds: 24 * 3600,
    });
    // Nothing to change outside a procedure.
    expect(
      (
        await post(token, 'change-recovery-email', {
          userEmail: account.email,
          newRecoveryEmail: uniqueEmail('early'),
        })
      ).json().code,
    ).toBe('EMAIL_CHANGE_WINDOW_CLOSED');

    const requested = await post(token, 'request-email-change', { userEmail: account.email });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({
      stage: 'cooldown',
      cooldownRemaining: 99 * 3600,
      canRequestChange: false,
    });
    const notice = await smtp.waitFor(account.recovery, /changement de votre adresse de récupération/);
    expect(notice.to).toEqual(expect.arrayContaining([account.email, account.recovery]));
    expect(notice.text).toContain('Annuler la demande');
    const twice = await post(token, 'request-email-change', { userEmail: account.email });
    expect(twice.statusCode).toBe(409);

    // The window cannot open before the delay is over.
    ctx.clock.advance(98 * HOUR_MS);
    token = await signIn(account.email);
    const early = await post(token, 'create-change-window', { userEmail: account.email });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'EMAIL_CHANGE_DELAY_RUNNING', cooldownRemaining: 3600 });

    ctx.clock.advance(HOUR_MS);
    token = await signIn(account.email);
    expect((await status()).json()).toMatchObject({
      stage: 'ready',
      cooldownRemaining: 0,
      canChangeEmail: false,
    });
    const opened = await post(token, 'create-change-window', { userEmail: account.email });
    expect(opened.json()).toMatchObject({
      stage: 'window',
      windowRemaining: 24 * 3600,
      canChangeEmail: true,
    });

    const next = uniqueEmail('next');
    const sent = await post(token, 'change-recovery-email', {
      userEmail: account.email,
      newRecoveryEmail: next,
    });
    expect(sent.statusCode).toBe(200);
    expect((await status()).json().pendingEmail).toBe(next);
    const code = await mailedCode(next);
    const done = await post(token, 'verify-email-change', {
      email: next,
      code,
      userEmail: account.email,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.recoveryEmail).toBe(next);
    expect((await status()).json()).toMatchObject({ stage: 'none', canRequestChange: true });
    const changed = await smtp.waitFor(account.recovery, /Adresse de récupération modifiée/);
    expect(changed.to).toEqual(expect.arrayContaining([account.email, account.recovery]));

    const audit = (await ctx.app.inject({ url: '/api/audit', headers: bearer(token) })).json();
    expect(audit.data.map((event: { type: string }) => event.type)).toEqual(
      expect.arrayContaining([
        'recovery_email.change_requested',
        'recovery_email.change_window_opened',
        'recovery_email.changed',
      ]),
    );
  });

  it('ends the procedure when the window passes, and cancels it at any step', async () => {
    const account = await withRecoveryEmail();
    let token = account.accessToken;
    const call = (path: string) => post(token, path, { userEmail: account.email });
    await call('request-email-change');
    ctx.clock.advance(99 * HOUR_MS);
    token = await signIn(account.email);
    await call('create-change-window');
    ctx.clock.advance(24 * HOUR_MS);
    token = await signIn(account.email);
    expect((await call('check-email-change-status')).json()).toMatchObject({
      stage: 'none',
      canRequestChange: true,
    });
    const late = await post(token, 'change-recovery-email', {
      userEmail: account.email,
      newRecoveryEmail: uniqueEmail('late'),
    });
    expect(late.json().code).toBe('EMAIL_CHANGE_WINDOW_CLOSED');

    // Cancelled in the delay…
    await call('request-email-change');
    const cancelled = await call('cancel-email-change');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ stage: 'none', canRequestChange: true });
    expect((await call('cancel-email-change')).statusCode).toBe(409);

    // …and after a code was mailed to the new address: that code is void.
    await call('request-email-change');
    ctx.clock.advance(99 * HOUR_MS);
    token = await signIn(account.email);
    await call('create-change-window');
    const next = uniqueEmail('void');
    await post(token, 'change-recovery-email', { userEmail: account.email, newRecoveryEmail: next });
    const code = await mailedCode(next);
    await call('cancel-email-change');
    const voided = await post(token, 'verify-email-change', {
      email: next,
      code,
      userEmail: account.email,
    });
    expect(voided.statusCode).toBe(409);
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().user.recoveryEmail).toBe(account.recovery);
    const audit = (await ctx.app.inject({ url: '/api/audit', headers: bearer(token) })).json();
    expect(audit.data.map((event: { type: string }) => event.type)).toContain(
      'recovery_email.change_cancelled',
    );
  });

  it('answers request-email-change with 409 when no recovery email is set', async () => {
    const account = await register(ctx, uniqueEmail('none'));
    const answer = await post(account.accessToken, 'request-email-change', { userEmail: account.email });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('RECOVERY_EMAIL_NOT_SET');
    // A second session of the same account sees the same procedure state.
    const second = await login(ctx, account.email);
    expect(second.statusCode).toBe(200);
  });
});

describe('recovery email change durations from the configuration', () => {
  it('runs the whole procedure in seconds with RECOVERY_CHANGE_DELAY_S and RECOVERY_CHANGE_WINDOW_S', async () => {
    const smtp = await startMailListener();
    const ctx = await createTestApp({
      env: { SMTP_URL: smtp.url, RECOVERY_CHANGE_DELAY_S: '2', RECOVERY_CHANGE_WINDOW_S: '5' },
    });
    try {
      const account = await register(ctx, uniqueEmail('short'));
      const post = (path: string, payload: object) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/auth/${path}`,
          headers: bearer(account.accessToken),
          payload,
        });
      const recovery = uniqueEmail('short-backup');
      await post('send-validation-code', { email: recovery });
      const mail = await smtp.waitFor(recovery, /code de validation/i);
      const code = /(\d{4})/.exec(mail.text)?.[1] ?? '';
      await post('verify-validation-code', { email: recovery, code, userEmail: account.email });
      const requested = await post('request-email-change', { userEmail: account.email });
      expect(requested.json()).toMatchObject({ stage: 'cooldown', cooldownRemaining: 2 });
      ctx.clock.advance(2_000);
      const opened = await post('create-change-window', { userEmail: account.email });
      expect(opened.json()).toMatchObject({ stage: 'window', windowRemaining: 5 });
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });
});
