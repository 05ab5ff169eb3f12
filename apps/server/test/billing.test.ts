import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { bearer, login, register, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestContext } from './helpers';
import { startStripeStandIn, type StripeStandIn } from './support/stripe-stand-in';

const SECRET = 'whsec_billing_test';
const prices = { price_standard: 499, price_premium: 999, price_infinity: 1499 };
const DAY = 86_400_000;

/** A server with billing on, listening, and the Stripe stand-in posting its webhooks to it. */
async function billingApp(): Promise<{ ctx: TestContext; stripe: StripeStandIn; webhookUrl: string }> {
  // The stand-in reads the product's clock, which exists once the app is made.
  const holder: { ctx?: TestContext } = {};
  const stripe = await startStripeStandIn({
    webhookSecret: SECRET,
    prices: Object.fromEntries(Object.entries(prices).map(([id, unitAmount]) => [id, { unitAmount }])),
    now: () => holder.ctx?.clock.now().getTime() ?? Date.now(),
  });
  const ctx = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_billing',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PRICE_STANDARD: 'price_standard',
      STRIPE_PRICE_PREMIUM: 'price_premium',
      STRIPE_PRICE_INFINITY: 'price_infinity',
      STRIPE_API_BASE: stripe.url,
    },
  });
  holder.ctx = ctx;
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const webhookUrl = `${address}/api/billing/webhook`;
  stripe.setWebhookUrl(webhookUrl);
  return { ctx, stripe, webhookUrl };
}

describe('billing against the local Stripe stand-in', () => {
  let ctx: TestContext;
  let stripe: StripeStandIn;
  let webhookUrl: string;
  beforeAll(async () => {
    ({ ctx, stripe, webhookUrl } = await billingApp());
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const checkout = (token: string, planId = 'premium') =>
    call('POST', '/api/billing/create-session', token, {
      planId,
      cgvAccepted: true,
      deviceFingerprint: 'fp.test',
    });
  const sessionIdOf = (url: string) => url.split('/checkout/')[1]!;
  const state = async (token: string) => (await call('GET', '/api/billing/subscription', token)).json();

  /** A fresh access token after the clock moved past the old one's life. */
  const tokenAfterTimeMoved = async (email: string) => (await login(ctx, email)).json().accessToken as string;

  /** A new account that bought `planId` through the checkout page. */
  async function subscriber(planId = 'premium') {
    const account = await register(ctx, uniqueEmail('billing'));
    const answer = await checkout(account.accessToken, planId);
    expect(answer.statusCode).toBe(200);
    const sessionId = sessionIdOf(answer.json().url);
    await stripe.pay(sessionId);
    await stripe.idle();
    const subscriptionId = stripe.checkoutSessions.get(sessionId)!.subscription as string;
    return { ...account, subscriptionId };
  }

  it('lists the plans from the shared figures, and says payment is available', async () => {
    const answer = await call('GET', '/api/billing/plans');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ paymentAvailable: true });
    expect(answer.json().data).toEqual([
      {
        planId: 'free',
        planType: 'FREE',
        name: 'Gratuit',
        priceCents: 0,
        uses: 3,
        period: 'day',
        popular: false,
      },
      {
        planId: 'standard',
        planType: 'STANDARD',
        name: 'Standard',
        priceCents: 499,
        uses: 200,
        period: 'month',
        popular: false,
      },
      {
        planId: 'premium',
        planType: 'PREMIUM',
        name: 'Premium',
        priceCents: 999,
        uses: 700,
        period: 'month',
        popular: true,
      },
      {
        planId: 'infinity',
        planType: 'INFINITY',
        name: 'Infinity',
        priceCents: 1499,
        uses: null,
        period: 'month',
        popular: false,
      },
    ]);
  });

  it('refuses a free or unknown plan and unaccepted terms with 400, creating nothing; needs a session', async () => {
    const account = await register(ctx, uniqueEmail('refused'));
    const before = stripe.checkoutSessions.size;
    for (const payload of [
      { planId: 'free', cgvAccepted: true, deviceFingerprint: 'x' },
      { planId: 'gold', cgvAccepted: true, deviceFingerprint: 'x' },
      { planId: 'premium', cgvAccepted: false, deviceFingerprint: 'x' },
      { planId: 'premium', deviceFingerprint: 'x' },
    ]) {
      const answer = await call('POST', '/api/billing/create-session', account.accessToken, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect(stripe.checkoutSessions.size).toBe(before);
    expect((await checkout('')).statusCode).toBe(401);
  });

  it('pays through Checkout: the price from the configuration, one customer reused, the terms kept as proof', async () => {
    const account = await register(ctx, uniqueEmail('checkout'));
    const first = await checkout(account.accessToken);
    const second = await checkout(account.accessToken, 'standard');
    const [one, two] = [first, second].map((answer) =>
      stripe.checkoutSessions.get(sessionIdOf(answer.json().url))!,
    );
    expect(one!.customer).toBe(two!.customer);
    expect(one).toMatchObject({
      client_reference_id: account.user.id,
      success_url: 'http://localhost:3000/?checkout=success',
      cancel_url: 'http://localhost:3000/upgrade',
    });
    const proofs = await queryRows<{ cgv_version: string; plan: string }>(
      ctx.database.db,
      sql`select cgv_version, plan from cgv_acceptances where user_id = ${account.user.id} order by accepted_at`,
    );
    expect(proofs).toEqual([
      { cgv_version: '08/07/2025', plan: 'PREMIUM' },
      { cgv_version: '08/07/2025', plan: 'STANDARD' },
    ]);
    const audit = (await call('GET', '/api/audit', account.accessToken)).json();
    expect(audit.data.map((event: { type: string }) => event.type)).toContain('billing.terms_accepted');
  });

  it('gives PREMIUM its 700 uses once the webhooks land, on a period of its own', async () => {
    const account = await subscriber('premium');
    expect(await state(account.accessToken)).toMatchObject({
      planType: 'PREMIUM',
      status: 'ACTIVE',
      maxItems: 700,
      cancelAtPeriodEnd: false,
    });
    const usage = (await call('GET', '/api/apps/password-generator/usage', account.accessToken)).json().usage;
    expect(usage).toMatchObject({ planType: 'PREMIUM', limit: 700, remainingQuota: 700 });
    const generated = await call('POST', '/api/apps/password-generator/generate', account.accessToken, {
      options: {},
    });
    expect(generated.statusCode).toBe(200);

    // A new period starts the count again.
    const subscription = stripe.subscriptions.get(account.subscriptionId)!;
    const start = subscription.current_period_end;
    await stripe.advanceSubscription(
      account.subscriptionId,
      { current_period_start: start, current_period_end: start + 30 * 86_400 },
      'invoice.paid',
    );
    ctx.clock.set(new Date(start * 1000 + 1000));
    const token = await tokenAfterTimeMoved(account.email);
    const renewed = (await call('GET', '/api/apps/password-generator/usage', token)).json().usage;
    expect(renewed).toMatchObject({ planType: 'PREMIUM', currentUsage: 0, remainingQuota: 700 });
    ctx.clock.set('2026-01-15T10:00:00Z');
  });

  it('holds a paid limit exactly under 50 parallel generations', async () => {
    const account = await subscriber('standard');
    const period = await ctx.app.services.quota.period(account.user.id);
    // 197 of the 200 uses already taken this period: 3 left.
    await ctx.database.db.execute(
      sql`insert into usage_counters (user_id, period_key, used, updated_at)
          values (${account.user.id}, ${period.key}, 197, now())`,
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', '/api/apps/password-generator/generate', account.accessToken, {
          options: { length: 8 },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(47);
    expect(answers.find((answer) => answer.statusCode === 429)!.json()).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      planType: 'STANDARD',
      limit: 200,
      period: 'billing-period',
    });
  });

  it('refuses a bad, missing or stale signature with 400 and changes nothing', async () => {
    const event = {
      id: 'evt_forged',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: {} },
    };
    expect((await stripe.post(event, { secret: 'whsec_wrong' })).status).toBe(400);
    expect((await stripe.post(event, { signature: null })).status).toBe(400);
    const stale = Math.floor(Date.now() / 1000) - 3600;
    expect((await stripe.post(event, { timestamp: stale })).status).toBe(400);
    const recorded = await queryRows(
      ctx.database.db,
      sql`select id from stripe_events where id = 'evt_forged'`,
    );
    expect(recorded).toEqual([]);
  });

  it('applies 100 copies of one event once', async () => {
    const account = await subscriber('standard');
    const event = stripe.events.find(
      (candidate) =>
        candidate.type === 'invoice.paid' && JSON.stringify(candidate).includes(account.subscriptionId),
    )!;
    await Promise.all(Array.from({ length: 100 }, () => stripe.resend(event.id)));
    const rows = await queryRows(ctx.database.db, sql`select id from stripe_events where id = ${event.id}`);
    expect(rows).toHaveLength(1);
    expect(
      stripe.deliveries.filter((delivery) => delivery.eventId === event.id).every((d) => d.status === 200),
    ).toBe(true);
    expect(await state(account.accessToken)).toMatchObject({ planType: 'STANDARD', maxItems: 200 });
  });

  it('ends in the same state whatever the order of the four events', async () => {
    const types = [
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
      'customer.subscription.updated',
    ];
    const orders: string[][] = [];
    const permute = (rest: string[], done: string[]) =>
      rest.length === 0
        ? orders.push(done)
        : rest.forEach((type, i) =>
            permute(
              rest.filter((_, j) => j !== i),
              [...done, type],
            ),
          );
    permute(types, []);
    expect(orders).toHaveLength(24);

    const finals = new Set<string>();
    for (const order of orders) {
      const account = await register(ctx, uniqueEmail('order'));
      const sessionId = sessionIdOf((await checkout(account.accessToken, 'infinity')).json().url);
      stripe.setWebhookUrl(undefined);
      await stripe.pay(sessionId);
      const subscriptionId = stripe.checkoutSessions.get(sessionId)!.subscription as string;
      await stripe.advanceSubscription(
        subscriptionId,
        { cancel_at_period_end: true },
        'customer.subscription.updated',
      );
      await stripe.idle();
      stripe.setWebhookUrl(webhookUrl);
      const ofThis = stripe.events.filter((event) =>
        JSON.stringify(event.data.object).includes(subscriptionId),
      );
      for (const type of order) {
        const event = ofThis.filter((candidate) => candidate.type === type).at(-1)!;
        await stripe.resend(event.id);
      }
      const { planType, status, maxItems, cancelAtPeriodEnd } = await state(account.accessToken);
      finals.add(JSON.stringify({ planType, status, maxItems, cancelAtPeriodEnd }));
    }
    expect([...finals]).toEqual([
      JSON.stringify({ planType: 'INFINITY', status: 'ACTIVE', maxItems: -1, cancelAtPeriodEnd: true }),
    ]);
  });

  it('returns the account to FREE when the subscription is deleted; cancel_at alone is a pending cancellation', async () => {
    const pending = await subscriber('premium');
    const end = stripe.subscriptions.get(pending.subscriptionId)!.current_period_end;
    await stripe.advanceSubscription(
      pending.subscriptionId,
      { cancel_at: end },
      'customer.subscription.updated',
    );
    expect(await state(pending.accessToken)).toMatchObject({ planType: 'PREMIUM', cancelAtPeriodEnd: true });

    const deleted = await subscriber('premium');
    await stripe.advanceSubscription(deleted.subscriptionId, {}, 'customer.subscription.deleted');
    expect(await state(deleted.accessToken)).toMatchObject({ planType: 'FREE', maxItems: 3 });
  });

  it('changes the price of the live subscription for another plan, and refuses the same plan with 409', async () => {
    const account = await subscriber('standard');
    const same = await checkout(account.accessToken, 'standard');
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ code: 'PLAN_ALREADY_ACTIVE' });
    const change = await checkout(account.accessToken, 'premium');
    expect(change.json()).toEqual({ url: 'http://localhost:3000/?checkout=success' });
    await stripe.idle();
    const subscriptions = [...stripe.subscriptions.values()].filter(
      (subscription) => subscription.metadata?.userId === account.user.id,
    );
    expect(subscriptions).toHaveLength(1);
    expect(await state(account.accessToken)).toMatchObject({ planType: 'PREMIUM', maxItems: 700 });
  });

  it('cancels at the end of the period: a request number, the date, a pending cancellation', async () => {
    const account = await subscriber('premium');
    const answer = await call('POST', '/api/billing/cancel', account.accessToken, { immediately: false });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().requestNumber).toMatch(/^RES-\d{8}-[A-Z0-9]{4}$/);
    const end = stripe.subscriptions.get(account.subscriptionId)!.current_period_end;
    expect(answer.json().effectiveAt).toBe(new Date(end * 1000).toISOString());
    await stripe.idle();
    expect(await state(account.accessToken)).toMatchObject({ planType: 'PREMIUM', cancelAtPeriodEnd: true });
    const manage = (await call('GET', '/api/billing/manage', account.accessToken)).json();
    expect(manage).toMatchObject({ planType: 'PREMIUM', cancelAtPeriodEnd: true });
  });

  it('withdraws on day 13 (ended at once, refunded), and refuses on day 15', async () => {
    const early = await subscriber('premium');
    ctx.clock.advance(13 * DAY);
    const earlyToken = await tokenAfterTimeMoved(early.email);
    const withdrawn = await call('POST', '/api/billing/cancel', earlyToken, { immediately: true });
    expect(withdrawn.statusCode).toBe(200);
    expect(stripe.subscriptions.get(early.subscriptionId)!.status).toBe('canceled');
    expect(stripe.refunds.some((refund) => refund.amount === 999)).toBe(true);
    expect(await state(earlyToken)).toMatchObject({ planType: 'FREE' });
    ctx.clock.set('2026-01-15T10:00:00Z');

    const late = await subscriber('premium');
    ctx.clock.advance(15 * DAY);
    const refused = await call('POST', '/api/billing/cancel', await tokenAfterTimeMoved(late.email), {
      immediately: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'WITHDRAWAL_PERIOD_OVER' });
    expect(stripe.subscriptions.get(late.subscriptionId)!.status).toBe('active');
    ctx.clock.set('2026-01-15T10:00:00Z');
  });

  it('answers 409 without a subscription or a billing account; opens the portal and syncs for a subscriber', async () => {
    const free = await register(ctx, uniqueEmail('free'));
    expect(
      (await call('POST', '/api/billing/cancel', free.accessToken, { immediately: false })).statusCode,
    ).toBe(409);
    expect((await call('POST', '/api/billing/create-portal-session', free.accessToken)).json()).toMatchObject(
      {
        code: 'NO_BILLING_ACCOUNT',
      },
    );
    const account = await subscriber('standard');
    const portal = await call('POST', '/api/billing/create-portal-session', account.accessToken);
    expect(portal.json().url).toContain('/portal/');
    const synced = await call('POST', '/api/billing/force-sync', account.accessToken);
    expect(synced.json()).toMatchObject({ planType: 'STANDARD', maxItems: 200 });
  });
});

describe('billing off', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 503 BILLING_UNAVAILABLE to the calls that need Stripe, and still lists the plans', async () => {
    const account = await register(ctx, uniqueEmail('off'));
    const plans = await ctx.app.inject('/api/billing/plans');
    expect(plans.json()).toMatchObject({ paymentAvailable: false });
    for (const [url, payload] of [
      ['/api/billing/create-session', { planId: 'premium', cgvAccepted: true, deviceFingerprint: 'x' }],
      ['/api/billing/cancel', { immediately: false }],
      ['/api/billing/create-portal-session', undefined],
      ['/api/billing/force-sync', undefined],
    ] as const) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url,
        headers: bearer(account.accessToken),
        ...(payload ? { payload } : {}),
      });
      expect(answer.statusCode, url).toBe(503);
      expect(answer.json(), url).toMatchObject({ code: 'BILLING_UNAVAILABLE' });
    }
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/billing/webhook', payload: {} })).statusCode,
    ).toBe(503);
  });
});
