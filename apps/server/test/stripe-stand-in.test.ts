import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseStripeForm, startStripeStandIn, type StripeStandIn } from './support/stripe-stand-in';

const webhookSecret = 'whsec_stand_in_test_secret';
const prices = {
  price_standard: { unitAmount: 499 },
  price_premium: { unitAmount: 999 },
  price_infinity: { unitAmount: 1499 },
};

interface Received {
  body: string;
  signature: string;
  contentType: string;
}

/** A tiny product: records each webhook as it came (raw body), and answers `status`. */
async function startReceiver(): Promise<{
  server: Server;
  url: string;
  received: Received[];
  status: { code: number };
}> {
  const received: Received[] = [];
  const status = { code: 200 };
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({
        body,
        signature: String(req.headers['stripe-signature'] ?? ''),
        contentType: String(req.headers['content-type'] ?? ''),
      });
      res.writeHead(status.code, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/api/billing/webhook`, received, status };
}

describe('the Stripe stand-in, through the official SDK', () => {
  // The objects' clock is the test's (a frozen January day); signatures follow the wall clock.
  let clock = Date.parse('2026-01-15T10:00:00Z');
  let standIn: StripeStandIn;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let stripe: Stripe;

  beforeAll(async () => {
    receiver = await startReceiver();
    standIn = await startStripeStandIn({ webhookSecret, webhookUrl: receiver.url, prices, now: () => clock });
    stripe = new Stripe('sk_test_standin', {
      host: '127.0.0.1',
      port: standIn.port,
      protocol: 'http',
      maxNetworkRetries: 0,
      telemetry: false,
    });
  });
  afterAll(async () => {
    await standIn.close();
    await new Promise((resolve) => receiver.server.close(resolve));
  });
  beforeEach(() => {
    clock = Date.parse('2026-01-15T10:00:00Z');
    receiver.status.code = 200;
  });

  /** A customer with a paid PREMIUM checkout; the webhooks received from here on. */
  async function subscribed(userId: string) {
    const customer = await stripe.customers.create({ email: `${userId}@exemple.fr`, metadata: { userId } });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: 'price_premium', quantity: 1 }],
      success_url: 'http://app.test/?checkout=success',
      cancel_url: 'http://app.test/plans',
      client_reference_id: userId,
      metadata: { userId, plan: 'PREMIUM' },
      subscription_data: { metadata: { userId } },
    });
    const from = receiver.received.length;
    await standIn.pay(session.id);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    const subscription = await stripe.subscriptions.retrieve(paid.subscription as string);
    return { customer, session: paid, subscription, webhooks: () => receiver.received.slice(from) };
  }

  it('creates a customer and a checkout session, whose page pays it and posts three signed webhooks in order', async () => {
    const customer = await stripe.customers.create({
      email: 'alice@exemple.fr',
      metadata: { userId: 'u-alice' },
    });
    expect(customer).toMatchObject({
      object: 'customer',
      email: 'alice@exemple.fr',
      metadata: { userId: 'u-alice' },
    });
    expect(customer.id).toMatch(/^cus_/);
    expect((await stripe.customers.retrieve(customer.id)).id).toBe(customer.id);

    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: 'price_premium', quantity: 1 }],
      success_url: 'http://app.test/?checkout=success&session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/plans',
      client_reference_id: 'u-alice',
      metadata: { userId: 'u-alice', plan: 'PREMIUM' },
      subscription_data: { metadata: { userId: 'u-alice', origin: 'checkout' } },
    });
    expect(session).toMatchObject({
      object: 'checkout.session',
      url: `${standIn.url}/checkout/${session.id}`,
      status: 'open',
      payment_status: 'unpaid',
      customer: customer.id,
      client_reference_id: 'u-alice',
      metadata: { userId: 'u-alice', plan: 'PREMIUM' },
      subscription: null,
      mode: 'subscription',
    });
    expect(session.id).toMatch(/^cs_/);

    // The page a browser sees: French, the price in its heading, a form whose button pays.
    const page = await fetch(session.url!);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Paiement — 9,99 € par mois</h1>');
    expect(html).toContain(`<form method="post" action="/checkout/${session.id}/pay">`);
    expect(html).toContain('<button type="submit">Payer</button>');
    expect(html).not.toContain('<script');

    const from = receiver.received.length;
    const paid = await fetch(`${standIn.url}/checkout/${session.id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://app.test/?checkout=success&session=${session.id}`);

    // Posted and awaited before the redirect: already here, in order, each signed as Stripe signs.
    const webhooks = receiver.received.slice(from);
    const events = webhooks.map((webhook) => {
      expect(webhook.contentType).toMatch(/^application\/json/);
      expect(webhook.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      return stripe.webhooks.constructEvent(webhook.body, webhook.signature, webhookSecret);
    });
    expect(events.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    expect(events.map((event) => event.id)).toEqual(standIn.events.slice(-3).map((event) => event.id));
    expect(standIn.deliveries.slice(-3).map((delivery) => delivery.status)).toEqual([200, 200, 200]);

    // A body changed by one byte, or another secret, is refused.
    const first = webhooks[0]!;
    expect(() =>
      stripe.webhooks.constructEvent(
        first.body.replace('"livemode": false', '"livemode": true'),
        first.signature,
        webhookSecret,
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => stripe.webhooks.constructEvent(first.body, first.signature, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );

    const completed = await stripe.checkout.sessions.retrieve(session.id);
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid', customer: customer.id });
    expect(events[0]!.data.object).toMatchObject({
      id: session.id,
      status: 'complete',
      subscription: completed.subscription,
    });

    const listed = await stripe.subscriptions.list({ customer: customer.id, status: 'all' });
    expect(listed).toMatchObject({ object: 'list', has_more: false, url: '/v1/subscriptions' });
    expect(listed.data.map((subscription) => subscription.id)).toEqual([completed.subscription]);

    const subscription = await stripe.subscriptions.retrieve(completed.subscription as string);
    const item = subscription.items.data[0]!;
    expect(subscription).toMatchObject({
      object: 'subscription',
      customer: customer.id,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: { userId: 'u-alice', plan: 'PREMIUM', origin: 'checkout' },
    });
    expect(item.price).toMatchObject({
      id: 'price_premium',
      unit_amount: 999,
      currency: 'eur',
      recurring: { interval: 'month' },
    });
    // One month from the test's clock, on the item as recent API versions have it, and on the subscription.
    expect(item.current_period_start).toBe(Date.parse('2026-01-15T10:00:00Z') / 1000);
    expect(item.current_period_end).toBe(Date.parse('2026-02-15T10:00:00Z') / 1000);
    expect((subscription as unknown as { current_period_end: number }).current_period_end).toBe(
      item.current_period_end,
    );

    const invoices = await stripe.invoices.list({ customer: customer.id });
    expect(invoices.data).toHaveLength(1);
    const invoice = await stripe.invoices.retrieve(invoices.data[0]!.id);
    expect(invoice).toMatchObject({
      object: 'invoice',
      id: subscription.latest_invoice,
      customer: customer.id,
      status: 'paid',
      amount_paid: 999,
      currency: 'eur',
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      parent: { subscription_details: { subscription: subscription.id } },
    });
    expect(invoice as unknown as { subscription: string; payment_intent: string }).toMatchObject({
      subscription: subscription.id,
      payment_intent: expect.stringMatching(/^pi_/),
    });
    expect(invoice.hosted_invoice_url).toBe(`${standIn.url}/invoice/${invoice.id}`);

    // expand[] turns ids into the objects, through lists and nested paths too.
    const expanded = await stripe.subscriptions.list({
      customer: customer.id,
      status: 'all',
      expand: ['data.latest_invoice', 'data.customer'],
    });
    expect(expanded.data[0]).toMatchObject({
      latest_invoice: { object: 'invoice', id: invoice.id },
      customer: { object: 'customer', id: customer.id },
    });
    const withLines = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] });
    expect(withLines.line_items?.data.map((line) => [line.price?.id, line.quantity])).toEqual([
      ['price_premium', 1],
    ]);

    // A second submission (double click) pays nothing more and posts nothing more.
    const again = await fetch(`${standIn.url}/checkout/${session.id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(again.status).toBe(303);
    expect(receiver.received.length).toBe(from + 3);
  });

  it('changes the price, schedules and unschedules the cancellation, then cancels; each change is an event', async () => {
    const { subscription } = await subscribed('u-bob');
    const item = subscription.items.data[0]!;
    let from = receiver.received.length;

    const upgraded = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: 'price_infinity' }],
      proration_behavior: 'none',
    });
    expect(upgraded.items.data.map((entry) => [entry.id, entry.price.id])).toEqual([
      [item.id, 'price_infinity'],
    ]);

    const scheduled = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(scheduled.cancel_at_period_end).toBe(true);
    expect(scheduled.cancel_at).toBe(item.current_period_end);
    const resumed = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(resumed).toMatchObject({ cancel_at_period_end: false, cancel_at: null, status: 'active' });

    clock += 3 * 24 * 3600 * 1000;
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled', ended_at: clock / 1000, canceled_at: clock / 1000 });
    await expect(
      stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }),
    ).rejects.toThrow(/canceled subscription/);

    // The API answers without waiting for webhooks, as Stripe does: idle() waits for them.
    await standIn.idle();
    const events = receiver.received
      .slice(from)
      .map((webhook) => stripe.webhooks.constructEvent(webhook.body, webhook.signature, webhookSecret));
    expect(events.map((event) => event.type)).toEqual([
      'customer.subscription.updated',
      'customer.subscription.updated',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
    expect(events[0]!.data.previous_attributes).toHaveProperty('items');
    expect(events[1]!.data.previous_attributes).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
    });
    expect(events[3]!.data.object).toMatchObject({ id: subscription.id, status: 'canceled' });

    // A canceled subscription leaves the default list, but not status 'all'.
    expect((await stripe.subscriptions.list({ customer: subscription.customer as string })).data).toEqual([]);
    from = (await stripe.subscriptions.list({ customer: subscription.customer as string, status: 'all' }))
      .data.length;
    expect(from).toBe(1);
  });

  it('refunds by payment intent, in part then in full, and opens a billing portal', async () => {
    const { customer, subscription } = await subscribed('u-carol');
    const invoice = await stripe.invoices.retrieve(subscription.latest_invoice as string);
    const paymentIntent = (invoice as unknown as { payment_intent: string }).payment_intent;

    const part = await stripe.refunds.create({ payment_intent: paymentIntent, amount: 500 });
    expect(part).toMatchObject({
      object: 'refund',
      payment_intent: paymentIntent,
      amount: 500,
      status: 'succeeded',
    });
    expect(part.id).toMatch(/^re_/);
    expect((await stripe.refunds.create({ payment_intent: paymentIntent })).amount).toBe(499);
    await expect(stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
    });
    await expect(stripe.refunds.create({ payment_intent: 'pi_unknown' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'resource_missing',
    });

    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://app.test/settings?tab=plan',
    });
    expect(portal).toMatchObject({
      object: 'billing_portal.session',
      url: `${standIn.url}/portal/${portal.id}`,
      return_url: 'http://app.test/settings?tab=plan',
    });
    const html = await (await fetch(portal.url)).text();
    expect(html).toContain('<title>Portail de facturation (simulation)</title>');
    expect(html).toContain('<a href="http://app.test/settings?tab=plan">');
  });

  it('answers errors in Stripe’s shape', async () => {
    await expect(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: 'price_unknown', quantity: 1 }],
        success_url: 'http://app.test/',
      }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'resource_missing',
      param: 'line_items[0][price]',
    });
    await expect(stripe.subscriptions.retrieve('sub_unknown')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    const anonymous = await fetch(`${standIn.url}/v1/customers`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('resends an event as it was, posts any event signed, advances a subscription, and survives a product that is down', async () => {
    const { subscription, webhooks } = await subscribed('u-dave');
    const created = stripe.webhooks.constructEvent(
      webhooks()[1]!.body,
      webhooks()[1]!.signature,
      webhookSecret,
    );

    await standIn.resend(created.id, 2);
    const copies = webhooks().slice(3);
    expect(copies.map((copy) => JSON.parse(copy.body).id)).toEqual([created.id, created.id]);
    expect(copies[0]!.body).toBe(webhooks()[1]!.body);

    const forged = await standIn.post({ id: 'evt_forged', object: 'event', type: 'invoice.paid', data: {} });
    expect(forged.status).toBe(200);
    expect(() =>
      stripe.webhooks.constructEvent(webhooks().at(-1)!.body, webhooks().at(-1)!.signature, webhookSecret),
    ).not.toThrow();
    await standIn.post('{}', { secret: 'whsec_wrong' });
    expect(() =>
      stripe.webhooks.constructEvent(webhooks().at(-1)!.body, webhooks().at(-1)!.signature, webhookSecret),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);

    // A month later, the bank refuses the renewal.
    clock = Date.parse('2026-02-15T10:00:00Z');
    await standIn.advanceSubscription(
      subscription.id,
      {
        status: 'past_due',
        current_period_start: clock / 1000,
        current_period_end: Date.parse('2026-03-15T10:00:00Z') / 1000,
      },
      'invoice.payment_failed',
    );
    const failed = JSON.parse(webhooks().at(-1)!.body);
    expect(failed).toMatchObject({
      type: 'invoice.payment_failed',
      data: { object: { status: 'open', amount_paid: 0, amount_due: 999, subscription: subscription.id } },
    });
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({
      status: 'past_due',
      latest_invoice: failed.data.object.id,
    });

    // The product is down: the delivery is recorded as failed, nothing throws.
    receiver.status.code = 503;
    await standIn.advanceSubscription(subscription.id, {}, 'customer.subscription.deleted');
    expect(standIn.deliveries.at(-1)).toMatchObject({ type: 'customer.subscription.deleted', status: 503 });
    standIn.setWebhookUrl('http://127.0.0.1:9/unreachable');
    await standIn.resend(standIn.events.at(-1)!.id);
    expect(standIn.deliveries.at(-1)).toMatchObject({ status: 'failed' });
    standIn.setWebhookUrl(receiver.url);
    expect(standIn.subscriptions.get(subscription.id)).toMatchObject({ status: 'canceled' });
  });

  it('fails the calls a test names (by customer), records idempotency keys, and opens payment links', async () => {
    const { customer, subscription } = await subscribed('u-failing');
    const intent = [...standIn.paymentIntents.values()].find(
      (candidate) => candidate.customer === customer.id,
    )!;
    // Through the control call, as a browser test in another process does.
    const control = await fetch(`${standIn.url}/__control/fail`, {
      method: 'POST',
      body: JSON.stringify({ operation: 'refunds.create', times: 2, email: customer.email }),
    });
    expect(control.status).toBe(204);
    const other = await subscribed('u-other');
    const otherIntent = [...standIn.paymentIntents.values()].find(
      (candidate) => candidate.customer === other.customer.id,
    )!;
    // Another customer's refund goes through.
    await stripe.refunds.create({ payment_intent: otherIntent.id });
    for (let i = 0; i < 2; i++)
      await expect(
        stripe.refunds.create({ payment_intent: intent.id }, { idempotencyKey: 'refund-key' }),
      ).rejects.toMatchObject({ type: 'StripeAPIError', statusCode: 500 });
    // A failure is not kept under its key: the same key tries again, and the answer is then replayed.
    const refund = await stripe.refunds.create(
      { payment_intent: intent.id },
      { idempotencyKey: 'refund-key' },
    );
    const replay = await stripe.refunds.create(
      { payment_intent: intent.id },
      { idempotencyKey: 'refund-key' },
    );
    expect(replay.id).toBe(refund.id);
    expect(standIn.refunds.filter((candidate) => candidate.payment_intent === intent.id)).toHaveLength(1);
    await stripe.subscriptions.cancel(subscription.id, {}, { idempotencyKey: 'cancel-key' });
    expect(standIn.requests.filter((request) => request.idempotencyKey === 'refund-key')).toHaveLength(4);
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'DELETE', idempotencyKey: 'cancel-key' });

    const link = `${standIn.paymentLinkUrl('price_standard')}?client_reference_id=u-link&prefilled_email=link%40exemple.fr`;
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const session = standIn.checkoutSessions.get(opened.headers.get('location')!.split('/checkout/')[1]!)!;
    expect(session).toMatchObject({
      client_reference_id: 'u-link',
      customer_email: 'link@exemple.fr',
      customer: null,
      amount_total: 499,
    });
    // A reference Stripe would not take is dropped.
    const odd = await fetch(`${standIn.paymentLinkUrl('price_standard')}?client_reference_id=a%20b`, {
      redirect: 'manual',
    });
    const oddSession = standIn.checkoutSessions.get(odd.headers.get('location')!.split('/checkout/')[1]!)!;
    expect(oddSession.client_reference_id).toBeNull();
    expect((await fetch(standIn.paymentLinkUrl('price_unknown'))).status).toBe(404);
  });

  it("delays one customer's webhooks without holding up the others'", async () => {
    const slow = 'slow@exemple.fr';
    const from = receiver.received.length;
    standIn.delayWebhooks(slow, 300);
    const customer = await stripe.customers.create({ email: slow });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: 'price_standard', quantity: 1 }],
      success_url: 'http://app.test/?checkout=success',
    });
    const paying = standIn.pay(session.id);
    const fast = await subscribed('u-fast');
    // The other customer's three events came while the slow one's still wait.
    expect(fast.webhooks()).toHaveLength(3);
    expect(receiver.received.slice(from).some((received) => received.body.includes(customer.id))).toBe(false);
    await paying;
    const slowOnes = receiver.received.slice(from).filter((received) => received.body.includes(customer.id));
    expect(slowOnes.map((received) => JSON.parse(received.body).type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    standIn.delayWebhooks(slow, 0);
  });

  it('parses Stripe’s nested form keys', () => {
    expect(
      parseStripeForm(
        'line_items[0][price]=price_x&line_items[0][quantity]=2&metadata[userId]=u%201&expand[]=a&expand[]=b.c&items[1][id]=si_2&items[0][id]=si_1&__proto__[x]=1',
      ),
    ).toEqual({
      line_items: [{ price: 'price_x', quantity: '2' }],
      metadata: { userId: 'u 1' },
      expand: ['a', 'b.c'],
      items: [{ id: 'si_1' }, { id: 'si_2' }],
    });
  });
});

describe('the stand-in as a process (for the browser tests)', () => {
  it('listens, logs its address in one line, answers /health, knows the plans from the environment, and stops on SIGTERM', async () => {
    const cli = new URL('./support/stripe-stand-in-cli.ts', import.meta.url).pathname;
    const child = spawn(process.execPath, ['--import', 'tsx', cli], {
      // Port 0: the CI may hold the default port 12111.
      env: {
        ...process.env,
        STRIPE_STAND_IN_PORT: '0',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_PRICE_PREMIUM: 'price_cli_premium',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = once(child, 'exit');
    try {
      let output = '';
      child.stderr.on('data', (chunk) => (output += chunk));
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          output += chunk;
          const found = /Stripe stand-in on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (found) resolve(found[1]!);
        });
        child.once('exit', () => reject(new Error(`the stand-in exited: ${output}`)));
      });
      expect((await fetch(`${url}/health`)).status).toBe(200);

      const stripe = new Stripe('sk_test_cli', {
        host: '127.0.0.1',
        port: Number(new URL(url).port),
        protocol: 'http',
        maxNetworkRetries: 0,
      });
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: 'price_cli_premium', quantity: 1 }],
        success_url: 'http://app.test/?checkout=success',
      });
      expect(session.amount_total).toBe(999);
      expect(await (await fetch(session.url!)).text()).toContain('Paiement — 9,99 € par mois');
    } finally {
      child.kill('SIGTERM');
    }
    expect((await exited)[0]).toBe(0);
  });
});
