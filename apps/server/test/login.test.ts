import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { users } from '../src/db/schema';
import { rowMapper } from '../src/db/sql-helpers';
import { LOCK_DURATION_MS } from '../src/modules/auth/service';
import { bearer, device, GOOD_CODE, login, register, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestContext } from './helpers';

describe('check-email, register and login', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object });

  it('maps the raw row of the code check as Drizzle maps the same row', async () => {
    const email = uniqueEmail();
    await register(ctx, email);
    const { db, raw } = ctx.app.database;
    const [drizzleRow] = await db.select().from(users).where(eq(users.email, email));
    const [rawRow] = await raw<Record<string, unknown>>('select * from users where email = $1', [email]);
    expect(rowMapper(users)(rawRow!)).toEqual(drizzleRow);
  });

  it('tells a new email to register and a known one to log in', async () => {
    const email = uniqueEmail();
    expect((await post('/api/auth/check-email', { email })).json()).toEqual({
      exists: false,
      action: 'register',
      isBlocked: false,
      remainingTime: 0,
      remainingAttempts: 3,
      loginAttempts: 0,
    });
    await register(ctx, email);
    expect(
      (await post('/api/auth/check-email', { email: `  ${email.toUpperCase()} ` })).json(),
    ).toMatchObject({
      exists: true,
      action: 'login',
      isBlocked: false,
    });
  });

  it('registers, signs in at once and gives the user an IDsimple', async () => {
    const email = uniqueEmail();
    const response = await post('/api/auth/register', {
      email: email.toUpperCase(),
      code: GOOD_CODE,
      codeConfirmation: GOOD_CODE,
      deviceInfo: device(),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.requires2FA).toBe(false);
    expect(body.user).toMatchObject({ email, twoFactorEnabled: false, recoveryEmail: null });
    expect(body.user.IDsimple).toMatch(/^TR-[A-HJ-NP-Z2-9]{6}$/);
    expect(body.accessToken.split('.')).toHaveLength(3);
    const cookie = response.cookies.find((c) => c.name === 'refreshToken');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(body.accessToken) });
    expect(me.json().user.email).toBe(email);
    // The code itself is stored nowhere: only an argon2id hash of its peppered form.
    const [row] = await queryRows<{ code_hash: string }>(
      ctx.database.db,
      sql`select code_hash from users where email = ${email}`,
    );
    expect(row?.code_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    [{ code: '12', codeConfirmation: '12' }, 'code', 'Le code doit contenir entre 4 et 8 chiffres'],
    [{ code: '1234', codeConfirmation: '1234' }, 'code', 'Ce code est trop facile à deviner'],
    [{ code: '0000', codeConfirmation: '0000' }, 'code', 'Ce code est trop facile à deviner'],
    [{ code: '2580', codeConfirmation: '2581' }, 'codeConfirmation', 'Les codes ne correspondent pas'],
    [{ code: '٢٥٨٠', codeConfirmation: '٢٥٨٠' }, 'code', 'Le code doit contenir entre 4 et 8 chiffres'],
  ])('refuses %j at registration with a 400 naming the field', async (codes, field, message) => {
    const email = uniqueEmail();
    const response = await post('/api/auth/register', { email, ...codes });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Données invalides', details: [{ field, message }] });
    expect((await post('/api/auth/check-email', { email })).json().exists).toBe(false);
  });

  it('answers bad bodies with a French 400, never a 500', async () => {
    for (const payload of [{}, { email: '' }, { email: 'pas-un-email' }, { email: 'a@b.fr', extra: 1 }, []]) {
      const response = await post('/api/auth/check-email', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Données invalides');
    }
    const empty = await post('/api/auth/check-email', { email: '' });
    expect(empty.json().details).toEqual([{ field: 'email', message: "L'email est requis" }]);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('Données invalides');
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.fr',
    });
    expect(form.statusCode).toBe(415);
    const huge = await post('/api/auth/check-email', { email: `${'a'.repeat(200_000)}@b.fr` });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe('Requête trop volumineuse');
  });

  it('refuses a second account for one email, and for one device', async () => {
    const first = await register(ctx);
    const again = await post('/api/auth/register', {
      email: first.email,
      code: '1357',
      codeConfirmation: '1357',
      deviceInfo: device(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Un compte avec cet email existe déjà', code: 'EMAIL_TAKEN' });

    const shared = device('shared-laptop');
    await register(ctx, uniqueEmail(), GOOD_CODE, shared);
    const second = await post('/api/auth/register', {
      email: uniqueEmail(),
      code: GOOD_CODE,
      codeConfirmation: GOOD_CODE,
      deviceInfo: shared,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: 'Cet appareil est déjà lié à un compte, protection contre les multiples comptes.',
      code: 'DEVICE_LIMIT_EXCEEDED',
    });
  });

  it('counts wrong codes, locks for 3 hours after the third, and unlocks after', async () => {
    const { email } = await register(ctx);
    const first = await login(ctx, email, '1111');
    expect(first.statusCode).toBe(401);
    expect(first.json()).toEqual({ error: 'Code incorrect', code: 'INVALID_CODE', remainingAttempts: 2 });
    expect((await login(ctx, email, '9999')).json().remainingAttempts).toBe(1);
    const third = await login(ctx, email, '7777');
    expect(third.statusCode).toBe(423);
    expect(third.json()).toEqual({
      error: 'Votre compte a été bloqué après 3 tentatives infructueuses.',
      code: 'ACCOUNT_LOCKED',
      remainingTime: 3 * 60 * 60,
    });

    // Locked: even the right code answers the same way.
    ctx.clock.advance(60_000);
    const right = await login(ctx, email, GOOD_CODE);
    expect(right.statusCode).toBe(423);
    expect(right.json().remainingTime).toBe(3 * 60 * 60 - 60);
    expect((await post('/api/auth/check-email', { email })).json()).toMatchObject({
      isBlocked: true,
      remainingTime: 3 * 60 * 60 - 60,
      remainingAttempts: 0,
      message: 'Votre compte a été bloqué après 3 tentatives infructueuses.',
    });

    ctx.clock.advance(LOCK_DURATION_MS);
    expect((await login(ctx, email, GOOD_CODE)).statusCode).toBe(200);
  });

  it('resets the counter after a right code', async () => {
    const { email } = await register(ctx);
    await login(ctx, email, '1111');
    await login(ctx, email, '1111');
    expect((await login(ctx, email, GOOD_CODE)).statusCode).toBe(200);
    expect((await login(ctx, email, '1111')).json().remainingAttempts).toBe(2);
  });

  it('evaluates at most 3 of 20 simultaneous wrong codes', async () => {
    const { email, user } = await register(ctx);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(ctx, email, String(4000 + i))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(2);
    expect(statuses.filter((status) => status === 423).length).toBeGreaterThanOrEqual(18);
    const [failed] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from audit_events where user_id = ${user.id} and type = 'login.failed'`,
    );
    expect(failed?.n).toBe(3);
  });

  it('answers an unknown email like a wrong code', async () => {
    const response = await login(ctx, uniqueEmail('inconnu'), GOOD_CODE);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Code incorrect');
  });

  it('shares the lock with a second server instance on the same database', async () => {
    const other = await createTestApp({ database: ctx.database, clock: ctx.clock });
    try {
      const { email } = await register(ctx);
      for (const code of ['1111', '2222', '3333']) await login(ctx, email, code);
      const fromOther = await login(other, email, GOOD_CODE);
      expect(fromOther.statusCode).toBe(423);
    } finally {
      await other.close();
    }
  });
});
