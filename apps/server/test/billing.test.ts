import type { IncomingMessage } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { bearer, login, register, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestContext } from './helpers';
import { startStripeStandIn, type StripeStandIn } from './support/stripe-stand-in';

const SECRET = 'whsec_billing_test';
const prices = { price_standard: 499, price_premium: 999, price_infinity: 1499 };
const DAY = 86_400_000;

const billingEnv = (stripeUrl: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_billing',
  STRIPE_WEBHOOK_SECRET: SECRET,
  STRIPE_PRICE_STANDARD: 'price_standard',
  STRIPE_PRICE_PREMIUM: 'price_premium',
  STRIPE_PRICE_INFINITY: 'price_infinity',
  STRIPE_API_BASE: stripeUrl,
});

/** A server with billing on, listening, and the Stripe stand-in posting its webhooks to it. */
async function billingApp(): Promise<{
  ctx: TestContext;
  stripe: StripeStandIn;
  webhookUrl: string;
  logs: string[];
}> {
  // The stand-in reads the product's clock, which exists once the app is made.
  const holder: { ctx?: TestContext } = {};
  const stripe = await startStripeStandIn({
    webhookSecret: SECRET,
    prices: Object.fromEntries(Object.entries(prices).map(([id, unitAmount]) => [id, { unitAmount }])),
    now: () => holder.ctx?.clock.now().getTime() ?? Date.now(),
  });
  // Warnings and errors only: what the service itself says (never a person's data).
  const logs: string[] = [];
  const ctx = await createTestApp({
    env: { ...billingEnv(stripe.url), LOG_LEVEL: 'warn' },
    logStream: { write: (line) => void logs.push(line) },
  });
  holder.ctx = ctx;
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const webhookUrl = `${address}/api/billing/webhook`;
  stripe.setWebhookUrl(webhookUrl);
  return { ctx, stripe, webhookUrl, logs };
}

describe('billing against the local Stripe stand-in', () => {
  let ctx: TestContext;
  let stripe: StripeStandIn;
  let webhookUrl: string;
  let logs: string[];
  beforeAll(async () => {
    ({ ctx, stripe, webhookUrl, logs } = await billingApp());
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

  describe('one reading of Stripe per event at a time', () => {
    const readsOf = (subscriptionId: string) =>
      stripe.requests.filter(
        (request) => request.method === 'GET' && request.path === `/v1/subscriptions/${subscriptionId}`,
      ).length;
    const applied = (eventId: string) =>
      queryRows(ctx.database.db, sql`select 1 from stripe_events where id = ${eventId}`);

    /** A change of the subscription whose event Stripe has made but not delivered yet. */
    async function undeliveredEvent(subscriptionId: string) {
      stripe.setWebhookUrl(undefined);
      await stripe.advanceSubscription(
        subscriptionId,
        { cancel_at_period_end: true },
        'customer.subscription.updated',
      );
      await stripe.idle();
      stripe.setWebhookUrl(webhookUrl);
      return stripe.events
        .filter(
          (event) =>
            event.type === 'customer.subscription.updated' &&
            JSON.stringify(event.data.object).includes(subscriptionId),
        )
        .at(-1)!;
    }

    /**
     * Holds Stripe's answer to the next reading of the subscription (and fails it with `fail`)
     * until the server has read the bodies of `copies` webhook posts: what follows a body (the
     * hooks, the handler) runs before the next turn of the event loop, so every copy has then
     * reached the product's handler while the first one's reading is in flight.
     */
    function holdReadingUntilAllArrived(subscriptionId: string, copies: number, fail?: number) {
      let arrived = 0;
      const onRequest = (request: IncomingMessage) => {
        if (request.url === '/api/billing/webhook') request.once('end', () => arrived++);
      };
      ctx.app.server.on('request', onRequest);
      stripe.intercept(
        { method: 'GET', path: new RegExp(`^/v1/subscriptions/${subscriptionId}$`) },
        {
          before: async () => {
            await expect.poll(() => arrived, { timeout: 20_000 }).toBe(copies);
            await new Promise((resolve) => setImmediate(resolve));
            ctx.app.server.off('request', onRequest);
          },
          ...(fail ? { fail } : {}),
        },
        1,
      );
    }

    const postCopies = (event: object, copies: number) =>
      Promise.all(
        Array.from({ length: copies }, async () => {
          const response = await stripe.post(event);
          return { status: response.status, body: (await response.json()) as unknown };
        }),
      );

    it('reads the subscription once for 100 copies of one event arriving together, each answered alike', async () => {
      const account = await subscriber('standard');
      const event = await undeliveredEvent(account.subscriptionId);
      const readsBefore = readsOf(account.subscriptionId);
      holdReadingUntilAllArrived(account.subscriptionId, 100);

      const answers = await postCopies(event, 100);
      expect(readsOf(account.subscriptionId) - readsBefore).toBe(1);
      expect(answers).toEqual(Array.from({ length: 100 }, () => ({ status: 200, body: { received: true } })));
      expect(await applied(event.id)).toHaveLength(1);
      expect(await state(account.accessToken)).toMatchObject({
        planType: 'STANDARD',
        cancelAtPeriodEnd: true,
      });

      // A copy coming later finds the event recorded: no reading either.
      expect((await stripe.post(event)).status).toBe(200);
      expect(readsOf(account.subscriptionId) - readsBefore).toBe(1);
    });

    it('fails the copies that waited for a failed reading the same way; the next copy reads again', async () => {
      const account = await subscriber('standard');
      const event = await undeliveredEvent(account.subscriptionId);
      const readsBefore = readsOf(account.subscriptionId);
      holdReadingUntilAllArrived(account.subscriptionId, 20, 500);

      const answers = await postCopies(event, 20);
      expect(readsOf(account.subscriptionId) - readsBefore).toBe(1);
      // Stripe sends an event again after a failed delivery: each copy says so, none hangs.
      expect(answers).toEqual(
        Array.from({ length: 20 }, () => ({
          status: 503,
          body: { error: expect.any(String), code: 'PAYMENT_PROVIDER_FAILED' },
        })),
      );
      expect(await applied(event.id)).toEqual([]);
      expect(await state(account.accessToken)).toMatchObject({ cancelAtPeriodEnd: false });

      // Nothing is left waiting: the next copy reads Stripe again and applies the event.
      expect((await stripe.post(event)).status).toBe(200);
      expect(readsOf(account.subscriptionId) - readsBefore).toBe(2);
      expect(await applied(event.id)).toHaveLength(1);
      expect(await state(account.accessToken)).toMatchObject({ cancelAtPeriodEnd: true });
    });
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

  /** Buys `planId` for an existing account through the checkout page; the subscription's id. */
  async function buy(token: string, planId: string) {
    const answer = await checkout(token, planId);
    expect(answer.statusCode).toBe(200);
    const sessionId = sessionIdOf(answer.json().url);
    await stripe.pay(sessionId);
    await stripe.idle();
    return stripe.checkoutSessions.get(sessionId)!.subscription as string;
  }
  const withdraw = (token: string) => call('POST', '/api/billing/cancel', token, { immediately: true });
  const manageOf = async (token: string) => (await call('GET', '/api/billing/manage', token)).json();
  /** The refunds of the payments of one Stripe customer. */
  const refundsOf = (customer: string) =>
    stripe.refunds.filter(
      (refund) => stripe.paymentIntents.get(refund.payment_intent)?.customer === customer,
    );
  const withdrawalsOf = (userId: string) =>
    queryRows<{ number: string; refund_state: string }>(
      ctx.database.db,
      sql`select number, refund_state from cancellation_requests where user_id = ${userId} and withdrawal`,
    );
  const resetClock = () => ctx.clock.set('2026-01-15T10:00:00Z');

  describe('the withdrawal: once per account, from the first paid start ever', () => {
    it('counts the 14 days from the first paid subscription, not from a later one', async () => {
      const account = await subscriber('standard');
      const firstStart = ctx.clock.now().getTime();
      // Ended by Stripe on day 3 (a card that failed, the portal…): back to FREE.
      ctx.clock.advance(3 * DAY);
      await stripe.advanceSubscription(account.subscriptionId, {}, 'customer.subscription.deleted');
      let token = await tokenAfterTimeMoved(account.email);
      expect(await state(token)).toMatchObject({ planType: 'FREE' });

      // Day 10: a new subscription; its own withdrawal period would run to day 24, the account's ends on day 14.
      ctx.clock.advance(7 * DAY);
      token = await tokenAfterTimeMoved(account.email);
      const second = await buy(token, 'premium');
      expect(await manageOf(token)).toMatchObject({
        planType: 'PREMIUM',
        withdrawalUntil: new Date(firstStart + 14 * DAY).toISOString(),
        withdrawal: null,
      });

      // Day 15: over, though the new subscription is 5 days old.
      ctx.clock.advance(5 * DAY);
      token = await tokenAfterTimeMoved(account.email);
      expect((await manageOf(token)).withdrawalUntil).toBeNull();
      const refused = await withdraw(token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'WITHDRAWAL_PERIOD_OVER',
        error: 'Le délai de rétractation de 14 jours est dépassé : vous pouvez résilier en fin de période.',
      });
      expect(stripe.subscriptions.get(second)!.status).toBe('active');
      expect(await withdrawalsOf(account.user.id)).toEqual([]);
      resetClock();
    });

    it('withdraws once: the same call again answers the same request, a new subscription cannot be withdrawn', async () => {
      const account = await subscriber('premium');
      const customer = stripe.subscriptions.get(account.subscriptionId)!.customer;
      ctx.clock.advance(2 * DAY);
      let token = await tokenAfterTimeMoved(account.email);
      const first = await withdraw(token);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        requestNumber: expect.stringMatching(/^RES-\d{8}-[A-Z0-9]{4}$/),
        refund: 'refunded',
      });
      await stripe.idle();
      expect(await state(token)).toMatchObject({ planType: 'FREE' });

      // The user, unsure, asks again once the deletion has landed: the same request, not "no subscription".
      const again = await withdraw(token);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await manageOf(token)).toMatchObject({
        planType: 'FREE',
        withdrawalUntil: null,
        withdrawal: {
          requestNumber: first.json().requestNumber,
          requestedAt: first.json().effectiveAt,
          refund: 'refunded',
        },
      });
      expect(refundsOf(customer)).toHaveLength(1);

      // Day 3: subscribed again — within 14 days of the first start, but the withdrawal was used.
      ctx.clock.advance(DAY);
      token = await tokenAfterTimeMoved(account.email);
      const second = await buy(token, 'standard');
      expect(await manageOf(token)).toMatchObject({ planType: 'STANDARD', withdrawalUntil: null });
      const refused = await withdraw(token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'WITHDRAWAL_PERIOD_OVER' });
      expect(stripe.subscriptions.get(second)!.status).toBe('active');
      expect(refundsOf(customer)).toHaveLength(1);
      // A cancellation at the end of the period stays open.
      expect((await call('POST', '/api/billing/cancel', token, { immediately: false })).statusCode).toBe(200);
      expect(await withdrawalsOf(account.user.id)).toHaveLength(1);
      resetClock();
    });

    it('makes one request and one refund of two withdrawals sent together', async () => {
      const account = await subscriber('standard');
      const customer = stripe.subscriptions.get(account.subscriptionId)!.customer;
      const answers = await Promise.all([withdraw(account.accessToken), withdraw(account.accessToken)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers[0]!.json().requestNumber).toBe(answers[1]!.json().requestNumber);
      expect(await withdrawalsOf(account.user.id)).toHaveLength(1);
      await stripe.idle();
      expect(refundsOf(customer)).toHaveLength(1);
    });
  });

  describe('the withdrawal ledger: recorded before Stripe, refunded in the end', () => {
    it('keeps a withdrawal whose refund fails as pending, and the job refunds it exactly once', async () => {
      const account = await subscriber('premium');
      const subscription = stripe.subscriptions.get(account.subscriptionId)!;
      stripe.failNext('refunds.create', 3, { email: account.email });
      const answer = await withdraw(account.accessToken);
      expect(answer.statusCode).toBe(200);
      const { requestNumber } = answer.json();
      expect(answer.json()).toMatchObject({
        requestNumber: expect.stringMatching(/^RES-/),
        refund: 'pending',
      });
      // Ended at once; the refund is owed and said so.
      expect(stripe.subscriptions.get(account.subscriptionId)!.status).toBe('canceled');
      await stripe.idle();
      expect(await state(account.accessToken)).toMatchObject({ planType: 'FREE' });
      expect(await manageOf(account.accessToken)).toMatchObject({
        withdrawal: { requestNumber, refund: 'pending' },
      });
      expect(refundsOf(subscription.customer)).toEqual([]);
      expect(logs.join('\n')).not.toContain(account.email);

      // The user tries again: the same request (its try fails too, the second of three).
      const again = await withdraw(account.accessToken);
      expect(again.json()).toMatchObject({ requestNumber, refund: 'pending' });

      const job = ctx.app.services.refundRetry;
      // Not due yet: the next try waits its back-off.
      expect(await job.run()).toEqual({ refunded: 0, pending: 0, running: true });
      ctx.clock.advance(2 * 60_000);
      expect(await job.run()).toEqual({ refunded: 0, pending: 1, running: true });
      ctx.clock.advance(4 * 60_000);
      expect(await job.run()).toEqual({ refunded: 1, pending: 0, running: true });
      expect(await job.run()).toEqual({ refunded: 0, pending: 0, running: true });

      const refunds = refundsOf(subscription.customer);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.amount).toBe(999);
      expect(await manageOf(account.accessToken)).toMatchObject({
        withdrawal: { requestNumber, refund: 'refunded' },
      });
      // Every cancel and refund was sent under a key of the request.
      const keyed = stripe.requests.filter(
        (request) =>
          (request.path === '/v1/refunds' &&
            stripe.paymentIntents.get(String(request.params.payment_intent))?.customer ===
              subscription.customer) ||
          (request.method === 'DELETE' && request.path === `/v1/subscriptions/${account.subscriptionId}`),
      );
      expect(keyed.length).toBe(5);
      for (const request of keyed)
        expect(request.idempotencyKey).toMatch(new RegExp(`^${requestNumber}-\\d+-`));
      expect(await withdrawalsOf(account.user.id)).toEqual([
        { number: requestNumber, refund_state: 'refunded' },
      ]);
      resetClock();
    });

    it('carries a withdrawal through when Stripe fails to end the subscription at first', async () => {
      const account = await subscriber('standard');
      const customer = stripe.subscriptions.get(account.subscriptionId)!.customer;
      stripe.failNext('subscriptions.cancel', 1, { email: account.email });
      const answer = await withdraw(account.accessToken);
      expect(answer.json()).toMatchObject({ refund: 'pending' });
      expect(stripe.subscriptions.get(account.subscriptionId)!.status).toBe('active');

      ctx.clock.advance(60_000);
      expect(await ctx.app.services.refundRetry.run()).toMatchObject({ refunded: 1 });
      expect(stripe.subscriptions.get(account.subscriptionId)!.status).toBe('canceled');
      expect(refundsOf(customer)).toHaveLength(1);
      await stripe.idle();
      expect(await state(account.accessToken)).toMatchObject({ planType: 'FREE' });
      resetClock();
    });
  });

  describe('payment links: the payer gets the plan', () => {
    /** Opens a plan's payment link as the app does (or bare), and answers its checkout session's id. */
    async function openLink(priceId: string, account?: { user: { id: string }; email: string }) {
      const link = new URL(stripe.paymentLinkUrl(priceId));
      if (account) {
        link.searchParams.set('client_reference_id', account.user.id);
        link.searchParams.set('prefilled_email', account.email);
      }
      const opened = await fetch(link, { redirect: 'manual' });
      expect(opened.status).toBe(303);
      return opened.headers.get('location')!.split('/checkout/')[1]!;
    }
    const eventsOf = (subscriptionId: string, type: string) =>
      stripe.events.filter(
        (event) => event.type === type && JSON.stringify(event.data.object).includes(subscriptionId),
      );
    const lastDelivery = (eventId: string) =>
      stripe.deliveries.filter((delivery) => delivery.eventId === eventId).at(-1)!;
    const applied = (eventId: string) =>
      queryRows(ctx.database.db, sql`select 1 from stripe_events where id = ${eventId}`);

    it("maps the link's checkout to the account by client_reference_id, then knows its customer", async () => {
      const account = await register(ctx, uniqueEmail('link'));
      const sessionId = await openLink('price_premium', account);
      expect(stripe.checkoutSessions.get(sessionId)).toMatchObject({
        client_reference_id: account.user.id,
        customer_email: account.email,
        customer: null,
      });
      await stripe.pay(sessionId);
      await stripe.idle();
      const subscriptionId = stripe.checkoutSessions.get(sessionId)!.subscription as string;
      for (const type of ['checkout.session.completed', 'customer.subscription.created', 'invoice.paid'])
        expect(lastDelivery(eventsOf(subscriptionId, type)[0]!.id).status, type).toBe(200);
      expect(await state(account.accessToken)).toMatchObject({ planType: 'PREMIUM', maxItems: 700 });

      // Stripe's customer of the link is the account's from now on: the portal opens on it, a sync finds it.
      const customer = stripe.subscriptions.get(subscriptionId)!.customer;
      const portal = await call('POST', '/api/billing/create-portal-session', account.accessToken);
      expect(stripe.portalSessions.get(portal.json().url.split('/portal/')[1])?.customer).toBe(customer);
      await stripe.advanceSubscription(subscriptionId, { cancel_at_period_end: true });
      const synced = await call('POST', '/api/billing/force-sync', account.accessToken);
      expect(synced.json()).toMatchObject({ planType: 'PREMIUM', cancelAtPeriodEnd: true });
    });

    it('keeps an event for no known account unassigned and refused, and applies it once Stripe sends it again', async () => {
      const account = await register(ctx, uniqueEmail('unassigned'));
      const sessionId = await openLink('price_standard', account);
      stripe.setWebhookUrl(undefined);
      await stripe.pay(sessionId);
      await stripe.idle();
      stripe.setWebhookUrl(webhookUrl);
      const subscriptionId = stripe.checkoutSessions.get(sessionId)!.subscription as string;
      const created = eventsOf(subscriptionId, 'customer.subscription.created')[0]!;

      // The subscription's event comes before its checkout's: no account can be told yet.
      await stripe.resend(created.id, 2);
      const refused = stripe.deliveries.filter(
        (delivery) => delivery.eventId === created.id && delivery.status !== 'skipped',
      );
      expect(refused.map((delivery) => delivery.status)).toEqual([409, 409]);
      expect(JSON.parse(refused[0]!.body!)).toMatchObject({ code: 'WEBHOOK_UNASSIGNED' });
      expect(await applied(created.id)).toEqual([]);
      const kept = () =>
        queryRows<Record<string, unknown>>(
          ctx.database.db,
          sql`select type, stripe_subscription_id, deliveries, assigned_at is not null as assigned
              from stripe_unassigned_events where event_id = ${created.id}`,
        );
      expect(await kept()).toEqual([
        {
          type: 'customer.subscription.created',
          stripe_subscription_id: subscriptionId,
          deliveries: 2,
          assigned: false,
        },
      ]);
      expect(await state(account.accessToken)).toMatchObject({ planType: 'FREE' });
      // Logged with Stripe's ids only.
      const line = logs.find((entry) => entry.includes(created.id))!;
      expect(line).toContain('kept unassigned');
      expect(line).not.toContain(account.email);
      expect(line).not.toContain(account.user.id);

      // The checkout's event ties the subscription to the account; Stripe's next try applies the other.
      await stripe.resend(eventsOf(subscriptionId, 'checkout.session.completed')[0]!.id);
      expect(await state(account.accessToken)).toMatchObject({ planType: 'STANDARD' });
      await stripe.resend(created.id, 2);
      expect(lastDelivery(created.id).status).toBe(200);
      expect(await applied(created.id)).toHaveLength(1);
      expect(await kept()).toMatchObject([{ deliveries: 2, assigned: true }]);
    });

    it('leaves a bare link (no account id) unassigned: nobody gets a plan, the operators see it', async () => {
      const bystander = await register(ctx, uniqueEmail('bystander'));
      const sessionId = await openLink('price_infinity');
      await stripe.pay(sessionId);
      await stripe.idle();
      const subscriptionId = stripe.checkoutSessions.get(sessionId)!.subscription as string;
      const completed = eventsOf(subscriptionId, 'checkout.session.completed')[0]!;
      expect(lastDelivery(completed.id).status).toBe(409);
      expect(await applied(completed.id)).toEqual([]);
      const rows = await queryRows(
        ctx.database.db,
        sql`select 1 from stripe_unassigned_events where stripe_subscription_id = ${subscriptionId}`,
      );
      expect(rows).toHaveLength(3);
      expect(await state(bystander.accessToken)).toMatchObject({ planType: 'FREE' });
    });
  });

  describe('per-account limits and the terms of sale', () => {
    it('allows each costly call 5 times a minute per account, on every instance, then answers 429 with retryAfter', async () => {
      const account = await subscriber('standard'); // one checkout already
      const other = await createTestApp({
        database: ctx.database,
        clock: ctx.clock,
        env: billingEnv(stripe.url),
      });
      try {
        const on = (app: TestContext, method: 'GET' | 'POST', url: string, payload?: unknown) =>
          app.app.inject({
            method,
            url,
            headers: bearer(account.accessToken),
            ...(payload ? { payload } : {}),
          });
        const calls: [string, 'GET' | 'POST', string, unknown?][] = [
          ['force-sync', 'POST', '/api/billing/force-sync'],
          ['portal', 'POST', '/api/billing/create-portal-session'],
          ['export', 'GET', '/api/account/export'],
        ];
        for (const [name, method, url] of calls) {
          for (let i = 0; i < 5; i++) {
            const answer = await on(i % 2 === 0 ? ctx : other, method, url);
            expect(answer.statusCode, `${name} ${i + 1}`).toBe(200);
          }
          const limited = await on(other, method, url);
          expect(limited.statusCode, name).toBe(429);
          expect(limited.json(), name).toEqual({
            error: 'Trop de demandes en peu de temps. Veuillez réessayer dans une minute.',
            code: 'ACCOUNT_RATE_LIMITED',
            retryAfter: 60,
          });
        }
        const session = { planId: 'standard', cgvAccepted: true, deviceFingerprint: 'fp.test' };
        for (let i = 0; i < 4; i++)
          expect((await on(ctx, 'POST', '/api/billing/create-session', session)).statusCode).toBe(409);
        const sessions = await on(other, 'POST', '/api/billing/create-session', session);
        expect(sessions.statusCode).toBe(429);
        expect(sessions.json()).toMatchObject({ code: 'ACCOUNT_RATE_LIMITED' });

        // Another account is not held up; a minute later this one is let through again.
        const free = await register(ctx, uniqueEmail('limits'));
        expect((await call('GET', '/api/account/export', free.accessToken)).statusCode).toBe(200);
        ctx.clock.advance(45_000);
        expect((await on(ctx, 'POST', '/api/billing/force-sync')).json()).toMatchObject({ retryAfter: 15 });
        ctx.clock.advance(15_000);
        expect((await on(ctx, 'POST', '/api/billing/force-sync')).statusCode).toBe(200);
      } finally {
        await other.close();
        resetClock();
      }
    });

    it('records the terms once per plan and version, and only once Stripe has answered', async () => {
      const account = await register(ctx, uniqueEmail('terms'));
      const proofs = () =>
        queryRows<{ plan: string }>(
          ctx.database.db,
          sql`select plan from cgv_acceptances where user_id = ${account.user.id} order by accepted_at, plan`,
        );
      const audited = async () =>
        (await call('GET', '/api/audit', account.accessToken))
          .json()
          .data.filter((event: { type: string }) => event.type === 'billing.terms_accepted').length;

      stripe.failNext('checkout.sessions.create', 1, { email: account.email });
      const failed = await checkout(account.accessToken, 'premium');
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_FAILED' });
      expect(await proofs()).toEqual([]);
      expect(await audited()).toBe(0);

      for (const planId of ['premium', 'premium', 'standard'])
        expect((await checkout(account.accessToken, planId)).statusCode).toBe(200);
      expect(await proofs()).toEqual([{ plan: 'PREMIUM' }, { plan: 'STANDARD' }]);
      expect(await audited()).toBe(2);
    });
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
