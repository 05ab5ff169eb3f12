import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchTotp, totpCode, totpUri } from '../src/lib/totp';
import { TWO_FACTOR_BLOCK_MS } from '../src/modules/two-factor/service';
import {
  bearer,
  device,
  GOOD_CODE,
  login,
  ORIGIN,
  refreshCookieOf,
  register,
  uniqueEmail,
} from './auth-helpers';
import { createTestApp, type TestContext } from './helpers';

const hasOathtool = existsSync('/usr/bin/oathtool');

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 appendix B, SHA-1, secret "12345678901234567890"; 6-digit codes are the last 6 digits.
  const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s the code is %s', async (seconds, code) => {
    const at = new Date(seconds * 1000);
    expect(await totpCode(rfcSecret, at)).toBe(code);
    expect(await matchTotp(rfcSecret, code, at, null)).toBe(Math.floor(seconds / 30));
  });

  it('accepts one step of drift either way, and never a step already used', async () => {
    const at = new Date(1_700_000_000_000);
    const previous = await totpCode(rfcSecret, new Date(at.getTime() - 30_000));
    const next = await totpCode(rfcSecret, new Date(at.getTime() + 30_000));
    const tooOld = await totpCode(rfcSecret, new Date(at.getTime() - 60_000));
    expect(await matchTotp(rfcSecret, previous, at, null)).toBeDefined();
    expect(await matchTotp(rfcSecret, next, at, null)).toBeDefined();
    expect(await matchTotp(rfcSecret, tooOld, at, null)).toBeUndefined();
    const step = await matchTotp(rfcSecret, previous, at, null);
    expect(await matchTotp(rfcSecret, previous, at, step!)).toBeUndefined();
  });

  it.runIf(hasOathtool)('agrees with another implementation (oathtool)', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    for (const iso of ['2026-11-22T10:00:00Z', '2031-03-05T23:59:59Z']) {
      const theirs = execFileSync('oathtool', [
        '--totp',
        '-b',
        '--now',
        iso.replace('T', ' ').replace('Z', ' UTC'),
        secret,
      ])
        .toString()
        .trim();
      expect(await totpCode(secret, new Date(iso))).toBe(theirs);
    }
  });

  it('names Trousse and the account in the otpauth URI', () => {
    const uri = totpUri('JBSWY3DPEHPK3PXP', 'alice@exemple.fr');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Trousse:alice(%40|@)exemple\.fr\?/);
    expect(uri).toContain('secret=JBSWY3DPEHPK3PXP');
    expect(uri).toContain('issuer=Trousse');
  });
});

describe('two-factor authentication', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });

  /** A fresh account with 2FA on; returns its secret and recovery codes. */
  async function accountWith2fa() {
    const account = await register(ctx);
    const setup = await post('/api/auth/2fa/enable', { code: GOOD_CODE }, bearer(account.accessToken));
    expect(setup.statusCode).toBe(200);
    const { secret, qrCode, backupCodes } = setup.json();
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(backupCodes).toHaveLength(10);
    const code = await totpCode(secret, ctx.clock.now());
    const verified = await post(
      '/api/auth/2fa/verify',
      { code, secret, backupCodes },
      bearer(account.accessToken),
    );
    expect(verified.statusCode).toBe(200);
    ctx.clock.advance(30_000);
    return { ...account, secret: secret as string, backupCodes: backupCodes as string[] };
  }

  /** Passes the access-code step; returns the step cookie. */
  async function codeStep(email: string) {
    const response = await login(ctx, email, GOOD_CODE, device('2fa-device'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ requires2FA: true, email });
    expect(refreshCookieOf(response)).toBeUndefined();
    const step = response.cookies.find((cookie) => cookie.name === 'twoFactorStep');
    expect(step).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/2fa' });
    return `twoFactorStep=${step!.value}`;
  }

  const verifyLogin = (email: string, code: string, cookie?: string) =>
    post('/api/auth/2fa/verify-login', { email, code }, cookie ? { cookie } : {});

  it('refuses to activate with a wrong code, and keeps the account without 2FA', async () => {
    const account = await register(ctx);
    const setup = (
      await post('/api/auth/2fa/enable', { code: GOOD_CODE }, bearer(account.accessToken))
    ).json();
    const wrong = await post(
      '/api/auth/2fa/verify',
      { code: '000000', secret: setup.secret },
      bearer(account.accessToken),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Code incorrect. Veuillez réessayer.');
    const status = await ctx.app.inject({
      url: '/api/auth/2fa/status',
      headers: bearer(account.accessToken),
    });
    expect(status.json()).toEqual({ enabled: false, recoveryCodesRemaining: 0 });
    expect((await login(ctx, account.email)).json().requires2FA).toBe(false);
  });

  it('signs in with code + TOTP only from the client that passed the code step, for 7 days', async () => {
    const account = await accountWith2fa();
    const status = await ctx.app.inject({
      url: '/api/auth/2fa/status',
      headers: bearer(account.accessToken),
    });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesRemaining: 10 });

    const cookie = await codeStep(account.email);
    const code = await totpCode(account.secret, ctx.clock.now());
    // email + TOTP without the step cookie signs nobody in.
    const bare = await verifyLogin(account.email, code);
    expect(bare.statusCode).toBe(401);
    expect(bare.json().code).toBe('TWO_FACTOR_STEP_REQUIRED');
    const otherEmail = await verifyLogin(uniqueEmail(), code, cookie);
    expect(otherEmail.statusCode).toBe(401);

    const ok = await verifyLogin(account.email, code, cookie);
    expect(ok.statusCode).toBe(200);
    const body = ok.json();
    expect(body.user.twoFactorEnabled).toBe(true);
    // The refresh token lives only in its httpOnly cookie, never in the JSON (DECISIONS §9).
    expect(body).not.toHaveProperty('refreshToken');
    expect(JSON.stringify(body)).not.toContain(refreshCookieOf(ok)!.split('=')[1]);
    const sessions = await ctx.app.inject({ url: '/api/auth/sessions', headers: bearer(body.accessToken) });
    const current = sessions.json().data.find((s: { current: boolean }) => s.current);
    const lifetime = new Date(current.expiresAt).getTime() - new Date(current.createdAt).getTime();
    expect(lifetime).toBe(7 * 24 * 60 * 60 * 1000);

    // The step proof lasts 5 minutes.
    const late = await codeStep(account.email);
    ctx.clock.advance(5 * 60 * 1000 + 1_000);
    const expired = await verifyLogin(account.email, await totpCode(account.secret, ctx.clock.now()), late);
    expect(expired.json().code).toBe('TWO_FACTOR_STEP_REQUIRED');
  });

  it('never accepts the same TOTP code twice, even from 20 parallel requests', async () => {
    const account = await accountWith2fa();
    const cookie = await codeStep(account.email);
    const code = await totpCode(account.secret, ctx.clock.now());
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => verifyLogin(account.email, code, cookie)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    // The losers counted as wrong codes, which may have blocked the second factor: either way,
    // the code is refused.
    const again = await verifyLogin(account.email, code, await codeStep(account.email));
    expect([401, 423]).toContain(again.statusCode);
  });

  it('accepts each recovery code once, even under parallel use, and counts what is left', async () => {
    const account = await accountWith2fa();
    const cookie = await codeStep(account.email);
    const recovery = account.backupCodes[0]!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => verifyLogin(account.email, recovery, cookie)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const signedIn = answers.find((answer) => answer.statusCode === 200)!.json();
    const status = await ctx.app.inject({
      url: '/api/auth/2fa/status',
      headers: bearer(signedIn.accessToken),
    });
    expect(status.json().recoveryCodesRemaining).toBe(9);
    const audit = await ctx.app.inject({
      url: '/api/audit?pageSize=50',
      headers: bearer(signedIn.accessToken),
    });
    expect(audit.json().data.map((event: { type: string }) => event.type)).toContain(
      '2fa.recovery_code_used',
    );
    // The parallel losers counted as wrong codes; let any block they caused run out.
    ctx.clock.advance(TWO_FACTOR_BLOCK_MS + 1_000);
    // Lower case works too: codes are compared in upper case.
    const second = await verifyLogin(
      account.email,
      account.backupCodes[1]!.toLowerCase(),
      await codeStep(account.email),
    );
    expect(second.statusCode).toBe(200);
  });

  it('blocks the second factor for 15 minutes after 5 wrong codes', async () => {
    const account = await accountWith2fa();
    const cookie = await codeStep(account.email);
    for (let remaining = 4; remaining >= 1; remaining--) {
      const wrong = await verifyLogin(account.email, '000000', cookie);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ error: 'Code 2FA incorrect', remainingAttempts: remaining });
    }
    const fifth = await verifyLogin(account.email, '000000', cookie);
    expect(fifth.statusCode).toBe(423);
    expect(new Date(fifth.json().blockedUntil).getTime()).toBe(
      ctx.clock.now().getTime() + TWO_FACTOR_BLOCK_MS,
    );
    const right = await verifyLogin(account.email, await totpCode(account.secret, ctx.clock.now()), cookie);
    expect(right.statusCode).toBe(423);
    ctx.clock.advance(TWO_FACTOR_BLOCK_MS + 1_000);
    const after = await verifyLogin(
      account.email,
      await totpCode(account.secret, ctx.clock.now()),
      await codeStep(account.email),
    );
    expect(after.statusCode).toBe(200);
  });

  it('evaluates at most 5 of 20 parallel wrong codes', async () => {
    const account = await accountWith2fa();
    const cookie = await codeStep(account.email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => verifyLogin(account.email, String(100000 + i), cookie)),
    );
    expect(answers.filter((answer) => answer.statusCode === 401).length).toBeLessThanOrEqual(4);
    expect(answers.filter((answer) => answer.statusCode === 423).length).toBeGreaterThanOrEqual(16);
  });

  it('disables with a TOTP or a recovery code, which ends the other sessions', async () => {
    const account = await accountWith2fa();
    const cookie = await codeStep(account.email);
    const signedIn = (
      await verifyLogin(account.email, await totpCode(account.secret, ctx.clock.now()), cookie)
    ).json();
    ctx.clock.advance(30_000);
    const current = { currentCode: GOOD_CODE };
    const wrong = await post(
      '/api/auth/2fa/disable',
      { code: 'ABCDEFGH', ...current },
      bearer(signedIn.accessToken),
    );
    expect(wrong.statusCode).toBe(401);
    const bad = await post('/api/auth/2fa/disable', { code: '12', ...current }, bearer(signedIn.accessToken));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].message).toBe('Veuillez entrer un code de récupération valide');
    const off = await post(
      '/api/auth/2fa/disable',
      { code: account.backupCodes[3]!, ...current },
      bearer(signedIn.accessToken),
    );
    expect(off.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: '/api/auth/me', headers: bearer(account.accessToken) })).statusCode,
    ).toBe(401);
    expect((await login(ctx, account.email)).json().requires2FA).toBe(false);
  });

  it('disables only with the current access code beside the second factor (DECISIONS §2)', async () => {
    const account = await accountWith2fa();
    const disable = (body: object) => post('/api/auth/2fa/disable', body, bearer(account.accessToken));
    const totp = await totpCode(account.secret, ctx.clock.now());
    // The second factor alone, as before: invalid input, nothing changes, no step is spent.
    const bare = await disable({ code: totp });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      error: 'Données invalides',
      details: expect.arrayContaining([expect.objectContaining({ field: 'currentCode' })]),
    });
    // A wrong access code is a failed sign-in try, checked before the second factor.
    const wrong = await disable({ code: totp, currentCode: '9999' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE', remainingAttempts: 2 });
    const status = await ctx.app.inject({
      url: '/api/auth/2fa/status',
      headers: bearer(account.accessToken),
    });
    expect(status.json().enabled).toBe(true);
    const off = await disable({ code: totp, currentCode: GOOD_CODE });
    expect(off.statusCode).toBe(200);
    expect((await login(ctx, account.email)).json().requires2FA).toBe(false);
  });

  it('renews the recovery codes with a TOTP code, voiding the old set', async () => {
    const account = await accountWith2fa();
    const renewed = await post(
      '/api/auth/2fa/recovery-codes',
      { code: await totpCode(account.secret, ctx.clock.now()) },
      bearer(account.accessToken),
    );
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().backupCodes as string[];
    expect(fresh).toHaveLength(10);
    const old = await verifyLogin(account.email, account.backupCodes[0]!, await codeStep(account.email));
    expect(old.statusCode).toBe(401);
    const used = await verifyLogin(account.email, fresh[0]!, await codeStep(account.email));
    expect(used.statusCode).toBe(200);
  });

  it('keeps refresh cookies working for the 2FA session', async () => {
    const account = await accountWith2fa();
    const ok = await verifyLogin(
      account.email,
      await totpCode(account.secret, ctx.clock.now()),
      await codeStep(account.email),
    );
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { origin: ORIGIN, cookie: refreshCookieOf(ok)! },
    });
    expect(refreshed.statusCode).toBe(200);
  });
});
