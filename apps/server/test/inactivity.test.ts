import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAdmin } from '../src/admin';
import { queryRows } from '../src/db/client';
import { bearer, login, register, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestContext } from './helpers';
import { withTestAppAndMail, type MailListener } from './mail-listener';
import { startStripeStandIn, type StripeStandIn } from './support/stripe-stand-in';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('automatic deletion of inactive accounts', () => {
  let ctx: TestContext;
  let smtp: MailListener;
  withTestAppAndMail((made) => ({ ctx, smtp } = made));

  const exists = async (id: string) =>
    (await queryRows(ctx.database.db, sql`select id from users where id = ${id}`)).length === 1;
  /** A list with an item, a note, a habit with a checked day. */
  const keepToolsData = async (id: string) => {
    const now = ctx.clock.now();
    const [list, item, note, habit] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await ctx.database.db.execute(
      sql`insert into todo_lists (id, user_id, title, position, created_at, updated_at)
          values (${list}, ${id}, 'Courses', 1, ${now}, ${now})`,
    );
    await ctx.database.db.execute(
      sql`insert into todo_items (id, user_id, list_id, text, position, created_at, updated_at)
          values (${item}, ${id}, ${list}, 'Pain', 1, ${now}, ${now})`,
    );
    await ctx.database.db.execute(
      sql`insert into notes (id, user_id, title, body, created_at, updated_at)
          values (${note}, ${id}, 'Idées', 'Texte', ${now}, ${now})`,
    );
    await ctx.database.db.execute(
      sql`insert into habits (id, user_id, name, daily_target, created_at, updated_at)
          values (${habit}, ${id}, 'Lire', 1, ${now}, ${now})`,
    );
    await ctx.database.db.execute(
      sql`insert into habit_checks (habit_id, user_id, day, count, updated_at)
          values (${habit}, ${id}, '2026-01-01', 1, ${now})`,
    );
  };
  const toolsRows = async (id: string) => {
    const counts: Record<string, number> = {};
    for (const table of ['todo_lists', 'todo_items', 'notes', 'habits', 'habit_checks']) {
      const [row] = await queryRows<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${id}`,
      );
      counts[table] = row!.n;
    }
    return counts;
  };
  const userId = async (token: string) =>
    (await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) })).json().user.id as string;

  it('mails the notice after 11 months without sign-in, deletes 30 days later; a sign-in in between keeps the account', async () => {
    const idle = await register(ctx, uniqueEmail('idle'));
    const back = await register(ctx, uniqueEmail('back'));
    const idleId = await userId(idle.accessToken);
    const backId = await userId(back.accessToken);
    // What each keeps in the tools (issue 28): the sweep takes the idle one's with its account.
    for (const id of [idleId, backId]) await keepToolsData(id);

    // Ten months later: not yet.
    ctx.clock.advance(305 * DAY_MS);
    expect((await ctx.app.services.inactivity.sweep()).noticed).toBe(0);

    // Past 11 months: one notice each, once.
    ctx.clock.advance(32 * DAY_MS);
    const first = await ctx.app.services.inactivity.sweep();
    expect(first.noticed).toBeGreaterThanOrEqual(2);
    const notice = await smtp.waitFor(idle.email, /sera supprimé le/);
    expect(notice.text).toContain('connecter avant cette date');
    const again = await ctx.app.services.inactivity.sweep();
    expect(again).toMatchObject({ noticed: 0, deleted: 0, running: true });

    // One of them signs in before the date.
    ctx.clock.advance(10 * DAY_MS);
    expect((await login(ctx, back.email)).statusCode).toBe(200);

    ctx.clock.advance(21 * DAY_MS);
    const swept = await ctx.app.services.inactivity.sweep();
    expect(swept.deleted).toBeGreaterThanOrEqual(1);
    expect(await exists(idleId)).toBe(false);
    expect(await exists(backId)).toBe(true);
    expect(await toolsRows(idleId)).toEqual({
      todo_lists: 0,
      todo_items: 0,
      notes: 0,
      habits: 0,
      habit_checks: 0,
    });
    expect(await toolsRows(backId)).toEqual({
      todo_lists: 1,
      todo_items: 1,
      notes: 1,
      habits: 1,
      habit_checks: 1,
    });
  });

  it('never deletes an account whose paid plan runs', async () => {
    const paying = await register(ctx, uniqueEmail('paying'));
    const id = await userId(paying.accessToken);
    await ctx.database.db.execute(
      sql`update subscriptions set plan = 'PREMIUM', status = 'ACTIVE' where user_id = ${id}`,
    );
    ctx.clock.advance(400 * DAY_MS);
    await ctx.app.services.inactivity.sweep();
    ctx.clock.advance(40 * DAY_MS);
    await ctx.app.services.inactivity.sweep();
    expect(await exists(id)).toBe(true);
  });

  it('acts once when two instances run the job at the same time', async () => {
    const second = await createTestApp({
      database: ctx.database,
      clock: ctx.clock,
      env: { SMTP_URL: smtp.url },
    });
    try {
      const accounts = await Promise.all([1, 2, 3].map(() => register(ctx, uniqueEmail('twice'))));
      ctx.clock.advance(340 * DAY_MS);
      const runs = await Promise.all([
        ctx.app.services.inactivity.sweep(),
        second.app.services.inactivity.sweep(),
      ]);
      expect(runs.reduce((sum, run) => sum + run.noticed, 0)).toBeGreaterThanOrEqual(accounts.length);
      for (const account of accounts) {
        await smtp.waitFor(account.email, /sera supprimé le/);
        const notices = smtp.mails.filter(
          (mail) => mail.to.includes(account.email) && /sera supprimé le/.test(mail.subject),
        );
        expect(notices).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });
});

/** A server with billing on, listening for the Stripe stand-in's webhooks, its log kept. */
async function appWithStripe() {
  const secret = 'whsec_inactivity_test';
  const holder: { ctx?: TestContext } = {};
  const stripe = await startStripeStandIn({
    webhookSecret: secret,
    prices: {
      price_standard: { unitAmount: 499 },
      price_premium: { unitAmount: 999 },
      price_infinity: { unitAmount: 1499 },
    },
    now: () => holder.ctx?.clock.now().getTime() ?? Date.now(),
  });
  const lines: string[] = [];
  const ctx = await createTestApp({
    env: {
      LOG_LEVEL: 'info',
      STRIPE_SECRET_KEY: 'sk_test_inactivity',
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_PRICE_STANDARD: 'price_standard',
      STRIPE_PRICE_PREMIUM: 'price_premium',
      STRIPE_PRICE_INFINITY: 'price_infinity',
      STRIPE_API_BASE: stripe.url,
    },
    logStream: { write: (line) => void lines.push(line) },
  });
  holder.ctx = ctx;
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  stripe.setWebhookUrl(`${address}/api/billing/webhook`);
  return { ctx, stripe, lines };
}

describe('the daily job when Stripe fails for one account', () => {
  let ctx: TestContext;
  let stripe: StripeStandIn;
  let lines: string[];
  beforeAll(async () => {
    ({ ctx, stripe, lines } = await appWithStripe());
  });
  afterAll(async () => {
    // The stand-in first: closing it ends the SDK's connections, so that a sweep the server's
    // own timer started meanwhile (60 s after start, under a slow run) cannot hold the server's
    // close on a call to it (a CI run on PostgreSQL timed out here).
    await stripe.close();
    await ctx.close();
  }, 120_000);

  const exists = async (id: string) =>
    (await queryRows(ctx.database.db, sql`select id from users where id = ${id}`)).length === 1;

  /**
   * An account whose paid subscription went unpaid: the plan is FREE again, so inactivity may
   * delete it, but Stripe still holds a live subscription that its deletion must cancel.
   */
  async function lapsedSubscriber() {
    const account = await register(ctx, uniqueEmail('lapsed'));
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/create-session',
      headers: bearer(account.accessToken),
      payload: { planId: 'standard', cgvAccepted: true, deviceFingerprint: 'fp.inactivity' },
    });
    expect(answer.statusCode).toBe(200);
    const sessionId = (answer.json().url as string).split('/checkout/')[1]!;
    await stripe.pay(sessionId);
    await stripe.idle();
    const subscriptionId = stripe.checkoutSessions.get(sessionId)!.subscription!;
    await stripe.advanceSubscription(subscriptionId, { status: 'unpaid' }, 'customer.subscription.updated');
    await stripe.idle();
    const [row] = await queryRows<{ plan: string }>(
      ctx.database.db,
      sql`select plan from subscriptions where user_id = ${account.user.id}`,
    );
    expect(row?.plan).toBe('FREE');
    return { ...account, id: account.user.id as string, subscriptionId };
  }

  const cancelCalls = (subscriptionId: string) =>
    stripe.requests.filter(
      (request) => request.method === 'DELETE' && request.path === `/v1/subscriptions/${subscriptionId}`,
    );

  it('logs and skips an account whose cancellation fails; the others and the retention still run; the next day retries it', async () => {
    const first = await register(ctx, uniqueEmail('idle-a'));
    const failing = await lapsedSubscriber();
    const last = await register(ctx, uniqueEmail('idle-b'));

    ctx.clock.advance(337 * DAY_MS);
    expect((await ctx.app.services.inactivity.sweep()).noticed).toBeGreaterThanOrEqual(3);
    ctx.clock.advance(31 * DAY_MS);

    const stop = stripe.intercept(
      { method: 'DELETE', path: new RegExp(`^/v1/subscriptions/${failing.subscriptionId}$`) },
      { fail: 500 },
    );
    lines.length = 0;
    const run = await ctx.app.services.inactivity.sweep();
    expect(run).toMatchObject({ failed: 1, stepsFailed: [], running: true });
    expect(run.deleted).toBeGreaterThanOrEqual(2);
    // The retention step ran after the failure: the sign-ins of 13 months ago are past 12 months.
    expect(run.removed.auditEvents).toBeGreaterThan(0);
    expect(await exists(first.user.id)).toBe(false);
    expect(await exists(last.user.id)).toBe(false);
    expect(await exists(failing.id)).toBe(true);
    expect(stripe.subscriptions.get(failing.subscriptionId)!.status).toBe('unpaid');
    expect(cancelCalls(failing.subscriptionId)).toEqual([expect.objectContaining({ status: 500 })]);

    // Logged by its id, never by its address.
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 50, userId: failing.id, msg: expect.stringContaining('tried again') }),
    );
    for (const line of lines) expect(line).not.toContain(failing.email);

    // Stripe is back the next day: the account goes, its subscription with it.
    stop();
    ctx.clock.advance(DAY_MS);
    const next = await ctx.app.services.inactivity.sweep();
    expect(next).toMatchObject({ failed: 0, running: true });
    expect(next.deleted).toBeGreaterThanOrEqual(1);
    expect(await exists(failing.id)).toBe(false);
    expect(stripe.subscriptions.get(failing.subscriptionId)!.status).toBe('canceled');
  });

  it('npm run admin -- sweep-inactive says which accounts are left and exits with 1, then 0 once they went', async () => {
    const output: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void output.push(line));
    vi.spyOn(console, 'error').mockImplementation((line: string) => void output.push(line));
    try {
      const env = {
        NODE_ENV: 'test',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'trousse-sweep-')),
        APP_SECRET: 'x'.repeat(40),
        LOG_LEVEL: 'silent',
        STRIPE_SECRET_KEY: 'sk_test_inactivity',
        STRIPE_WEBHOOK_SECRET: 'whsec_inactivity_test',
        STRIPE_PRICE_STANDARD: 'price_standard',
        STRIPE_PRICE_PREMIUM: 'price_premium',
        STRIPE_PRICE_INFINITY: 'price_infinity',
        STRIPE_API_BASE: stripe.url,
      };
      const sweep = () => runAdmin(['sweep-inactive'], env, { database: ctx.database, clock: ctx.clock });
      const lapsed = await lapsedSubscriber();
      ctx.clock.advance(337 * DAY_MS);
      await ctx.app.services.inactivity.sweep();
      ctx.clock.advance(31 * DAY_MS);

      const stop = stripe.intercept(
        { method: 'DELETE', path: new RegExp(`^/v1/subscriptions/${lapsed.subscriptionId}$`) },
        { fail: 502 },
      );
      expect(await sweep()).toBe(1);
      expect(output).toContain('Comptes non supprimés (réessayés au prochain passage) : 1');
      expect(await exists(lapsed.id)).toBe(true);
      stop();

      output.length = 0;
      ctx.clock.advance(DAY_MS);
      expect(await sweep()).toBe(0);
      expect(output.join('\n')).toMatch(/comptes supprimés : [1-9]/);
      expect(await exists(lapsed.id)).toBe(false);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('never calls Stripe for an account that signed in after the sweep picked it', async () => {
    const one = await lapsedSubscriber();
    const other = await lapsedSubscriber();
    ctx.clock.advance(337 * DAY_MS);
    await ctx.app.services.inactivity.sweep();
    ctx.clock.advance(31 * DAY_MS);

    // Both are due, taken in the order of their ids; while Stripe is asked about the first,
    // the second signs in.
    const [first, second] = [one, other].sort((a, b) => (a.id < b.id ? -1 : 1)) as [typeof one, typeof one];
    const stop = stripe.intercept(
      { method: 'GET', path: /^\/v1\/subscriptions$/ },
      {
        before: async () => {
          expect((await login(ctx, second.email)).statusCode).toBe(200);
        },
      },
      1,
    );
    const callsBefore = stripe.requests.length;
    const run = await ctx.app.services.inactivity.sweep();
    stop();
    expect(run.failed).toBe(0);
    expect(await exists(first.id)).toBe(false);
    expect(await exists(second.id)).toBe(true);
    expect(stripe.subscriptions.get(first.subscriptionId)!.status).toBe('canceled');
    // Not a single Stripe call about the second: its subscription runs on.
    const customer = stripe.subscriptions.get(second.subscriptionId)!.customer;
    const about = stripe.requests
      .slice(callsBefore)
      .filter(
        (request) =>
          request.path.includes(second.subscriptionId) || JSON.stringify(request.params).includes(customer),
      );
    expect(about).toEqual([]);
    expect(stripe.subscriptions.get(second.subscriptionId)!.status).toBe('unpaid');
  });
});
