import { accountExportSchema } from '@trousse/contracts/api/account/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/lib/totp';
import {
  bearer,
  device,
  GOOD_CODE,
  login,
  refresh,
  refreshCookieOf,
  register,
  uniqueEmail,
} from './auth-helpers';
import { createTestApp, type TestContext } from './helpers';
import { startMailListener, type MailListener } from './mail-listener';
import { startStripeStandIn, type StripeStandIn } from './support/stripe-stand-in';

const APP = 'password-generator';
const SECRET = 'whsec_account_test';
const DELETED_SUBJECT = /Votre compte Trousse a été supprimé/;

/** Kept by law, detached from the person: their rows stay, with user_id emptied. */
const KEPT_TABLES = ['cgv_acceptances', 'cancellation_requests'];

type Account = Awaited<ReturnType<typeof register>>;

/** Every table with a user_id column, and how many of its rows point at `userId`. */
async function rowsOf(ctx: TestContext, userId: string): Promise<Record<string, number>> {
  const tables = await ctx.database.raw<{ table_name: string }>(
    `select table_name from information_schema.columns
     where table_schema = 'public' and column_name = 'user_id' order by table_name`,
    [],
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await ctx.database.raw<{ n: number }>(
      `select count(*)::int as n from "${table}" where user_id = $1`,
      [userId],
    );
    counts[table] = row!.n;
  }
  const [user] = await ctx.database.raw<{ n: number }>('select count(*)::int as n from users where id = $1', [
    userId,
  ]);
  counts.users = user!.n;
  return counts;
}

/** Every stored secret of the account: none may reach its export. */
async function secretsOf(ctx: TestContext, userId: string): Promise<string[]> {
  const rows = await ctx.database.raw<{ value: string | null }>(
    `select code_hash as value from users where id = $1
     union all select totp_secret from users where id = $1
     union all select totp_pending_secret from users where id = $1
     union all select registration_device_hash from users where id = $1
     union all select refresh_hash from sessions where user_id = $1
     union all select previous_refresh_hash from sessions where user_id = $1
     union all select device_hash from sessions where user_id = $1
     union all select token_hash from retired_refresh_tokens r join sessions s on s.id = r.session_id where s.user_id = $1
     union all select device_hash from user_devices where user_id = $1
     union all select code_hash from recovery_codes where user_id = $1
     union all select salt from recovery_codes where user_id = $1
     union all select code_hash from reset_codes where user_id = $1
     union all select code_hash from recovery_email_codes where user_id = $1
     union all select provider_user_id from oauth_identities where user_id = $1
     union all select stripe_customer_id from billing_customers where user_id = $1
     union all select stripe_subscription_id from subscriptions where user_id = $1
     union all select stripe_subscription_id from cancellation_requests where user_id = $1`,
    [userId],
  );
  return rows.map((row) => row.value).filter((value): value is string => value !== null && value !== '');
}

describe('Mes données: export and deletion of the account', () => {
  let ctx: TestContext;
  let stripe: StripeStandIn;
  let smtp: MailListener;
  beforeAll(async () => {
    smtp = await startMailListener();
    // The stand-in reads the product's clock, which exists once the app is made.
    const holder: { ctx?: TestContext } = {};
    stripe = await startStripeStandIn({
      webhookSecret: SECRET,
      prices: { price_s: { unitAmount: 499 }, price_p: { unitAmount: 999 }, price_i: { unitAmount: 1499 } },
      now: () => holder.ctx?.clock.now().getTime() ?? Date.now(),
    });
    ctx = await createTestApp({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Trousse <no-reply@trousse.test>',
        STRIPE_SECRET_KEY: 'sk_test_account',
        STRIPE_WEBHOOK_SECRET: SECRET,
        STRIPE_PRICE_STANDARD: 'price_s',
        STRIPE_PRICE_PREMIUM: 'price_p',
        STRIPE_PRICE_INFINITY: 'price_i',
        STRIPE_API_BASE: stripe.url,
      },
    });
    holder.ctx = ctx;
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    stripe.setWebhookUrl(`${address}/api/billing/webhook`);
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
    await smtp.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const exportOf = (token: string) => call('GET', '/api/account/export', token);
  const deleteAccount = (token: string, payload: object) => call('DELETE', '/api/account', token, payload);
  const likesOf = async (appId: string) =>
    ((await call('GET', '/api/apps')).json().data as { id: string; likesCount: number }[]).find(
      (app) => app.id === appId,
    )!.likesCount;

  /**
   * An account with something in every personal table: likes, favourite, install, a use, two
   * sessions (one ended by turning two-factor on), a paid plan bought through Checkout (terms
   * accepted) then cancelled at period end, a social identity, a recovery email being changed,
   * live reset and validation codes.
   */
  let rich: Account & { deviceInfo: ReturnType<typeof device>; secret: string; backupCodes: string[] };
  let subscriptionId: string;
  let likesBefore: number;
  beforeAll(async () => {
    likesBefore = await likesOf(APP);
    const deviceInfo = device('rich-account');
    const account = await register(ctx, uniqueEmail('rich'), GOOD_CODE, deviceInfo);
    const token = account.accessToken;
    expect((await call('POST', `/api/apps/${APP}/like`, token, { isLiked: true })).statusCode).toBe(200);
    expect((await call('POST', `/api/apps/${APP}/favorite`, token, { isFavorite: true })).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/api/apps/${APP}/install`, token)).statusCode).toBeLessThan(300);
    expect((await call('POST', `/api/apps/${APP}/generate`, token, { options: {} })).statusCode).toBeLessThan(
      300,
    );
    expect((await login(ctx, account.email, GOOD_CODE, device('rich-other'))).statusCode).toBe(200);

    const checkout = await call('POST', '/api/billing/create-session', token, {
      planId: 'premium',
      cgvAccepted: true,
      deviceFingerprint: 'fp.test',
    });
    expect(checkout.statusCode).toBe(200);
    const sessionId = (checkout.json().url as string).split('/checkout/')[1]!;
    await stripe.pay(sessionId);
    await stripe.idle();
    subscriptionId = stripe.checkoutSessions.get(sessionId)!.subscription as string;
    expect((await call('POST', '/api/billing/cancel', token, { immediately: false })).statusCode).toBe(200);
    await stripe.idle();

    const setup = (await call('POST', '/api/auth/2fa/enable', token, { code: GOOD_CODE })).json();
    const verified = await call('POST', '/api/auth/2fa/verify', token, {
      code: await totpCode(setup.secret, ctx.clock.now()),
      secret: setup.secret,
      backupCodes: setup.backupCodes,
    });
    expect(verified.statusCode).toBe(200);

    const id = account.user.id as string;
    const raw = ctx.database.raw;
    await raw(
      `insert into oauth_identities (provider, provider_user_id, user_id, email, email_verified, created_at, last_used_at)
       values ('google', 'google-rich-sub-123', $1, $2, true, $3, $3)`,
      [id, account.email, ctx.clock.now().toISOString()],
    );
    await raw(`update users set recovery_email = 'secours@exemple.fr' where id = $1`, [id]);
    await raw(
      `insert into recovery_email_changes (user_id, requested_at, delay_ends_at, window_ends_at)
       values ($1, $2, $2::timestamptz + interval '99 hours', null)`,
      [id, ctx.clock.now().toISOString()],
    );
    await raw(
      `insert into recovery_email_codes (user_id, purpose, email, code_hash, created_at, expires_at)
       values ($1, 'change', 'autre@exemple.fr', 'validation-code-hash-secret', $2, $2::timestamptz + interval '10 minutes')`,
      [id, ctx.clock.now().toISOString()],
    );
    await raw(
      `insert into reset_codes (user_id, code_hash, created_at, expires_at)
       values ($1, 'reset-code-hash-secret', $2, $2::timestamptz + interval '10 minutes')`,
      [id, ctx.clock.now().toISOString()],
    );
    // The tools that keep an account's data (issue 28): a list with an item, a note, a habit
    // with a checked day.
    const now = ctx.clock.now().toISOString();
    await raw(
      `with list as (
         insert into todo_lists (id, user_id, title, position, created_at, updated_at)
         values ('00000000-0000-4000-8000-000000000001', $1, 'Courses', 1, $2, $2) returning id)
       insert into todo_items (id, user_id, list_id, text, done, due_date, position, created_at, updated_at)
       select '00000000-0000-4000-8000-000000000002', $1, id, 'Acheter du pain', true, '2026-12-24', 1, $2, $2 from list`,
      [id, now],
    );
    await raw(
      `insert into notes (id, user_id, title, body, created_at, updated_at)
       values ('00000000-0000-4000-8000-000000000003', $1, 'Idées', 'Une note privée', $2, $2)`,
      [id, now],
    );
    await raw(
      `with habit as (
         insert into habits (id, user_id, name, daily_target, created_at, updated_at)
         values ('00000000-0000-4000-8000-000000000004', $1, 'Lire', 1, $2, $2) returning id)
       insert into habit_checks (habit_id, user_id, day, count, updated_at)
       select id, $1, '2026-11-27', 1, $2 from habit`,
      [id, now],
    );
    rich = { ...account, deviceInfo, secret: setup.secret, backupCodes: setup.backupCodes };
  });

  it('exports every personal record as an attachment, with no secret in it', async () => {
    const secrets = await secretsOf(ctx, rich.user.id);
    expect(secrets.length).toBeGreaterThanOrEqual(15);

    const answer = await exportOf(rich.accessToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="trousse-export.json"');
    const data = accountExportSchema.parse(answer.json());
    const at = ctx.clock.now().toISOString();

    expect(data.exportedAt).toBe(at);
    expect(data.profile).toMatchObject({
      email: rich.email,
      IDsimple: rich.user.IDsimple,
      language: 'fr',
      recoveryEmail: 'secours@exemple.fr',
      twoFactorEnabled: true,
      failedAttempts: 0,
      lockedUntil: null,
    });
    expect(data.recoveryEmailChange).toMatchObject({ requestedAt: at, windowEndsAt: null });
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((session) => session.endedAt === null)).toHaveLength(1);
    expect(data.sessions.map((session) => session.endReason)).toContain('2fa-enabled');
    expect(data.devices).toHaveLength(2);
    const types = data.auditLog.map((event) => event.type);
    expect(types).toEqual(
      expect.arrayContaining(['billing.terms_accepted', '2fa.enabled', 'account.exported']),
    );
    // Recorded before the log was read, with where it came from.
    expect(data.auditLog.at(-1)).toMatchObject({ type: 'account.exported', createdAt: at });
    expect(data.socialAccounts).toEqual([{ provider: 'google', email: rich.email, linkedAt: at }]);
    for (const list of [data.likes, data.favorites, data.installs])
      expect(list).toEqual([{ appId: APP, at }]);
    expect(data.subscription).toMatchObject({
      planType: 'PREMIUM',
      status: 'ACTIVE',
      cancelAtPeriodEnd: true,
    });
    expect(data.usage).toEqual([{ period: expect.stringMatching(/^D:/), count: 1 }]);
    expect(data.termsAcceptances).toEqual([
      { version: '08/07/2025', plan: 'PREMIUM', acceptedAt: at, ip: expect.any(String) },
    ]);
    expect(data.cancellationRequests).toEqual([
      {
        number: expect.stringMatching(/^RES-/),
        withdrawal: false,
        requestedAt: at,
        effectiveAt: expect.any(String),
      },
    ]);

    expect(data.todoLists).toEqual([
      {
        id: '00000000-0000-4000-8000-000000000001',
        version: 1,
        createdAt: at,
        updatedAt: at,
        title: 'Courses',
        position: 1,
        items: [
          {
            id: '00000000-0000-4000-8000-000000000002',
            version: 1,
            createdAt: at,
            updatedAt: at,
            text: 'Acheter du pain',
            done: true,
            dueDate: '2026-12-24',
            position: 1,
          },
        ],
      },
    ]);
    expect(data.notes).toEqual([
      {
        id: '00000000-0000-4000-8000-000000000003',
        version: 1,
        createdAt: at,
        updatedAt: at,
        title: 'Idées',
        body: 'Une note privée',
      },
    ]);
    expect(data.habits).toEqual([
      {
        id: '00000000-0000-4000-8000-000000000004',
        version: 1,
        createdAt: at,
        updatedAt: at,
        name: 'Lire',
        dailyTarget: 1,
        checks: [{ day: '2026-11-27', count: 1 }],
      },
    ]);

    const text = answer.body;
    for (const secret of [...secrets, rich.secret, ...rich.backupCodes, rich.cookie.split('=')[1]!])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/hash|totp|secret|stripe|fingerprint|token/i);
  });

  it("exports only the bearer's own account, and nothing without one", async () => {
    const other = await register(ctx, uniqueEmail('other'));
    const answer = await call('GET', `/api/account/export?userId=${rich.user.id}`, other.accessToken);
    expect(answer.statusCode).toBe(200);
    const data = accountExportSchema.parse(answer.json());
    expect(data.profile.email).toBe(other.email);
    expect(answer.body).not.toContain(rich.email);
    expect(data.likes).toEqual([]);
    expect(data.subscription).toMatchObject({ planType: 'FREE' });
    expect((await exportOf('')).statusCode).toBe(401);
  });

  it('refuses a wrong code (a counted try) and asks for the app code when two-factor is on, deleting nothing', async () => {
    const before = await rowsOf(ctx, rich.user.id);
    const wrong = await deleteAccount(rich.accessToken, { currentCode: '0000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE', remainingAttempts: 2 });
    const withoutApp = await deleteAccount(rich.accessToken, { currentCode: GOOD_CODE });
    expect(withoutApp.statusCode).toBe(400);
    expect(withoutApp.json()).toMatchObject({ code: 'TWO_FACTOR_CODE_REQUIRED' });
    expect((await deleteAccount('', { currentCode: GOOD_CODE })).statusCode).toBe(401);
    // The failed try and its audit lines aside, everything is where it was.
    const after = await rowsOf(ctx, rich.user.id);
    expect({ ...after, audit_events: 0 }).toEqual({ ...before, audit_events: 0 });
    expect(after.users).toBe(1);
    expect(stripe.subscriptions.get(subscriptionId)!.status).toBe('active');
    expect((await call('GET', '/api/auth/me', rich.accessToken)).statusCode).toBe(200);
  });

  it('deletes with the code and the app code: every row of the person goes, the billing records stay detached', async () => {
    const id = rich.user.id as string;
    expect(await likesOf(APP)).toBe(likesBefore + 1);
    const kept = await ctx.database.raw<{ table_name: string; key: string }>(
      `select 'cgv_acceptances' as table_name, id::text as key from cgv_acceptances where user_id = $1
       union all select 'cancellation_requests', number from cancellation_requests where user_id = $1`,
      [id],
    );
    expect(kept).toHaveLength(2);
    const sessionIds = (
      await ctx.database.raw<{ id: string }>('select id from sessions where user_id = $1', [id])
    ).map((row) => row.id);
    const refundsBefore = stripe.refunds.length;

    ctx.clock.advance(30_000);
    const answer = await deleteAccount(rich.accessToken, {
      currentCode: GOOD_CODE,
      twoFactorCode: await totpCode(rich.secret, ctx.clock.now()),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: 'Votre compte a été supprimé.' });
    // The refresh cookie is cleared.
    expect(answer.cookies.find((cookie) => cookie.name === 'refreshToken')?.value).toBe('');

    const after = await rowsOf(ctx, id);
    for (const [table, count] of Object.entries(after)) expect(count, table).toBe(0);
    expect(Object.keys(after)).toEqual(
      expect.arrayContaining([
        ...KEPT_TABLES,
        'sessions',
        'recovery_email_changes',
        'todo_lists',
        'todo_items',
        'notes',
        'habits',
        'habit_checks',
      ]),
    );
    for (const { table_name: table, key } of kept) {
      const column = table === 'cgv_acceptances' ? 'id::text' : 'number';
      const rows = await ctx.database.raw<{ user_id: string | null }>(
        `select user_id from ${table} where ${column} = $1`,
        [key],
      );
      expect(rows, table).toEqual([{ user_id: null }]);
    }
    const retired = await ctx.database.raw(
      'select 1 from retired_refresh_tokens where session_id = any($1::uuid[])',
      [sessionIds],
    );
    expect(retired).toEqual([]);

    // The subscription ended at Stripe at once, without refund (no withdrawal asked).
    expect(stripe.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect(stripe.refunds.length).toBe(refundsBefore);
    await stripe.idle();
    expect(stripe.deliveries.filter((delivery) => delivery.status !== 200)).toEqual([]);

    // The catalogue counts the like no more.
    expect(await likesOf(APP)).toBe(likesBefore);
  });

  it('after deletion: the tokens open nothing, the mail is sent, the address and device register again', async () => {
    expect((await call('GET', '/api/auth/me', rich.accessToken)).statusCode).toBe(401);
    expect((await exportOf(rich.accessToken)).statusCode).toBe(401);
    expect((await refresh(ctx, rich.cookie)).statusCode).toBe(401);
    expect((await login(ctx, rich.email)).statusCode).toBe(401);

    const mail = await smtp.waitFor(rich.email, DELETED_SUBJECT);
    expect(mail.text).toContain('supprimés le');

    const again = await register(ctx, rich.email, GOOD_CODE, rich.deviceInfo);
    expect(again.user.id).not.toBe(rich.user.id);
    const data = accountExportSchema.parse((await exportOf(again.accessToken)).json());
    expect(data.profile).toMatchObject({ twoFactorEnabled: false, recoveryEmail: null });
    expect(data.likes).toEqual([]);
    expect(data.termsAcceptances).toEqual([]);
    expect(data.auditLog.map((event) => event.type)).not.toContain('2fa.enabled');
  });

  it('without two-factor, the code alone deletes; two deletions at once answer once', async () => {
    const account = await register(ctx, uniqueEmail('plain'));
    const answers = await Promise.all([
      deleteAccount(account.accessToken, { currentCode: GOOD_CODE }),
      deleteAccount(account.accessToken, { currentCode: GOOD_CODE }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    expect(Object.values(await rowsOf(ctx, account.user.id)).every((count) => count === 0)).toBe(true);
    await smtp.waitFor(account.email, DELETED_SUBJECT);
    expect(smtp.mails.filter((mail) => mail.to.includes(account.email))).toHaveLength(1);
  });
});

describe('account deletion when Stripe fails or billing is off', () => {
  let unreachable: TestContext;
  let off: TestContext;
  beforeAll(async () => {
    unreachable = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_down',
        STRIPE_WEBHOOK_SECRET: SECRET,
        STRIPE_PRICE_STANDARD: 'price_s',
        STRIPE_PRICE_PREMIUM: 'price_p',
        STRIPE_PRICE_INFINITY: 'price_i',
        // Nothing listens on port 1: every call to Stripe fails.
        STRIPE_API_BASE: 'http://127.0.0.1:1',
      },
    });
    off = await createTestApp();
  });
  afterAll(async () => {
    await unreachable.close();
    await off.close();
  });

  it('answers 503 and deletes nothing when the subscription cannot be ended at Stripe', async () => {
    const account = await register(unreachable, uniqueEmail('down'));
    await unreachable.database.raw(
      `insert into billing_customers (user_id, stripe_customer_id, created_at) values ($1, 'cus_down', now())`,
      [account.user.id],
    );
    const answer = await unreachable.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(account.accessToken),
      payload: { currentCode: GOOD_CODE },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_FAILED' });
    expect((await rowsOf(unreachable, account.user.id)).users).toBe(1);
    expect(
      (await unreachable.app.inject({ url: '/api/auth/me', headers: bearer(account.accessToken) }))
        .statusCode,
    ).toBe(200);
  });

  it('deletes with billing off', async () => {
    const account = await register(off, uniqueEmail('off'));
    const answer = await off.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(account.accessToken),
      payload: { currentCode: GOOD_CODE },
    });
    expect(answer.statusCode).toBe(200);
    expect((await rowsOf(off, account.user.id)).users).toBe(0);
    expect(refreshCookieOf(answer)).toBeUndefined();
  });

  it("drops the uses an unlimited plan counted in memory for a deleted account, and still writes the others'", async () => {
    const [gone, stays] = [await register(off, uniqueEmail('inf')), await register(off, uniqueEmail('inf'))];
    const quota = off.app.services.quota;
    for (const account of [gone, stays]) {
      await off.database.raw(
        `update subscriptions set plan = 'INFINITY', status = 'ACTIVE' where user_id = $1`,
        [account.user.id],
      );
      quota.subscriptions.invalidate(account.user.id);
      const generated = await off.app.inject({
        method: 'POST',
        url: `/api/apps/${APP}/generate`,
        headers: bearer(account.accessToken),
        payload: { options: {} },
      });
      expect(generated.statusCode).toBe(200);
    }
    const deleted = await off.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(gone.accessToken),
      payload: { currentCode: GOOD_CODE },
    });
    expect(deleted.statusCode).toBe(200);
    await quota.flush();
    const rows = await off.database.raw<{ user_id: string; used: number }>(
      'select user_id, used from usage_counters where user_id = any($1::uuid[])',
      [[gone.user.id, stays.user.id]],
    );
    expect(rows).toEqual([{ user_id: stays.user.id, used: 1 }]);
  });
});

describe('a write racing its account’s deletion', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 401, never 500, when the account goes between the session check and the write', async () => {
    const account = await register(ctx, uniqueEmail('racing'));
    // The deletion lands exactly then: just before this account's like is written.
    await ctx.database.raw(
      `create function delete_liker() returns trigger language plpgsql as $$
       begin delete from users where id = new.user_id; return new; end $$`,
      [],
    );
    await ctx.database.raw(
      `create trigger delete_liker before insert on app_likes for each row execute function delete_liker()`,
      [],
    );
    try {
      const liked = await ctx.app.inject({
        method: 'POST',
        url: `/api/apps/${APP}/like`,
        headers: bearer(account.accessToken),
        payload: { isLiked: true },
      });
      expect(liked.statusCode).toBe(401);
      expect(liked.json()).toEqual({ error: 'Authentification requise', code: 'UNAUTHENTICATED' });
    } finally {
      await ctx.database.raw('drop trigger delete_liker on app_likes', []);
      await ctx.database.raw('drop function delete_liker', []);
    }
  });
});
