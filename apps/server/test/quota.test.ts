import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nextParisMidnight, parisDay } from '../src/lib/paris-time';
import { bearer, register } from './auth-helpers';
import { createTestApp, createTestDatabase, testDatabaseUrl, type TestContext } from './helpers';
import { ManualClock } from '../src/lib/clock';
import type { Database } from '../src/db/client';

const generate = (ctx: TestContext, token: string, options: object = {}, count?: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/apps/password-generator/generate',
    headers: bearer(token),
    payload: { options, ...(count ? { count } : {}) },
  });

describe('Paris days', () => {
  it('knows the calendar day and the next midnight in Europe/Paris, summer and winter', () => {
    expect(parisDay(new Date('2026-11-22T22:59:59Z'))).toBe('2026-11-22');
    expect(parisDay(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-23');
    expect(nextParisMidnight(new Date('2026-11-22T10:00:00Z')).toISOString()).toBe(
      '2026-11-22T23:00:00.000Z',
    );
    expect(nextParisMidnight(new Date('2026-07-14T10:00:00Z')).toISOString()).toBe(
      '2026-07-14T22:00:00.000Z',
    );
    // The night DST ends (25 October 2026), midnight is still at UTC+2.
    expect(nextParisMidnight(new Date('2026-10-24T12:00:00Z')).toISOString()).toBe(
      '2026-10-24T22:00:00.000Z',
    );
    expect(nextParisMidnight(new Date('2026-10-25T12:00:00Z')).toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
  });
});

describe('the generator call and plan quotas', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ clock: new ManualClock('2026-11-22T10:00:00Z') });
  });
  afterAll(() => ctx.close());

  it('generates with the default options and reports usage', async () => {
    const account = await register(ctx);
    const response = await generate(ctx, account.accessToken);
    expect(response.statusCode).toBe(200);
    const [item] = response.json().passwords;
    expect(item.password).toHaveLength(16);
    expect(item.entropy).toBeCloseTo(99.97, 1);
    expect(item.strength).toMatchObject({ level: 'very-strong', estimatedCrackTime: 'des siècles' });
    const usage = await ctx.app.inject({
      url: '/api/apps/password-generator/usage',
      headers: bearer(account.accessToken),
    });
    expect(usage.json()).toEqual({
      success: true,
      usage: {
        planName: 'Gratuit',
        planType: 'FREE',
        currentUsage: 1,
        remainingQuota: 2,
        limit: 3,
        resetAt: '2026-11-22T23:00:00.000Z',
      },
    });
    const billing = await ctx.app.inject({ url: '/api/billing/usage', headers: bearer(account.accessToken) });
    expect(billing.json()).toEqual({
      planType: 'FREE',
      status: 'ACTIVE',
      quotas: { maxItems: 3, maxLists: 2 },
      usage: { monthlyApiCalls: 1 },
    });
  });

  it.each([
    [{ length: 3 }, 'La longueur doit être comprise entre 4 et 50 caractères'],
    [{ length: 51 }, 'La longueur doit être comprise entre 4 et 50 caractères'],
    [{ length: 12.5 }, 'La longueur doit être comprise entre 4 et 50 caractères'],
    [
      { includeUppercase: false, includeLowercase: false, includeNumbers: false, includeSpecialChars: false },
      'Sélectionnez au moins un type de caractères',
    ],
    [{ length: 12, admin: true }, undefined],
  ])('refuses %j with a French 400 and consumes no use', async (options, message) => {
    const account = await register(ctx);
    const response = await generate(ctx, account.accessToken, options);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Données invalides');
    if (message)
      expect(response.json().details.map((d: { message: string }) => d.message)).toContain(message);
    const usage = await ctx.app.inject({
      url: '/api/apps/password-generator/usage',
      headers: bearer(account.accessToken),
    });
    expect(usage.json().usage.currentUsage).toBe(0);
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/apps/password-generator/generate',
      payload: { options: {} },
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets exactly 3 of 50 simultaneous calls through on a fresh FREE day, then says when it resets', async () => {
    const account = await register(ctx);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => generate(ctx, account.accessToken, { length: 8 })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(47);
    expect(refused[0]!.json()).toEqual({
      code: 'QUOTA_EXCEEDED',
      error:
        'Quota atteint : le forfait Gratuit permet 3 générations par jour. Il se renouvelle à minuit (heure de Paris).',
      resetAt: '2026-11-22T23:00:00.000Z',
      // The same facts, for clients that say them in another language.
      planType: 'FREE',
      planName: 'Gratuit',
      limit: 3,
      period: 'day',
    });
  });

  it('starts again at midnight in Paris', async () => {
    const account = await register(ctx);
    for (let i = 0; i < 3; i++) expect((await generate(ctx, account.accessToken)).statusCode).toBe(200);
    expect((await generate(ctx, account.accessToken)).statusCode).toBe(429);
    ctx.clock.set('2026-11-22T22:59:59Z');
    const tokenStillValid = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, code: account.code },
      })
    ).json().accessToken;
    expect((await generate(ctx, tokenStillValid)).statusCode).toBe(429);
    ctx.clock.set('2026-11-22T23:00:01Z');
    expect((await generate(ctx, tokenStillValid)).statusCode).toBe(200);
    ctx.clock.set('2026-11-22T10:00:00Z');
  });

  it('counts paid plans per period and never limits INFINITY', async () => {
    const standard = await register(ctx);
    await ctx.app.services.quota.setPlan(standard.user.id, 'STANDARD');
    await ctx.database.db.execute(
      sql`insert into usage_counters (user_id, period_key, used, updated_at)
          select ${standard.user.id}, 'P:' || to_char(current_period_start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 199, now()
          from subscriptions where user_id = ${standard.user.id}`,
    );
    expect((await generate(ctx, standard.accessToken)).statusCode).toBe(200);
    const over = await generate(ctx, standard.accessToken);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe(
      'Quota atteint : le forfait Standard permet 200 générations par période. Il se renouvelle le 22 décembre 2026.',
    );

    const infinity = await register(ctx);
    await ctx.app.services.quota.setPlan(infinity.user.id, 'INFINITY');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => generate(ctx, infinity.accessToken, { length: 6 })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const usage = await ctx.app.inject({
      url: '/api/apps/password-generator/usage',
      headers: bearer(infinity.accessToken),
    });
    expect(usage.json().usage).toMatchObject({
      planName: 'Infinity',
      currentUsage: 20,
      remainingQuota: -1,
      limit: -1,
      resetAt: null,
    });
  });

  it('returns several passwords for one use when asked', async () => {
    const account = await register(ctx);
    const response = await generate(ctx, account.accessToken, { length: 20 }, 3);
    expect(response.json().passwords).toHaveLength(3);
    const usage = await ctx.app.inject({
      url: '/api/apps/password-generator/usage',
      headers: bearer(account.accessToken),
    });
    expect(usage.json().usage.currentUsage).toBe(1);
  });

  it('never shows an unlimited plan fewer uses while its count is being written', async () => {
    const account = await register(ctx);
    const quota = ctx.app.services.quota;
    await quota.setPlan(account.user.id, 'INFINITY');
    const turns = (count: number) =>
      Array.from({ length: count }).reduce<Promise<void>>(
        (previous) => previous.then(() => new Promise((resolve) => setImmediate(resolve))),
        Promise.resolve(),
      );
    // The write can start before, during or after the read's query: the answer is the same.
    for (let use = 1; use <= 24; use++) {
      await quota.consume(account.user.id);
      const reading = quota.usage(account.user.id);
      const billing = quota.billingUsage(account.user.id);
      await turns(use % 6);
      const writing = quota.flush();
      expect((await reading).currentUsage).toBe(use);
      expect((await billing).usage.monthlyApiCalls).toBe(use);
      await writing;
    }
  });
});

describe('quotas across two server instances on one database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it(`lets exactly 3 of 50 calls through, split over two instances (${testDatabaseUrl ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const clock = new ManualClock('2026-11-22T10:00:00Z');
    const a = await createTestApp({ database, clock, strengthWorkers: 1 });
    const b = await createTestApp({ database, clock, strengthWorkers: 1 });
    try {
      const account = await register(a);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => generate(i % 2 ? a : b, account.accessToken, { length: 8 })),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('applies a plan change made on one instance to the next call on the other', async () => {
    const clock = new ManualClock('2026-11-22T10:00:00Z');
    const a = await createTestApp({ database, clock, strengthWorkers: 1 });
    const b = await createTestApp({ database, clock, strengthWorkers: 1 });
    try {
      const account = await register(a);
      for (let i = 0; i < 3; i++) expect((await generate(b, account.accessToken)).statusCode).toBe(200);
      expect((await generate(b, account.accessToken)).statusCode).toBe(429);
      // b keeps the FREE subscription in memory; the database tells it of the change.
      await a.app.services.quota.setPlan(account.user.id, 'PREMIUM');
      await vi.waitFor(async () => expect((await generate(b, account.accessToken)).statusCode).toBe(200), {
        timeout: 2_000,
      });
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('counts the uses of an unlimited plan on every instance, and keeps them across a restart', async () => {
    const clock = new ManualClock('2026-11-22T10:00:00Z');
    const a = await createTestApp({ database, clock, strengthWorkers: 1 });
    const b = await createTestApp({ database, clock, strengthWorkers: 1 });
    const usageOn = async (ctx: TestContext, token: string) =>
      (await ctx.app.inject({ url: '/api/apps/password-generator/usage', headers: bearer(token) })).json()
        .usage.currentUsage as number;
    const account = await register(a);
    await a.app.services.quota.setPlan(account.user.id, 'INFINITY');
    try {
      for (let i = 0; i < 4; i++) expect((await generate(a, account.accessToken)).statusCode).toBe(200);
      // Counted in memory first: the instance that served them shows them at once.
      expect(await usageOn(a, account.accessToken)).toBe(4);
      for (let i = 0; i < 3; i++) expect((await generate(b, account.accessToken)).statusCode).toBe(200);
      // Written within a second; both instances then show all seven.
      await vi.waitFor(async () => expect(await usageOn(a, account.accessToken)).toBe(7), { timeout: 3_000 });
      expect(await usageOn(b, account.accessToken)).toBe(7);
      for (let i = 0; i < 2; i++) expect((await generate(b, account.accessToken)).statusCode).toBe(200);
    } finally {
      await a.close();
      await b.close();
    }
    // Stopping writes what was left: a fresh instance sees every use.
    const c = await createTestApp({ database, clock, strengthWorkers: 1 });
    try {
      expect(await usageOn(c, account.accessToken)).toBe(9);
    } finally {
      await c.close();
    }
  });
});
