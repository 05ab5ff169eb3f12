import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the Stripe API, so that no test ever reaches the real Stripe. It answers
 * the official SDK (pointed at it with `{ host: '127.0.0.1', port, protocol: 'http' }`) for the
 * few operations the product uses, keeps its state in memory, serves a checkout page whose
 * "Payer" button stands for a card payment, and posts webhooks signed exactly as Stripe signs
 * them. Only what the product needs is modelled: what is left out answers a clear 404 rather
 * than a plausible lie.
 *
 *   const standIn = await startStripeStandIn({ webhookSecret, prices: { price_x: { unitAmount: 999 } } });
 *   const stripe = new Stripe('sk_test_x', { host: '127.0.0.1', port: standIn.port, protocol: 'http' });
 */

export interface StripeStandInOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
  /** The `whsec_…` secret the webhooks are signed with. */
  webhookSecret: string;
  /** Where events are posted (the product's /api/billing/webhook); can be set later. */
  webhookUrl?: string;
  /** Price id → amount in cents (currency 'eur' unless told). */
  prices: Record<string, { unitAmount: number; currency?: string }>;
  /** The clock of the Stripe objects (created, periods…), in ms; tests inject theirs. */
  now?: () => number;
  /**
   * The clock of the `t=` in Stripe-Signature, in ms. Stripe signs with the time of sending and
   * the SDK checks it against the wall clock (5 minutes of tolerance), so it stays Date.now even
   * when `now` is a test's frozen clock; give the product's own clock here if it verifies with it.
   */
  signatureClock?: () => number;
  /** How long a webhook delivery may take before it is recorded as failed. */
  deliveryTimeoutMs?: number;
  /**
   * Where a payment link's checkout returns after paying (Stripe's "after completion" setting
   * of the link); without it, a page of the stand-in's own.
   */
  paymentLinkSuccessUrl?: string;
}

export type Metadata = Record<string, string>;

export interface StripeList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
  total_count?: number;
}

export interface StripePrice {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  type: 'recurring';
  recurring: { interval: 'month'; interval_count: number };
  product: string;
  livemode: false;
}

export interface StripeCustomer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  description: string | null;
  metadata: Metadata;
  livemode: false;
}

export interface StripeCheckoutSession {
  id: string;
  object: 'checkout.session';
  /** null once the session is complete, as on Stripe. */
  url: string | null;
  mode: 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Metadata;
  subscription: string | null;
  invoice: string | null;
  success_url: string;
  cancel_url: string | null;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface StripeSubscriptionItem {
  id: string;
  object: 'subscription_item';
  subscription: string;
  price: StripePrice;
  quantity: number;
  created: number;
  current_period_start: number;
  current_period_end: number;
  metadata: Metadata;
}

export type SubscriptionStatus =
  'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

export interface StripeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: SubscriptionStatus;
  currency: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  cancellation_details: { reason: 'cancellation_requested' | null; comment: string | null; feedback: null };
  start_date: number;
  created: number;
  billing_cycle_anchor: number;
  /** Recent API versions keep the period on the items only; it is also here so either reading works. */
  current_period_start: number;
  current_period_end: number;
  metadata: Metadata;
  latest_invoice: string | null;
  items: StripeList<StripeSubscriptionItem>;
  livemode: false;
}

export interface StripeInvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  quantity: number;
  period: { start: number; end: number };
  pricing: { type: 'price_details'; price_details: { price: string; product: string } } | null;
}

export interface StripeInvoice {
  id: string;
  object: 'invoice';
  number: string;
  customer: string;
  /** Older API versions; recent ones only have `parent.subscription_details.subscription`. */
  subscription: string;
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Metadata };
  };
  status: 'open' | 'paid';
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  subtotal: number;
  total: number;
  currency: string;
  /** Older API versions; recent ones list it under `payments`. */
  payment_intent: string;
  payments: StripeList<{
    id: string;
    object: 'invoice_payment';
    amount_paid: number | null;
    currency: string;
    status: 'paid' | 'open';
    payment: { type: 'payment_intent'; payment_intent: string };
  }>;
  attempt_count: number;
  attempted: boolean;
  created: number;
  period_start: number;
  period_end: number;
  status_transitions: { finalized_at: number; paid_at: number | null };
  lines: StripeList<StripeInvoiceLine>;
  hosted_invoice_url: string;
  livemode: false;
}

export interface StripePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string;
  status: 'succeeded' | 'requires_payment_method';
  latest_charge: string | null;
  created: number;
  livemode: false;
}

export interface StripeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string | null;
  status: 'succeeded';
  reason: string | null;
  metadata: Metadata;
  created: number;
}

export interface StripePortalSession {
  id: string;
  object: 'billing_portal.session';
  url: string;
  return_url: string | null;
  customer: string;
  created: number;
  livemode: false;
}

export type StripeObject =
  | StripeCustomer
  | StripeCheckoutSession
  | StripeSubscription
  | StripeInvoice
  | StripePaymentIntent
  | StripeRefund
  | StripePortalSession
  | StripePrice;

export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  /** The API request that caused the event; null ids for the test helpers' events. */
  request: { id: string | null; idempotency_key: string | null };
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
}

/** One POST of a webhook: its HTTP status, 'failed' without one, 'skipped' with no URL set. */
export interface Delivery {
  eventId: string;
  type: string;
  url: string | undefined;
  status: number | 'failed' | 'skipped';
  /** The start of the product's answer, or why there was none. */
  body?: string;
  error?: string;
}

/** One API call the stand-in received, for tests that assert what the product asked. */
export interface ApiCall {
  method: string;
  path: string;
  params: Form;
  status: number;
  /** The Idempotency-Key header of a POST or DELETE, as sent (the SDK makes one when not told). */
  idempotencyKey?: string;
}

/** The API operations a test can make fail (`failNext`). */
export type FailingOperation =
  | 'customers.create'
  | 'checkout.sessions.create'
  | 'subscriptions.update'
  | 'subscriptions.cancel'
  | 'refunds.create';

export interface FailOptions {
  /** Only calls about the customer with this email (the tests' accounts are unique). */
  email?: string;
  /** The HTTP status of the failure: 500 (api_error) unless told. */
  status?: number;
}

export interface SubscriptionPatch {
  status?: SubscriptionStatus;
  current_period_start?: number;
  current_period_end?: number;
  cancel_at?: number | null;
  cancel_at_period_end?: boolean;
  canceled_at?: number | null;
  ended_at?: number | null;
}

export type AdvanceEvent =
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'invoice.payment_failed'
  | 'invoice.paid';

export interface PostOptions {
  /** The `t=` of the signature, in unix seconds (a stale one tests the tolerance). */
  timestamp?: number;
  /** Signs with another secret than the stand-in's. */
  secret?: string;
  /** The whole Stripe-Signature header instead of a computed one; null sends none. */
  signature?: string | null;
}

/** What `intercept` does to the API calls it matches. */
export interface Interception {
  /** Runs before the call is answered (to act while the product waits for Stripe). */
  before?: () => Promise<void> | void;
  /** Answers this HTTP status with a Stripe `api_error` instead of doing the call. */
  fail?: number;
}

export interface StripeStandIn {
  /** `http://127.0.0.1:<port>`: what STRIPE_API_BASE is set to. */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
  setWebhookUrl(url: string | undefined): void;
  /** What the checkout page's "Payer" button does; resolves once its three webhooks were posted. */
  pay(checkoutSessionId: string): Promise<void>;
  /** Every event made, in order. */
  readonly events: StripeEvent[];
  /** Every webhook POST, in order, with its outcome. */
  readonly deliveries: Delivery[];
  /** Posts the same event again (same id, fresh signature), `times` times, one after the other. */
  resend(eventId: string, times?: number): Promise<void>;
  /** Posts any event JSON (or raw text), signed, and hands back the product's answer. */
  post(event: object | string, options?: PostOptions): Promise<Response>;
  /** Resolves once every event made so far (and any made meanwhile) has been posted. */
  idle(): Promise<void>;
  /** Changes a subscription as time or the bank would, then optionally emits that event. */
  advanceSubscription(id: string, patch: SubscriptionPatch, emit?: AdvanceEvent): Promise<void>;
  /**
   * The next `times` calls of `operation` (about the customer with `options.email`, if given)
   * fail as Stripe does when it is down: a 500 `api_error`, final (`Stripe-Should-Retry: false`).
   */
  failNext(operation: FailingOperation, times: number, options?: FailOptions): void;
  /**
   * The webhooks of the customer with this email are posted `ms` later than they would be (a
   * Stripe that is slow to deliver); 0 ends the delay. Other customers' events are not held up.
   */
  delayWebhooks(email: string, ms: number): void;
  /**
   * A payment link of `priceId`, as the Stripe Dashboard makes (`https://buy.stripe.com/…`): it
   * accepts `?client_reference_id=…&prefilled_email=…` and opens a checkout whose customer
   * Stripe creates itself.
   */
  paymentLinkUrl(priceId: string): string;
  readonly customers: Map<string, StripeCustomer>;
  readonly checkoutSessions: Map<string, StripeCheckoutSession>;
  readonly subscriptions: Map<string, StripeSubscription>;
  readonly invoices: Map<string, StripeInvoice>;
  readonly paymentIntents: Map<string, StripePaymentIntent>;
  readonly refunds: StripeRefund[];
  readonly portalSessions: Map<string, StripePortalSession>;
  readonly prices: Map<string, StripePrice>;
  /** Every API call received, in order. */
  readonly requests: ApiCall[];
  /**
   * The next `times` API calls matching `method` and `path` (all of them when `times` is left
   * out) go through `interception` first: Stripe failing one operation, or a test acting in the
   * middle of the product's work. Returns the function that ends it.
   */
  intercept(
    match: { method: 'GET' | 'POST' | 'DELETE'; path: RegExp },
    interception: Interception,
    times?: number,
  ): () => void;
}

/**
 * The control calls of a stand-in running as a process of its own (the browser tests): POST
 * `/__control/fail` `{operation, times, email?, status?}` and `/__control/delay-webhooks`
 * `{email, ms}`, each answering 204. Nothing of Stripe's API lives under this prefix.
 */
export const CONTROL_PREFIX = '/__control/';

// ——— Form encoding ————————————————————————————————————————————————————————————————

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Stripe's form encoding, as the SDK writes it: `metadata[userId]=u`, `line_items[0][price]=p`,
 * `expand[]=x` (appends). Objects whose keys are all indexes become arrays.
 */
export function parseStripeForm(encoded: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)];
    // A key like __proto__ would reach Object.prototype: such a pair is dropped.
    if (path.some((segment) => forbiddenKeys.has(segment))) continue;
    let node: Form = root;
    path.forEach((segment, i) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next !== 'object' || Array.isArray(next)) node[name] = {};
      node = node[name] as Form;
    });
  }
  return arraysFromIndexes(root) as Form;
}

function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  for (const key of keys) value[key] = arraysFromIndexes(value[key]!);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => value[key]!);
  }
  return value;
}

// ——— Errors and small helpers ——————————————————————————————————————————————————————

/** An answer in Stripe's error shape: `{ error: { type, message, code?, param? } }`. */
class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }

  toJSON() {
    return { error: { type: this.type, message: this.message, code: this.code, param: this.param } };
  }
}

const noSuch = (kind: string, id: string, param = 'id') =>
  new StripeApiError(param === 'id' ? 404 : 400, `No such ${kind}: '${id}'`, 'resource_missing', param);

const isForm = (value: FormValue | undefined): value is Form =>
  typeof value === 'object' && !Array.isArray(value);

function text(form: Form, key: string): string | undefined {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
}

function required(form: Form, key: string): string {
  const value = text(form, key);
  if (value === undefined || value === '')
    throw new StripeApiError(400, `Missing required param: ${key}.`, 'parameter_missing', key);
  return value;
}

function integer(value: string | undefined, param: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^-?\d+$/.test(value) || number < min)
    throw new StripeApiError(400, `Invalid integer: ${value}`, 'parameter_invalid_integer', param);
  return number;
}

function boolean(value: string, param: string): boolean {
  if (value !== 'true' && value !== 'false')
    throw new StripeApiError(400, `Invalid boolean: ${value}`, 'parameter_invalid_boolean', param);
  return value === 'true';
}

/** Metadata as sent: string values only; on an update, an empty value removes the key. */
function metadataOf(value: FormValue | undefined, base: Metadata = {}): Metadata {
  const metadata = { ...base };
  if (!isForm(value)) return metadata;
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string') continue;
    if (entry === '') delete metadata[key];
    else metadata[key] = entry;
  }
  return metadata;
}

/** An indexed list (`items[0][…]`), a single object, or nothing. */
function entries(value: FormValue | undefined): Form[] {
  if (Array.isArray(value)) return value.filter(isForm);
  return isForm(value) ? [value] : [];
}

const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** An id shaped like Stripe's: a type prefix, then 24 letters and digits. */
function newId(prefix: string): string {
  let id = '';
  for (const byte of randomBytes(24)) id += alphabet[byte % alphabet.length];
  return `${prefix}_${id}`;
}

/** The same day of the next month (clamped to its last day), as Stripe's monthly billing. */
function addMonth(unixSeconds: number): number {
  const date = new Date(unixSeconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}

/** '9,99 €': a plain space, so that tests can match the heading literally. */
function formatAmount(cents: number, currency: string): string {
  const amount = (cents / 100).toFixed(2).replace('.', ',');
  return `${amount} ${currency === 'eur' ? '€' : currency.toUpperCase()}`;
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/** A small French page, without script or inline style, so that any CSP lets it run. */
function htmlPage(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="fr">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '</head>',
    '<body>',
    '<main>',
    body,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * The Stripe-Signature header of a payload: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`,
 * keyed with the whole `whsec_…` string, as Stripe does.
 */
export function stripeSignature(payload: string, secret: string, timestampSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

/** The keys of `before` whose values changed, with their old values: Stripe's previous_attributes. */
function previousAttributes(before: object, after: object): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  const next = after as Record<string, unknown>;
  for (const [key, value] of Object.entries(before)) {
    if (JSON.stringify(value) !== JSON.stringify(next[key])) previous[key] = value;
  }
  return previous;
}

function readBody(req: IncomingMessage, limit = 1024 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > limit) {
        reject(new StripeApiError(413, 'Request body too large'));
        req.destroy();
      }
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

// ——— The stand-in ————————————————————————————————————————————————————————————————————

interface LineItem {
  price: StripePrice;
  quantity: number;
}

interface RequestInfo {
  id: string | null;
  idempotency_key: string | null;
}

interface RouteContext {
  params: Form;
  id: string;
  request: RequestInfo;
}

interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  path: RegExp;
  run(context: RouteContext): object;
  /** The name a test makes it fail by, and the customer a call is about (to fail only theirs). */
  operation?: FailingOperation;
  customerOf?(context: RouteContext): string | undefined;
}

const helperRequest: RequestInfo = { id: null, idempotency_key: null };

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const now = options.now ?? Date.now;
  const signatureClock = options.signatureClock ?? Date.now;
  const deliveryTimeoutMs = options.deliveryTimeoutMs ?? 10_000;
  const seconds = () => Math.floor(now() / 1000);
  let webhookUrl = options.webhookUrl;
  let baseUrl = '';

  const customers = new Map<string, StripeCustomer>();
  const checkoutSessions = new Map<string, StripeCheckoutSession>();
  const sessionLines = new Map<string, { lines: LineItem[]; subscriptionMetadata: Metadata }>();
  const subscriptions = new Map<string, StripeSubscription>();
  const invoices = new Map<string, StripeInvoice>();
  const paymentIntents = new Map<string, StripePaymentIntent>();
  const refunds: StripeRefund[] = [];
  const portalSessions = new Map<string, StripePortalSession>();
  const events: StripeEvent[] = [];
  const deliveries: Delivery[] = [];
  const requests: ApiCall[] = [];
  /** The SDK keys every POST and retries with the same key: the first answer is replayed. */
  const idempotent = new Map<string, { fingerprint: string; status: number; body: object }>();
  let invoiceCount = 0;
  const failures: { operation: FailingOperation; remaining: number; email?: string; status: number }[] = [];
  const webhookDelays = new Map<string, number>();

  const prices = new Map<string, StripePrice>(
    Object.entries(options.prices).map(([id, price]) => [
      id,
      {
        id,
        object: 'price',
        active: true,
        currency: price.currency ?? 'eur',
        unit_amount: price.unitAmount,
        type: 'recurring',
        recurring: { interval: 'month', interval_count: 1 },
        product: `prod_${id.replace(/^price_/, '')}`,
        livemode: false,
      },
    ]),
  );

  function found<T>(map: Map<string, T>, id: string, kind: string, param = 'id'): T {
    const object = map.get(id);
    if (!object) throw noSuch(kind, id, param);
    return object;
  }

  function price(id: string, param: string): StripePrice {
    return found(prices, id, 'price', param);
  }

  // ——— Webhooks ———
  // One queue for every delivery: events reach the product in the order they were made, and an
  // API answer never waits for a webhook (as on Stripe), so the product's webhook handler may
  // call the API back without a deadlock.

  let tail: Promise<unknown> = Promise.resolve();

  function webhookHeaders(payload: string, postOptions: PostOptions = {}): Record<string, string> {
    const timestamp = postOptions.timestamp ?? Math.floor(signatureClock() / 1000);
    const signature =
      postOptions.signature === undefined
        ? stripeSignature(payload, postOptions.secret ?? options.webhookSecret, timestamp)
        : postOptions.signature;
    return {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    };
  }

  /** Posts an event and records the outcome; never throws (the product may be down in a test). */
  async function deliver(event: StripeEvent): Promise<Delivery> {
    const delivery: Delivery = { eventId: event.id, type: event.type, url: webhookUrl, status: 'skipped' };
    if (webhookUrl) {
      // Stripe pretty-prints its payloads: a product that checks the signature on re-serialised
      // JSON instead of the raw body fails here as it would in production.
      const payload = JSON.stringify(event, null, 2);
      try {
        const response = await fetch(webhookUrl, {
          method: 'POST',
          headers: webhookHeaders(payload),
          body: payload,
          signal: AbortSignal.timeout(deliveryTimeoutMs),
        });
        delivery.status = response.status;
        delivery.body = (await response.text()).slice(0, 2000);
      } catch (error) {
        delivery.status = 'failed';
        const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
        delivery.error = cause?.code ?? (error instanceof Error ? error.message : String(error));
      }
    }
    deliveries.push(delivery);
    return delivery;
  }

  /** The delayed customers' own queues, by email: their events wait, still in order. */
  const delayedTails = new Map<string, Promise<unknown>>();

  function enqueue(event: StripeEvent): Promise<Delivery> {
    const delay = delayOf(event);
    if (delay) {
      const previous = delayedTails.get(delay.email) ?? Promise.resolve();
      const delivery = previous.then(async () => {
        await new Promise((resolve) => setTimeout(resolve, delay.ms));
        return deliver(event);
      });
      delayedTails.set(delay.email, delivery);
      return delivery;
    }
    const delivery = tail.then(() => deliver(event));
    tail = delivery;
    return delivery;
  }

  /** The email of a customer, by id. */
  function emailOf(customerId: unknown): string | undefined {
    return typeof customerId === 'string' ? (customers.get(customerId)?.email ?? undefined) : undefined;
  }

  function delayOf(event: StripeEvent): { email: string; ms: number } | undefined {
    if (webhookDelays.size === 0) return undefined;
    const object = event.data.object as { customer?: unknown; customer_email?: unknown };
    const email =
      emailOf(object.customer) ??
      (typeof object.customer_email === 'string' ? object.customer_email : undefined);
    const ms = email ? webhookDelays.get(email) : undefined;
    return email && ms ? { email, ms } : undefined;
  }

  /** Throws the failure a test asked for, if this call is one it named. */
  function failIfAsked(route: Route, context: RouteContext): void {
    if (!route.operation || failures.length === 0) return;
    const email = failures.some((failure) => failure.email)
      ? emailOf(route.customerOf?.(context))
      : undefined;
    const failure = failures.find(
      (candidate) =>
        candidate.operation === route.operation &&
        candidate.remaining > 0 &&
        (candidate.email === undefined || candidate.email === email),
    );
    if (!failure) return;
    failure.remaining -= 1;
    if (failure.remaining === 0) failures.splice(failures.indexOf(failure), 1);
    throw new StripeApiError(
      failure.status,
      'An error occurred with our connection to Stripe (a failure the test asked for).',
      undefined,
      undefined,
      'api_error',
    );
  }

  /** Records a snapshot of the object under a new event and queues its delivery. */
  function emit(
    type: string,
    object: StripeObject,
    request: RequestInfo = helperRequest,
    previous?: Record<string, unknown>,
  ): Promise<Delivery> {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      type,
      created: seconds(),
      api_version: Stripe.API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { ...request },
      data: {
        object: structuredClone(object),
        ...(previous ? { previous_attributes: structuredClone(previous) } : {}),
      },
    };
    events.push(event);
    return enqueue(event);
  }

  async function idle(): Promise<void> {
    // A delivery may lead the product to call the API, which may queue more: wait until still.
    let seen: Promise<unknown>;
    do {
      seen = tail;
      await seen;
    } while (seen !== tail);
  }

  // ——— Objects ———

  function createCustomer(params: Form): StripeCustomer {
    const customer: StripeCustomer = {
      id: newId('cus'),
      object: 'customer',
      created: seconds(),
      email: text(params, 'email') || null,
      name: text(params, 'name') || null,
      description: text(params, 'description') || null,
      metadata: metadataOf(params.metadata),
      livemode: false,
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function monthlyAmount(subscription: StripeSubscription): number {
    return subscription.items.data.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);
  }

  function newItem(subscription: string, line: LineItem, start: number, end: number): StripeSubscriptionItem {
    return {
      id: newId('si'),
      object: 'subscription_item',
      subscription,
      price: structuredClone(line.price),
      quantity: line.quantity,
      created: seconds(),
      current_period_start: start,
      current_period_end: end,
      metadata: {},
    };
  }

  /** A paid invoice (with a succeeded payment intent) or an open one whose payment failed. */
  function createInvoice(
    subscription: StripeSubscription,
    invoice: {
      paid: boolean;
      reason: StripeInvoice['billing_reason'];
      amount?: number;
      description?: string;
    },
  ): StripeInvoice {
    const created = seconds();
    const id = newId('in');
    const lines: StripeInvoiceLine[] =
      invoice.amount === undefined
        ? subscription.items.data.map((item) => ({
            id: newId('il'),
            object: 'line_item',
            amount: item.price.unit_amount * item.quantity,
            currency: item.price.currency,
            description: `${item.quantity} × ${item.price.id} (${formatAmount(item.price.unit_amount, item.price.currency)} par mois)`,
            quantity: item.quantity,
            period: { start: item.current_period_start, end: item.current_period_end },
            pricing: {
              type: 'price_details',
              price_details: { price: item.price.id, product: item.price.product },
            },
          }))
        : [
            {
              id: newId('il'),
              object: 'line_item',
              amount: invoice.amount,
              currency: subscription.currency,
              description: invoice.description ?? 'Ajustement',
              quantity: 1,
              period: { start: created, end: subscription.current_period_end },
              pricing: null,
            },
          ];
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const paymentIntent: StripePaymentIntent = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: total,
      amount_received: invoice.paid ? total : 0,
      currency: subscription.currency,
      customer: subscription.customer,
      status: invoice.paid ? 'succeeded' : 'requires_payment_method',
      latest_charge: invoice.paid ? newId('ch') : null,
      created,
      livemode: false,
    };
    paymentIntents.set(paymentIntent.id, paymentIntent);
    invoiceCount += 1;
    const created_invoice: StripeInvoice = {
      id,
      object: 'invoice',
      number: `SIM-${String(invoiceCount).padStart(4, '0')}`,
      customer: subscription.customer,
      subscription: subscription.id,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
      },
      status: invoice.paid ? 'paid' : 'open',
      billing_reason: invoice.reason,
      amount_due: total,
      amount_paid: invoice.paid ? total : 0,
      amount_remaining: invoice.paid ? 0 : total,
      subtotal: total,
      total,
      currency: subscription.currency,
      payment_intent: paymentIntent.id,
      payments: {
        object: 'list',
        data: [
          {
            id: newId('inpay'),
            object: 'invoice_payment',
            amount_paid: invoice.paid ? total : null,
            currency: subscription.currency,
            status: invoice.paid ? 'paid' : 'open',
            payment: { type: 'payment_intent', payment_intent: paymentIntent.id },
          },
        ],
        has_more: false,
        url: `/v1/invoice_payments?invoice=${id}`,
      },
      attempt_count: 1,
      attempted: true,
      created,
      // Stripe's own invoice-level period is quirky (equal to `created` on a first invoice); the
      // billed period is what tests want, and the lines carry it too.
      period_start: subscription.current_period_start,
      period_end: subscription.current_period_end,
      status_transitions: { finalized_at: created, paid_at: invoice.paid ? created : null },
      lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
      hosted_invoice_url: `${baseUrl}/invoice/${id}`,
      livemode: false,
    };
    invoices.set(id, created_invoice);
    subscription.latest_invoice = id;
    return created_invoice;
  }

  function lineItemsList(sessionId: string): StripeList<object> {
    const lines = sessionLines.get(sessionId)?.lines ?? [];
    return {
      object: 'list',
      data: lines.map((line) => ({
        id: newId('li'),
        object: 'item',
        price: structuredClone(line.price),
        quantity: line.quantity,
        amount_subtotal: line.price.unit_amount * line.quantity,
        amount_total: line.price.unit_amount * line.quantity,
        currency: line.price.currency,
      })),
      has_more: false,
      url: `/v1/checkout/sessions/${sessionId}/line_items`,
    };
  }

  function createCheckoutSession(params: Form): StripeCheckoutSession {
    const mode = text(params, 'mode');
    if (mode !== 'subscription')
      throw new StripeApiError(400, "The stand-in only implements mode 'subscription'.", undefined, 'mode');
    const lines = entries(params.line_items).map((line, i): LineItem => {
      const param = `line_items[${i}][price]`;
      const priceId = text(line, 'price');
      if (!priceId)
        throw new StripeApiError(400, `Missing required param: ${param}.`, 'parameter_missing', param);
      return {
        price: price(priceId, param),
        quantity: integer(text(line, 'quantity'), `line_items[${i}][quantity]`, 1) ?? 1,
      };
    });
    if (lines.length === 0)
      throw new StripeApiError(400, 'Missing required param: line_items.', 'parameter_missing', 'line_items');
    const customer = text(params, 'customer');
    if (customer) found(customers, customer, 'customer', 'customer');
    const id = newId('cs_test');
    const created = seconds();
    const amount = lines.reduce((sum, line) => sum + line.price.unit_amount * line.quantity, 0);
    const session: StripeCheckoutSession = {
      id,
      object: 'checkout.session',
      url: `${baseUrl}/checkout/${id}`,
      mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: customer ?? null,
      customer_email: text(params, 'customer_email') || null,
      client_reference_id: text(params, 'client_reference_id') || null,
      metadata: metadataOf(params.metadata),
      subscription: null,
      invoice: null,
      success_url: required(params, 'success_url'),
      cancel_url: text(params, 'cancel_url') || null,
      amount_subtotal: amount,
      amount_total: amount,
      currency: lines[0]!.price.currency,
      created,
      expires_at: created + 24 * 60 * 60,
      livemode: false,
    };
    const subscriptionData = params.subscription_data;
    sessionLines.set(id, {
      lines,
      subscriptionMetadata: metadataOf(isForm(subscriptionData) ? subscriptionData.metadata : undefined),
    });
    checkoutSessions.set(id, session);
    return session;
  }

  async function pay(checkoutSessionId: string): Promise<void> {
    const session = checkoutSessions.get(checkoutSessionId);
    if (!session) throw new Error(`no checkout session ${checkoutSessionId}`);
    if (session.status !== 'open')
      throw new Error(`checkout session ${checkoutSessionId} is ${session.status}`);
    const { lines, subscriptionMetadata } = sessionLines.get(checkoutSessionId)!;
    const customerId =
      session.customer ?? createCustomer(session.customer_email ? { email: session.customer_email } : {}).id;
    const start = seconds();
    const end = addMonth(start);
    const id = newId('sub');
    const subscription: StripeSubscription = {
      id,
      object: 'subscription',
      customer: customerId,
      status: 'active',
      currency: session.currency,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      cancellation_details: { reason: null, comment: null, feedback: null },
      start_date: start,
      created: start,
      billing_cycle_anchor: start,
      current_period_start: start,
      current_period_end: end,
      metadata: { ...session.metadata, ...subscriptionMetadata },
      latest_invoice: null,
      items: {
        object: 'list',
        data: lines.map((line) => newItem(id, line, start, end)),
        has_more: false,
        total_count: lines.length,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      livemode: false,
    };
    subscriptions.set(id, subscription);
    const invoice = createInvoice(subscription, { paid: true, reason: 'subscription_create' });
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer: customerId,
      subscription: id,
      invoice: invoice.id,
      url: null,
    });
    // Queued together, so nothing made meanwhile can come between them.
    const posted = [
      emit('checkout.session.completed', session),
      emit('customer.subscription.created', subscription),
      emit('invoice.paid', invoice),
    ];
    await Promise.all(posted);
  }

  function listOf<T extends { id: string }>(
    all: T[],
    params: Form,
    url: string,
    keep: (object: T) => boolean,
  ): StripeList<T> {
    const limit = integer(text(params, 'limit'), 'limit', 1) ?? 10;
    if (limit > 100) throw new StripeApiError(400, 'Invalid limit: must be at most 100', undefined, 'limit');
    // Newest first, as Stripe lists.
    let matching = all.filter(keep).reverse();
    const after = text(params, 'starting_after');
    if (after) matching = matching.slice(matching.findIndex((object) => object.id === after) + 1);
    return { object: 'list', data: matching.slice(0, limit), has_more: matching.length > limit, url };
  }

  function listSubscriptions(params: Form): StripeList<StripeSubscription> {
    const customer = text(params, 'customer');
    const status = text(params, 'status');
    const priceId = text(params, 'price');
    return listOf([...subscriptions.values()], params, '/v1/subscriptions', (subscription) => {
      if (customer && subscription.customer !== customer) return false;
      if (priceId && !subscription.items.data.some((item) => item.price.id === priceId)) return false;
      // Without a status, Stripe lists every subscription that is not canceled.
      if (status === 'all') return true;
      return status ? subscription.status === status : subscription.status !== 'canceled';
    });
  }

  function listInvoices(params: Form): StripeList<StripeInvoice> {
    const customer = text(params, 'customer');
    const subscription = text(params, 'subscription');
    const status = text(params, 'status');
    return listOf([...invoices.values()], params, '/v1/invoices', (invoice) => {
      if (customer && invoice.customer !== customer) return false;
      if (subscription && invoice.subscription !== subscription) return false;
      return !status || invoice.status === status;
    });
  }

  function updateSubscription(id: string, params: Form, request: RequestInfo): StripeSubscription {
    const subscription = found(subscriptions, id, 'subscription');
    if (subscription.status === 'canceled') {
      const changes = Object.keys(params).filter(
        (key) => !['metadata', 'cancellation_details', 'expand'].includes(key),
      );
      if (changes.length > 0)
        throw new StripeApiError(
          400,
          'A canceled subscription can only update its cancellation_details and metadata.',
          undefined,
          changes[0],
        );
    }
    const before = structuredClone(subscription);
    const at = seconds();
    const oldAmount = monthlyAmount(subscription);

    const atPeriodEnd = text(params, 'cancel_at_period_end');
    if (atPeriodEnd !== undefined) {
      const cancel = boolean(atPeriodEnd, 'cancel_at_period_end');
      // As on Stripe: a cancellation at period end also sets cancel_at, and the time it was asked.
      subscription.cancel_at_period_end = cancel;
      subscription.cancel_at = cancel ? subscription.current_period_end : null;
      subscription.canceled_at = cancel ? at : null;
      subscription.cancellation_details.reason = cancel ? 'cancellation_requested' : null;
    }
    const cancelAt = text(params, 'cancel_at');
    if (cancelAt !== undefined) {
      const when =
        cancelAt === ''
          ? null
          : cancelAt === 'min_period_end' || cancelAt === 'max_period_end'
            ? subscription.current_period_end
            : integer(cancelAt, 'cancel_at', 0)!;
      subscription.cancel_at = when;
      subscription.canceled_at = when === null ? null : at;
      subscription.cancellation_details.reason = when === null ? null : 'cancellation_requested';
      if (when === null) subscription.cancel_at_period_end = false;
    }
    if (params.metadata !== undefined)
      subscription.metadata = metadataOf(params.metadata, subscription.metadata);

    entries(params.items).forEach((change, i) => {
      const itemId = text(change, 'id');
      const priceId = text(change, 'price');
      const quantity = integer(text(change, 'quantity'), `items[${i}][quantity]`, 1);
      const list = subscription.items.data;
      if (!itemId) {
        if (!priceId)
          throw new StripeApiError(400, `Missing required param: items[${i}][price].`, 'parameter_missing');
        const line = { price: price(priceId, `items[${i}][price]`), quantity: quantity ?? 1 };
        list.push(newItem(id, line, subscription.current_period_start, subscription.current_period_end));
        return;
      }
      const item = list.find((candidate) => candidate.id === itemId);
      if (!item) throw noSuch('subscription item', itemId, `items[${i}][id]`);
      const deleted = text(change, 'deleted');
      if (deleted !== undefined && boolean(deleted, `items[${i}][deleted]`)) {
        list.splice(list.indexOf(item), 1);
        return;
      }
      if (priceId) item.price = structuredClone(price(priceId, `items[${i}][price]`));
      if (quantity !== undefined) item.quantity = quantity;
    });
    subscription.items.total_count = subscription.items.data.length;

    // 'always_invoice' bills the rest of the period at once; other behaviours bill nothing now
    // (Stripe would carry the proration to the next invoice, which the stand-in does not model).
    let prorationInvoice: StripeInvoice | undefined;
    const difference = monthlyAmount(subscription) - oldAmount;
    if (text(params, 'proration_behavior') === 'always_invoice' && difference > 0) {
      const { current_period_start: start, current_period_end: end } = subscription;
      const amount = Math.round((difference * Math.max(0, end - at)) / Math.max(1, end - start));
      if (amount > 0)
        prorationInvoice = createInvoice(subscription, {
          paid: true,
          reason: 'subscription_update',
          amount,
          description: 'Temps restant sur la nouvelle formule',
        });
    }

    const previous = previousAttributes(before, subscription);
    if (Object.keys(previous).length > 0)
      void emit('customer.subscription.updated', subscription, request, previous);
    if (prorationInvoice) void emit('invoice.paid', prorationInvoice, request);
    return subscription;
  }

  function cancelSubscription(id: string, params: Form, request: RequestInfo): StripeSubscription {
    const subscription = found(subscriptions, id, 'subscription');
    if (subscription.status === 'canceled')
      throw new StripeApiError(400, `The subscription ${id} has already been canceled.`);
    const at = seconds();
    const details = params.cancellation_details;
    Object.assign(subscription, { status: 'canceled', canceled_at: at, ended_at: at });
    subscription.cancellation_details = {
      reason: 'cancellation_requested',
      comment: (isForm(details) ? text(details, 'comment') : undefined) || null,
      feedback: null,
    };
    void emit('customer.subscription.deleted', subscription, request);
    return subscription;
  }

  function createRefund(params: Form): StripeRefund {
    const charge = text(params, 'charge');
    const intentId =
      text(params, 'payment_intent') ??
      (charge
        ? [...paymentIntents.values()].find((intent) => intent.latest_charge === charge)?.id
        : undefined);
    if (!intentId) {
      if (charge) throw noSuch('charge', charge, 'charge');
      throw new StripeApiError(
        400,
        'Missing required param: payment_intent.',
        'parameter_missing',
        'payment_intent',
      );
    }
    const intent = found(paymentIntents, intentId, 'payment_intent', 'payment_intent');
    if (intent.status !== 'succeeded')
      throw new StripeApiError(
        400,
        `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
        'charge_not_refundable',
        'payment_intent',
      );
    const refunded = refunds
      .filter((refund) => refund.payment_intent === intentId)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const refundable = intent.amount_received - refunded;
    const amount = integer(text(params, 'amount'), 'amount', 1) ?? refundable;
    if (refundable === 0)
      throw new StripeApiError(
        400,
        `Charge ${intent.latest_charge} has already been refunded.`,
        'charge_already_refunded',
      );
    if (amount > refundable)
      throw new StripeApiError(
        400,
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${refundable}).`,
        'amount_too_large',
        'amount',
      );
    const refund: StripeRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      charge: intent.latest_charge,
      status: 'succeeded',
      reason: text(params, 'reason') || null,
      metadata: metadataOf(params.metadata),
      created: seconds(),
    };
    refunds.push(refund);
    return refund;
  }

  function createPortalSession(params: Form): StripePortalSession {
    const customer = found(customers, required(params, 'customer'), 'customer', 'customer');
    const id = newId('bps');
    const session: StripePortalSession = {
      id,
      object: 'billing_portal.session',
      url: `${baseUrl}/portal/${id}`,
      return_url: text(params, 'return_url') || null,
      customer: customer.id,
      created: seconds(),
      livemode: false,
    };
    portalSessions.set(id, session);
    return session;
  }

  // ——— API ———

  const routes: Route[] = [
    {
      method: 'POST',
      path: /^\/v1\/customers$/,
      run: ({ params }) => createCustomer(params),
      operation: 'customers.create',
    },
    {
      method: 'GET',
      path: /^\/v1\/customers\/([^/]+)$/,
      run: ({ id }) => found(customers, id, 'customer'),
    },
    {
      method: 'POST',
      path: /^\/v1\/checkout\/sessions$/,
      run: ({ params }) => createCheckoutSession(params),
      operation: 'checkout.sessions.create',
      customerOf: ({ params }) => text(params, 'customer'),
    },
    {
      method: 'GET',
      path: /^\/v1\/checkout\/sessions\/([^/]+)$/,
      run: ({ id }) => found(checkoutSessions, id, 'checkout.session'),
    },
    { method: 'GET', path: /^\/v1\/subscriptions$/, run: ({ params }) => listSubscriptions(params) },
    {
      method: 'GET',
      path: /^\/v1\/subscriptions\/([^/]+)$/,
      run: ({ id }) => found(subscriptions, id, 'subscription'),
    },
    {
      method: 'POST',
      path: /^\/v1\/subscriptions\/([^/]+)$/,
      run: ({ id, params, request }) => updateSubscription(id, params, request),
      operation: 'subscriptions.update',
      customerOf: ({ id }) => subscriptions.get(id)?.customer,
    },
    {
      method: 'DELETE',
      path: /^\/v1\/subscriptions\/([^/]+)$/,
      run: ({ id, params, request }) => cancelSubscription(id, params, request),
      operation: 'subscriptions.cancel',
      customerOf: ({ id }) => subscriptions.get(id)?.customer,
    },
    { method: 'GET', path: /^\/v1\/invoices$/, run: ({ params }) => listInvoices(params) },
    {
      method: 'GET',
      path: /^\/v1\/invoices\/([^/]+)$/,
      run: ({ id }) => found(invoices, id, 'invoice'),
    },
    {
      method: 'GET',
      path: /^\/v1\/payment_intents\/([^/]+)$/,
      run: ({ id }) => found(paymentIntents, id, 'payment_intent'),
    },
    {
      method: 'POST',
      path: /^\/v1\/refunds$/,
      run: ({ params }) => createRefund(params),
      operation: 'refunds.create',
      customerOf: ({ params }) => paymentIntents.get(text(params, 'payment_intent') ?? '')?.customer,
    },
    {
      method: 'POST',
      path: /^\/v1\/billing_portal\/sessions$/,
      run: ({ params }) => createPortalSession(params),
    },
  ];

  // ——— Interceptions (tests make Stripe fail, or act while the product waits for it) ———

  const interceptions: {
    method: string;
    path: RegExp;
    interception: Interception;
    left: number;
  }[] = [];

  /** The first live interception of this call, one of its uses taken. */
  function intercepted(method: string, path: string): Interception | undefined {
    const found = interceptions.find(
      (entry) => entry.left > 0 && entry.method === method && entry.path.test(path),
    );
    if (!found) return undefined;
    found.left--;
    return found.interception;
  }

  /** Any object the stand-in holds, by id, for `expand`. */
  function lookup(id: string): object | undefined {
    for (const map of [customers, subscriptions, invoices, paymentIntents, checkoutSessions, prices]) {
      const object = (map as Map<string, object>).get(id);
      if (object) return structuredClone(object);
    }
    return undefined;
  }

  /** `expand[]=latest_invoice.payment_intent`, `expand[]=data.customer`: ids become objects. */
  function expand(node: unknown, path: string[]): void {
    if (Array.isArray(node)) {
      for (const item of node) expand(item, path);
      return;
    }
    if (typeof node !== 'object' || node === null || path.length === 0) return;
    const record = node as Record<string, unknown>;
    const [key, ...rest] = path as [string, ...string[]];
    if (key === 'line_items' && record.object === 'checkout.session') {
      record.line_items = lineItemsList(String(record.id));
    } else if (typeof record[key] === 'string') {
      record[key] = lookup(record[key]) ?? record[key];
    }
    expand(record[key], rest);
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const requestId = newId('req');
    const idempotencyKey =
      method === 'POST' || method === 'DELETE'
        ? (req.headers['idempotency-key'] as string | undefined)
        : undefined;
    const raw = await readBody(req);
    const params = { ...parseStripeForm(url.search.slice(1)), ...parseStripeForm(raw) };
    const send = (status: number, body: object, replayed = false) => {
      requests.push({
        method,
        path: url.pathname,
        params,
        status,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': requestId,
        'stripe-version': Stripe.API_VERSION,
        // An error of the stand-in is final: the SDK must not retry it.
        ...(status >= 400 ? { 'stripe-should-retry': 'false' } : {}),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(JSON.stringify(body, null, 2));
    };

    // Any secret or restricted key is accepted; a request without one is refused as on Stripe.
    if (!/^Bearer (sk|rk)_\S+$/.test(req.headers.authorization ?? ''))
      return send(
        401,
        new StripeApiError(401, 'You did not provide an API key (Authorization: Bearer sk_…).').toJSON(),
      );

    const interception = intercepted(method, url.pathname);
    await interception?.before?.();
    if (interception?.fail !== undefined)
      return send(
        interception.fail,
        new StripeApiError(
          interception.fail,
          'The Stripe stand-in was told to fail this call.',
          undefined,
          undefined,
          'api_error',
        ).toJSON(),
      );

    const fingerprint = `${method} ${url.pathname}\n${raw}`;
    const replay = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (replay) {
      if (replay.fingerprint !== fingerprint)
        return send(
          400,
          new StripeApiError(
            400,
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            undefined,
            undefined,
            'idempotency_error',
          ).toJSON(),
        );
      return send(replay.status, replay.body, true);
    }

    let status = 200;
    let body: object;
    const route = routes.find(
      (candidate) => candidate.method === method && candidate.path.test(url.pathname),
    );
    try {
      if (!route)
        throw new StripeApiError(
          404,
          `Unrecognized request URL (${method}: ${url.pathname}): the Stripe stand-in does not implement it.`,
        );
      const id = decodeURIComponent(route.path.exec(url.pathname)?.[1] ?? '');
      const request = { id: requestId, idempotency_key: idempotencyKey ?? null };
      const context = { params, id, request };
      failIfAsked(route, context);
      body = structuredClone(route.run(context));
      const paths = params.expand;
      for (const path of Array.isArray(paths) ? paths : paths === undefined ? [] : [paths]) {
        if (typeof path === 'string') expand(body, path.split('.'));
      }
    } catch (error) {
      const failure =
        error instanceof StripeApiError
          ? error
          : new StripeApiError(
              500,
              error instanceof Error ? error.message : String(error),
              undefined,
              undefined,
              'api_error',
            );
      status = failure.status;
      body = failure.toJSON();
    }
    if (idempotencyKey && status < 500) idempotent.set(idempotencyKey, { fingerprint, status, body });
    send(status, body);
  }

  // ——— Pages ———

  function sendHtml(res: ServerResponse, status: number, html: string): void {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html);
  }

  function successUrl(session: StripeCheckoutSession): string {
    // Stripe fills in this placeholder so that the product can find the session again.
    return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
  }

  function checkoutPage(session: StripeCheckoutSession): string {
    if (session.status === 'complete')
      return htmlPage(
        'Paiement (simulation)',
        `<h1>Paiement déjà effectué</h1>\n<p><a href="${escapeHtml(successUrl(session))}">Continuer</a></p>`,
      );
    const lines = sessionLines.get(session.id)?.lines ?? [];
    const perMonth = `${formatAmount(session.amount_total, session.currency)} par mois`;
    const detail = lines
      .map((line) => `<li>${escapeHtml(`${line.quantity} × ${line.price.id}`)}</li>`)
      .join('\n');
    return htmlPage(
      'Paiement (simulation)',
      [
        `<h1>Paiement — ${escapeHtml(perMonth)}</h1>`,
        '<p>Simulation de Stripe pour les tests : aucune carte n’est débitée.</p>',
        `<ul aria-label="Détail">\n${detail}\n</ul>`,
        `<form method="post" action="/checkout/${escapeHtml(session.id)}/pay">`,
        '<button type="submit">Payer</button>',
        '</form>',
        session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Annuler</a></p>` : '',
      ].join('\n'),
    );
  }

  async function pages(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const notFound = () =>
      sendHtml(res, 404, htmlPage('Introuvable (simulation)', '<h1>Page introuvable</h1>'));

    const checkout = /^\/checkout\/([^/]+)(\/pay)?$/.exec(url.pathname);
    if (checkout) {
      const session = checkoutSessions.get(decodeURIComponent(checkout[1]!));
      if (!session) return notFound();
      if (!checkout[2] && method === 'GET') return sendHtml(res, 200, checkoutPage(session));
      if (checkout[2] && method === 'POST') {
        await readBody(req);
        // A second submission (double click, back button) finds the session paid: no new payment.
        if (session.status === 'open') {
          const payer = session.customer_email ?? emailOf(session.customer);
          const posting = pay(session.id);
          // A customer whose webhooks are delayed comes back at once, before them, as on Stripe;
          // the others come back once theirs are posted (the tests find the plan in place).
          if (payer && webhookDelays.has(payer)) posting.catch(() => {});
          else await posting;
        }
        res.writeHead(303, { location: successUrl(session) });
        res.end();
        return;
      }
      return notFound();
    }

    const link = /^\/payment-link\/([^/]+)$/.exec(url.pathname);
    if (link && method === 'GET') {
      const priceId = decodeURIComponent(link[1]!);
      if (!prices.has(priceId)) return notFound();
      // As on Stripe: a reference that is not 1–200 letters, digits, '-' or '_' is dropped.
      const reference = url.searchParams.get('client_reference_id') ?? '';
      const session = createCheckoutSession({
        mode: 'subscription',
        line_items: [{ price: priceId, quantity: '1' }],
        success_url: options.paymentLinkSuccessUrl ?? `${baseUrl}/payment-link-complete`,
        client_reference_id: /^[A-Za-z0-9_-]{1,200}$/.test(reference) ? reference : '',
        customer_email: url.searchParams.get('prefilled_email') ?? '',
      });
      res.writeHead(303, { location: session.url! });
      res.end();
      return;
    }
    if (url.pathname === '/payment-link-complete' && method === 'GET')
      return sendHtml(res, 200, htmlPage('Paiement (simulation)', '<h1>Paiement effectué</h1>'));

    const portal = /^\/portal\/([^/]+)$/.exec(url.pathname);
    if (portal && method === 'GET') {
      const session = portalSessions.get(decodeURIComponent(portal[1]!));
      if (!session) return notFound();
      const back = session.return_url
        ? `<p><a href="${escapeHtml(session.return_url)}">Retour au site</a></p>`
        : '';
      return sendHtml(
        res,
        200,
        htmlPage(
          'Portail de facturation (simulation)',
          `<h1>Portail de facturation (simulation)</h1>\n<p>Client ${escapeHtml(session.customer)}</p>\n${back}`,
        ),
      );
    }

    const invoicePage = /^\/invoice\/([^/]+)$/.exec(url.pathname);
    if (invoicePage && method === 'GET') {
      const invoice = invoices.get(decodeURIComponent(invoicePage[1]!));
      if (!invoice) return notFound();
      return sendHtml(
        res,
        200,
        htmlPage(
          'Facture (simulation)',
          [
            `<h1>Facture ${escapeHtml(invoice.number)}</h1>`,
            `<p>${escapeHtml(`${invoice.status === 'paid' ? 'Payée' : 'À payer'} : ${formatAmount(invoice.total, invoice.currency)}`)}</p>`,
          ].join('\n'),
        ),
      );
    }
    return notFound();
  }

  // ——— Control (tests in another process) ———

  function failNext(operation: FailingOperation, times: number, failOptions: FailOptions = {}): void {
    if (times > 0)
      failures.push({
        operation,
        remaining: times,
        email: failOptions.email,
        status: failOptions.status ?? 500,
      });
  }

  function delayWebhooks(email: string, ms: number): void {
    if (ms > 0) webhookDelays.set(email, ms);
    else webhookDelays.delete(email);
  }

  const failingOperations: readonly FailingOperation[] = [
    'customers.create',
    'checkout.sessions.create',
    'subscriptions.update',
    'subscriptions.cancel',
    'refunds.create',
  ];

  async function control(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const answer = (status: number, message = '') => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(message);
    };
    if (req.method !== 'POST') return answer(405, 'POST only');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    } catch {
      return answer(400, 'JSON body expected');
    }
    const name = url.pathname.slice(CONTROL_PREFIX.length);
    const email = typeof body.email === 'string' ? body.email : undefined;
    if (name === 'fail') {
      const operation = failingOperations.find((candidate) => candidate === body.operation);
      const times = Number(body.times ?? 1);
      if (!operation || !Number.isInteger(times)) return answer(400, 'operation and times expected');
      failNext(operation, times, {
        email,
        status: typeof body.status === 'number' ? body.status : undefined,
      });
      return answer(204);
    }
    if (name === 'delay-webhooks') {
      const ms = Number(body.ms);
      if (!email || !Number.isFinite(ms)) return answer(400, 'email and ms expected');
      delayWebhooks(email, ms);
      return answer(204);
    }
    return answer(404, 'unknown control');
  }

  // ——— Server ———

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const handled =
      req.method === 'GET' && url.pathname === '/health'
        ? Promise.resolve(res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}'))
        : url.pathname.startsWith('/v1/')
          ? api(req, res, url)
          : url.pathname.startsWith(CONTROL_PREFIX)
            ? control(req, res, url)
            : pages(req, res, url);
    handled.catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      const status = error instanceof StripeApiError ? error.status : 500;
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets (the SDK's agent, a browser) must not hold the close.
        server.closeAllConnections();
      }),
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    pay,
    events,
    deliveries,
    resend: async (eventId, times = 1) => {
      const event = events.find((candidate) => candidate.id === eventId);
      if (!event) throw new Error(`no event ${eventId}`);
      for (let i = 0; i < times; i++) await enqueue(event);
    },
    post: async (event, postOptions = {}) => {
      if (!webhookUrl) throw new Error('no webhook URL set');
      const payload = typeof event === 'string' ? event : JSON.stringify(event, null, 2);
      const parsed = (typeof event === 'object' ? event : {}) as { id?: unknown; type?: unknown };
      const delivery: Delivery = {
        eventId: typeof parsed.id === 'string' ? parsed.id : '',
        type: typeof parsed.type === 'string' ? parsed.type : '',
        url: webhookUrl,
        status: 'failed',
      };
      try {
        const response = await fetch(webhookUrl, {
          method: 'POST',
          headers: webhookHeaders(payload, postOptions),
          body: payload,
          signal: AbortSignal.timeout(deliveryTimeoutMs),
        });
        delivery.status = response.status;
        return response;
      } catch (error) {
        delivery.error = error instanceof Error ? error.message : String(error);
        throw error;
      } finally {
        deliveries.push(delivery);
      }
    },
    idle,
    advanceSubscription: async (id, patch, emitted) => {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`no subscription ${id}`);
      const before = structuredClone(subscription);
      const at = seconds();
      const { current_period_start: start, current_period_end: end, ...rest } = patch;
      Object.assign(subscription, rest);
      for (const target of [subscription, ...subscription.items.data]) {
        if (start !== undefined) target.current_period_start = start;
        if (end !== undefined) target.current_period_end = end;
      }
      if (emitted === 'customer.subscription.deleted') {
        // A deletion means the subscription is over, unless the test says otherwise.
        if (patch.status === undefined) subscription.status = 'canceled';
        subscription.ended_at ??= at;
        subscription.canceled_at ??= at;
      }
      if (emitted === 'invoice.paid' || emitted === 'invoice.payment_failed') {
        const invoice = createInvoice(subscription, {
          paid: emitted === 'invoice.paid',
          reason: 'subscription_cycle',
        });
        await emit(emitted, invoice);
      } else if (emitted) {
        await emit(emitted, subscription, helperRequest, previousAttributes(before, subscription));
      }
    },
    failNext,
    delayWebhooks,
    paymentLinkUrl: (priceId) => `${baseUrl}/payment-link/${encodeURIComponent(priceId)}`,
    customers,
    checkoutSessions,
    subscriptions,
    invoices,
    paymentIntents,
    refunds,
    portalSessions,
    prices,
    requests,
    intercept: (match, interception, times = Infinity) => {
      const entry = { ...match, interception, left: times };
      interceptions.push(entry);
      return () => {
        entry.left = 0;
      };
    },
  };
}
