import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/lib/totp';
import { bearer, GOOD_CODE, login, refresh, register, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestContext } from './helpers';

const NEW_CODE = '7391';

describe('POST /api/auth/change-code', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const change = (token: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/change-code', headers: bearer(token), payload });

  it('with the right current code: the new code works, the old one no longer, other sessions end', async () => {
    const account = await register(ctx, uniqueEmail('change'));
    const other = await login(ctx, account.email);
    const answer = await change(account.accessToken, {
      currentCode: GOOD_CODE,
      newCode: NEW_CODE,
      newCodeConfirmation: NEW_CODE,
    });
    expect(answer.statusCode).toBe(200);
    expect((await login(ctx, account.email, GOOD_CODE)).statusCode).toBe(401);
    expect((await login(ctx, account.email, NEW_CODE)).statusCode).toBe(200);
    // The session that changed it stays; the other one is over.
    expect(
      (await ctx.app.inject({ url: '/api/auth/me', headers: bearer(account.accessToken) })).statusCode,
    ).toBe(200);
    const otherCookie = other.headers['set-cookie'];
    const cookie = (Array.isArray(otherCookie) ? otherCookie : [otherCookie ?? ''])
      .find((value) => value.startsWith('refreshToken='))
      ?.split(';')[0]
      ?.slice('refreshToken='.length);
    expect((await refresh(ctx, cookie)).statusCode).toBe(401);
    const audit = (await ctx.app.inject({ url: '/api/audit', headers: bearer(account.accessToken) })).json();
    expect(audit.data.map((event: { type: string }) => event.type)).toContain('code.changed');
  });

  it('a wrong current code counts as a failed sign-in try and changes nothing', async () => {
    const account = await register(ctx, uniqueEmail('wrong'));
    const answer = await change(account.accessToken, {
      currentCode: '0000',
      newCode: NEW_CODE,
      newCodeConfirmation: NEW_CODE,
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'INVALID_CODE', remainingAttempts: 2 });
    expect((await login(ctx, account.email, GOOD_CODE)).statusCode).toBe(200);
  });

  it('refuses a trivial or mismatched new code with the French messages', async () => {
    const account = await register(ctx, uniqueEmail('rules'));
    const trivial = await change(account.accessToken, {
      currentCode: GOOD_CODE,
      newCode: '1234',
      newCodeConfirmation: '1234',
    });
    expect(trivial.statusCode).toBe(400);
    expect(trivial.json().details).toContainEqual({
      field: 'newCode',
      message: 'Ce code est trop facile à deviner',
    });
    const mismatch = await change(account.accessToken, {
      currentCode: GOOD_CODE,
      newCode: NEW_CODE,
      newCodeConfirmation: '7392',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details).toContainEqual({
      field: 'newCodeConfirmation',
      message: 'Les codes ne correspondent pas',
    });
    expect(
      (await change('', { currentCode: GOOD_CODE, newCode: NEW_CODE, newCodeConfirmation: NEW_CODE }))
        .statusCode,
    ).toBe(401);
  });

  it('asks for the app code when two-factor is on, and takes it', async () => {
    const account = await register(ctx, uniqueEmail('twofa'));
    const setup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      headers: bearer(account.accessToken),
      payload: { code: GOOD_CODE },
    });
    const { secret, backupCodes } = setup.json();
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/verify',
      headers: bearer(account.accessToken),
      payload: { code: await totpCode(secret, ctx.clock.now()), secret, backupCodes },
    });
    expect(verified.statusCode).toBe(200);
    ctx.clock.advance(30_000);
    const body = { currentCode: GOOD_CODE, newCode: NEW_CODE, newCodeConfirmation: NEW_CODE };
    const without = await change(account.accessToken, body);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ code: 'TWO_FACTOR_CODE_REQUIRED' });
    const withCode = await change(account.accessToken, {
      ...body,
      twoFactorCode: await totpCode(secret, ctx.clock.now()),
    });
    expect(withCode.statusCode).toBe(200);
  });
});
