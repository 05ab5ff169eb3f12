import { describe, expect, it } from 'vitest';
import { totpCode } from '../src/lib/totp';
import { REFRESH_GRACE_MS } from '../src/modules/auth/sessions';
import {
  bearer,
  device,
  GOOD_CODE,
  login,
  ORIGIN,
  refresh,
  refreshCookieOf,
  register,
  uniqueEmail,
} from './auth-helpers';
import type { TestContext } from './helpers';
import { withTestAppAndMail, type MailListener } from './mail-listener';

/**
 * The account-security stories of the review: each test is a user's day or an attack, through
 * HTTP into the real app, with mail read from a real SMTP listener and TOTP codes computed from
 * the real secret.
 */
describe('account security', () => {
  let ctx: TestContext;
  let smtp: MailListener;
  withTestAppAndMail((made) => ({ ctx, smtp } = made));

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });

  /** What check-email tells of the lockout counter. */
  const counter = async (email: string) =>
    (await post('/api/auth/check-email', { email })).json() as {
      loginAttempts: number;
      remainingAttempts: number;
      isBlocked: boolean;
    };

  async function enableTwoFactor(account: { accessToken: string }) {
    const setup = await post('/api/auth/2fa/enable', { code: GOOD_CODE }, bearer(account.accessToken));
    expect(setup.statusCode).toBe(200);
    const { secret, backupCodes } = setup.json() as { secret: string; backupCodes: string[] };
    const verified = await post(
      '/api/auth/2fa/verify',
      { code: await totpCode(secret, ctx.clock.now()), secret },
      bearer(account.accessToken),
    );
    expect(verified.statusCode).toBe(200);
    ctx.clock.advance(30_000);
    return { secret, backupCodes };
  }

  /** The access-code step of a 2FA sign-in; returns the step cookie. */
  async function codeStep(email: string) {
    const response = await login(ctx, email, GOOD_CODE, device('laptop'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ requires2FA: true });
    const step = response.cookies.find((cookie) => cookie.name === 'twoFactorStep')!;
    return `twoFactorStep=${step.value}`;
  }

  async function secondFactor(email: string, code: string, cookie: string) {
    const response = await post('/api/auth/2fa/verify-login', { email, code }, { cookie });
    ctx.clock.advance(30_000);
    return response;
  }

  describe('1. a right access code clears the failure counter at once', () => {
    it('lets a 2FA account sign in fully five times in a row', async () => {
      const account = await register(ctx);
      const { secret } = await enableTwoFactor(account);
      for (let round = 1; round <= 5; round++) {
        const cookie = await codeStep(account.email);
        const done = await secondFactor(account.email, await totpCode(secret, ctx.clock.now()), cookie);
        expect(done.statusCode, `round ${round}: ${done.body}`).toBe(200);
        expect((await counter(account.email)).loginAttempts).toBe(0);
      }
    });

    it('lets a 2FA user pass the code step three times without finishing, then sign in', async () => {
      const account = await register(ctx);
      const { secret, backupCodes } = await enableTwoFactor(account);
      // Typed the right code and closed the dialog, three times.
      for (let round = 1; round <= 3; round++) await codeStep(account.email);
      expect(await counter(account.email)).toMatchObject({ loginAttempts: 0, isBlocked: false });
      const cookie = await codeStep(account.email);
      expect((await secondFactor(account.email, backupCodes[0]!, cookie)).statusCode).toBe(200);
      const again = await codeStep(account.email);
      const done = await secondFactor(account.email, await totpCode(secret, ctx.clock.now()), again);
      expect(done.statusCode).toBe(200);
    });

    it('clears earlier failures when the right code follows, with or without 2FA', async () => {
      const plain = await register(ctx);
      const guarded = await register(ctx);
      await enableTwoFactor(guarded);
      for (const account of [plain, guarded]) {
        await login(ctx, account.email, '1111');
        await login(ctx, account.email, '2222');
        expect((await counter(account.email)).remainingAttempts).toBe(1);
        expect((await login(ctx, account.email)).statusCode).toBe(200);
        expect((await counter(account.email)).loginAttempts).toBe(0);
        // Two more wrong codes do not lock: the count started again.
        await login(ctx, account.email, '1111');
        expect((await login(ctx, account.email, '2222')).statusCode).toBe(401);
        expect((await login(ctx, account.email)).statusCode).toBe(200);
      }
    });

    it('resets the second-factor counter after a right code, on every path', async () => {
      const account = await register(ctx);
      const { secret } = await enableTwoFactor(account);
      for (let round = 1; round <= 3; round++) {
        const cookie = await codeStep(account.email);
        for (const wrong of ['000000', '111111', '222222', '333333'])
          expect((await secondFactor(account.email, wrong, cookie)).statusCode).toBe(401);
        const done = await secondFactor(account.email, await totpCode(secret, ctx.clock.now()), cookie);
        expect(done.statusCode, `round ${round}: ${done.body}`).toBe(200);
      }
    });

    it('gives every one of eight simultaneous right codes a session, never a lock', async () => {
      const account = await register(ctx);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => login(ctx, account.email, GOOD_CODE, device(`tab-${i}`))),
      );
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).not.toBe(423);
        if (answer.statusCode !== 200) {
          // Asked to retry, in French, never told the account is locked.
          expect(answer.statusCode).toBe(429);
          expect(answer.json()).toMatchObject({ code: 'CODE_CHECK_BUSY', retryAfter: 1 });
        }
      }
      expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(3);
      expect(await counter(account.email)).toMatchObject({ loginAttempts: 0, isBlocked: false });
      expect((await login(ctx, account.email)).statusCode).toBe(200);
    });

    it('still evaluates at most three of twenty simultaneous wrong codes', async () => {
      const account = await register(ctx);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login(ctx, account.email, String(4000 + i))),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401).length).toBe(2);
      // The third evaluated failure locks; everyone else is told so (or asked to retry).
      expect(statuses.filter((status) => status === 423).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((status) => [401, 423, 429].includes(status))).toBe(true);
      const audit = await ctx.database.raw<{ n: number }>(
        `select count(*)::int as n from audit_events a join users u on u.id = a.user_id
         where u.email = $1 and a.type = 'login.failed'`,
        [account.email],
      );
      expect(audit[0]!.n).toBe(3);
      expect((await login(ctx, account.email)).statusCode).toBe(423);
    });
  });

  describe('2. turning 2FA on needs the current access code', () => {
    it('refuses a bearer token alone, and counts wrong codes under the lockout', async () => {
      const account = await register(ctx);
      const noCode = await post('/api/auth/2fa/enable', {}, bearer(account.accessToken));
      expect(noCode.statusCode).toBe(400);
      const empty = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/2fa/enable',
        headers: bearer(account.accessToken),
      });
      expect(empty.statusCode).toBe(400);

      const wrong = await post('/api/auth/2fa/enable', { code: '1111' }, bearer(account.accessToken));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ error: 'Code incorrect', remainingAttempts: 2 });
      await post('/api/auth/2fa/enable', { code: '2222' }, bearer(account.accessToken));
      const third = await post('/api/auth/2fa/enable', { code: '3333' }, bearer(account.accessToken));
      expect(third.statusCode).toBe(423);
      expect(third.json().error).toBe('Votre compte a été bloqué après 3 tentatives infructueuses.');
      const locked = await post('/api/auth/2fa/enable', { code: GOOD_CODE }, bearer(account.accessToken));
      expect(locked.statusCode).toBe(423);

      const status = await ctx.app.inject({
        url: '/api/auth/2fa/status',
        headers: bearer(account.accessToken),
      });
      expect(status.json().enabled).toBe(false);
    });

    it('mails the owner when 2FA is turned on, when a recovery code is used, and when it is turned off', async () => {
      const account = await register(ctx);
      const { secret, backupCodes } = await enableTwoFactor(account);
      const on = await smtp.waitFor(account.email, /Double authentification activée/);
      expect(on.text).toContain('La double authentification a été activée sur votre compte');

      const cookie = await codeStep(account.email);
      const signedIn = await secondFactor(account.email, backupCodes[0]!, cookie);
      expect(signedIn.statusCode).toBe(200);
      const used = await smtp.waitFor(account.email, /code de récupération a été utilisé/);
      expect(used.text).toContain('Un code de récupération a servi');
      for (const code of backupCodes) expect(used.text).not.toContain(code);

      const off = await post(
        '/api/auth/2fa/disable',
        { code: await totpCode(secret, ctx.clock.now()), currentCode: GOOD_CODE },
        bearer(signedIn.json().accessToken),
      );
      expect(off.statusCode).toBe(200);
      await smtp.waitFor(account.email, /Double authentification désactivée/);
    });
  });

  describe('3. any rotated-away refresh token ends the session', () => {
    it('ends the thief’s chain when the victim comes back with an older token', async () => {
      const account = await register(ctx);
      const stolen = account.cookie;
      // The thief refreshes the stolen token twice.
      ctx.clock.advance(REFRESH_GRACE_MS + 1_000);
      const first = await refresh(ctx, stolen);
      expect(first.statusCode).toBe(200);
      ctx.clock.advance(REFRESH_GRACE_MS + 1_000);
      const second = await refresh(ctx, refreshCookieOf(first));
      expect(second.statusCode).toBe(200);
      const thiefCookie = refreshCookieOf(second);

      // The victim's copy, two generations old, comes back: the whole session ends.
      ctx.clock.advance(1_000);
      const victim = await refresh(ctx, stolen);
      expect(victim.statusCode).toBe(401);
      expect((await refresh(ctx, thiefCookie)).statusCode).toBe(401);
      const me = await ctx.app.inject({
        url: '/api/auth/me',
        headers: bearer(second.json().accessToken),
      });
      expect(me.statusCode).toBe(401);
    });

    it('still lets two tabs refresh with the same token within the grace', async () => {
      const account = await register(ctx);
      const [a, b] = await Promise.all([refresh(ctx, account.cookie), refresh(ctx, account.cookie)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const next = refreshCookieOf(a.headers['set-cookie'] ? a : b);
      expect((await refresh(ctx, next)).statusCode).toBe(200);
    });

    it('answers a forged token of a live session with a plain 401 and ends nothing', async () => {
      const account = await register(ctx);
      const sessionId = account.cookie.split('=')[1]!.split('.')[0];
      const forged = await refresh(ctx, `refreshToken=${sessionId}.${'A'.repeat(43)}`);
      expect(forged.statusCode).toBe(401);
      expect((await refresh(ctx, account.cookie)).statusCode).toBe(200);
    });
  });

  describe('5. logout checks the refresh token’s secret', () => {
    it('changes nothing when the cookie names a session with the wrong secret', async () => {
      const victim = await register(ctx);
      const sessionId = victim.cookie.split('=')[1]!.split('.')[0];
      const forged = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { origin: ORIGIN, cookie: `refreshToken=${sessionId}.${'B'.repeat(43)}` },
      });
      expect(forged.statusCode).toBe(200);
      const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(victim.accessToken) });
      expect(me.statusCode).toBe(200);
      expect((await refresh(ctx, victim.cookie)).statusCode).toBe(200);
    });

    it('ends the session named by its real cookie', async () => {
      const account = await register(ctx, uniqueEmail('logout'));
      const out = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { origin: ORIGIN, cookie: account.cookie },
      });
      expect(out.statusCode).toBe(200);
      const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(account.accessToken) });
      expect(me.statusCode).toBe(401);
    });
  });
});
