import { WITHDRAWAL_DAYS } from '@trousse/contracts/legal-figures';
import { randomInt } from 'node:crypto';
import type { ManageResponse, PaidPlanId, SubscriptionState } from '@trousse/contracts/billing';
import type { Language } from '@trousse/contracts/language';
import { planTypes, plans, UNLIMITED, type PlanType } from '@trousse/contracts/plans';
import { sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Config } from '../../config';
import { queryRows, type Db } from '../../db/client';
import { at, violatedConstraint } from '../../db/sql-helpers';
import type { Clock } from '../../lib/clock';
import {
  billingUnavailable,
  noBillingAccount,
  noSubscription,
  paymentProviderFailed,
  planAlreadyActive,
  webhookSignatureInvalid,
  withdrawalPeriodOver,
} from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import type { AuditService } from '../audit/service';
import type { RequestContext } from '../auth/context';
import { cancellationMail } from '../mail/mails';
import type { QuotaService } from '../quota/service';

/** The version of the terms of sale a checkout accepts (part 2 §5, §9). */
export const CGV_VERSION = '08/07/2025';
/** The legal withdrawal period, from the subscription's first start. */
const DAY_MS = 86_400_000;

/** Stripe statuses under which the paid plan applies; past_due keeps it until Stripe gives up. */
const GRANTING = new Set(['active', 'trialing', 'past_due']);

export type BillingConfig = NonNullable<Config['billing']>;

interface SubscriptionRow {
  plan: string;
  status: string;
  current_period_end: Date | string | null;
  cancel_at_period_end: boolean;
  stripe_subscription_id: string | null;
  started_at: Date | string | null;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);

/** The subscription an event is about, and the customer, whatever the event's object. */
function subscriptionOf(event: Stripe.Event): { subscriptionId?: string; customerId?: string } {
  const object = event.data.object as unknown as Record<string, unknown>;
  const id = (value: unknown) =>
    typeof value === 'string' ? value : ((value as { id?: string } | null)?.id ?? undefined);
  const customerId = id(object.customer);
  if (event.type.startsWith('customer.subscription.')) return { subscriptionId: id(object.id), customerId };
  if (event.type === 'checkout.session.completed')
    return { subscriptionId: id(object.subscription), customerId };
  if (event.type.startsWith('invoice.')) {
    const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
    return {
      subscriptionId: id(object.subscription) ?? id(parent?.subscription_details?.subscription),
      customerId,
    };
  }
  return { customerId };
}

/**
 * Paid plans through Stripe (part 2 §4, DECISIONS §6): checkout, webhooks, the subscription's
 * state, cancellation, withdrawal and the billing portal. Whatever happens at Stripe ends up
 * in the account's `subscriptions` row, which the quotas read (and every instance hears of,
 * decision 011).
 */
export class BillingService {
  readonly #priceToPlan: Map<string, PlanType>;

  constructor(
    private readonly db: Db,
    private readonly stripe: Stripe | undefined,
    private readonly config: BillingConfig | undefined,
    private readonly publicUrl: string,
    private readonly clock: Clock,
    private readonly quota: QuotaService,
    private readonly audit: AuditService,
    private readonly mailer: Mailer,
  ) {
    this.#priceToPlan = new Map(
      Object.entries(config?.prices ?? {}).map(([plan, price]) => [price, plan as PlanType]),
    );
  }

  get enabled(): boolean {
    return this.stripe !== undefined && this.config !== undefined;
  }

  #require(): { stripe: Stripe; config: BillingConfig } {
    if (!this.stripe || !this.config) throw billingUnavailable();
    return { stripe: this.stripe, config: this.config };
  }

  /** A Stripe call; its failure is the payment provider's, said as such (never a 500). */
  async #call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw paymentProviderFailed(error);
    }
  }

  /** The configured direct payment links, by plan id. */
  paymentLinks(): Partial<Record<PaidPlanId, string>> {
    const links = this.config?.paymentLinks;
    if (!links) return {};
    return Object.fromEntries(
      Object.entries(links)
        .filter((entry): entry is [string, string] => entry[1] !== undefined)
        .map(([plan, url]) => [plan.toLowerCase(), url]),
    );
  }

  /** The four plans from the one constants module the quotas and the legal pages read. */
  plans() {
    return planTypes.map((type) => {
      const plan = plans[type];
      return {
        planId: type.toLowerCase() as Lowercase<PlanType>,
        planType: type,
        name: plan.name,
        priceCents: plan.priceCents,
        uses: plan.maxItems === UNLIMITED ? null : plan.maxItems,
        period: plan.period === 'day' ? ('day' as const) : ('month' as const),
        popular: plan.popular,
      };
    });
  }

  async #row(userId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await queryRows<SubscriptionRow>(
      this.db,
      sql`select plan, status, current_period_end, cancel_at_period_end, stripe_subscription_id, started_at
          from subscriptions where user_id = ${userId}`,
    );
    return row;
  }

  async #customerId(userId: string): Promise<string | undefined> {
    const [row] = await queryRows<{ stripe_customer_id: string }>(
      this.db,
      sql`select stripe_customer_id from billing_customers where user_id = ${userId}`,
    );
    return row?.stripe_customer_id;
  }

  /** The account's Stripe customer, created once and reused. */
  async #customerFor(userId: string, email: string): Promise<string> {
    const known = await this.#customerId(userId);
    if (known) return known;
    const { stripe } = this.#require();
    const customer = await this.#call(() => stripe.customers.create({ email, metadata: { userId } }));
    await this.db.execute(
      sql`insert into billing_customers (user_id, stripe_customer_id, created_at)
          values (${userId}, ${customer.id}, ${at(this.clock.now())}) on conflict (user_id) do nothing`,
    );
    // Two first checkouts at once: the one stored first is the account's.
    return (await this.#customerId(userId)) ?? customer.id;
  }

  /**
   * Starts paying for a plan: a Checkout Session for a new subscriber, or, for an account that
   * already pays, the price of its subscription changed (Stripe prorates). The price comes from
   * the configuration, never from the request; the terms' acceptance is kept as proof.
   */
  async createSession(
    user: { id: string; email: string },
    planId: PaidPlanId,
    context: RequestContext,
  ): Promise<{ url: string }> {
    const { stripe, config } = this.#require();
    const planType = planId.toUpperCase() as Exclude<PlanType, 'FREE'>;
    const price = config.prices[planType];
    const row = await this.#row(user.id);
    const now = this.clock.now();

    await this.db.execute(
      sql`insert into cgv_acceptances (user_id, accepted_at, cgv_version, plan, ip)
          values (${user.id}, ${at(now)}, ${CGV_VERSION}, ${planType}, ${context.ip})`,
    );
    await this.audit.record(user.id, 'billing.terms_accepted', now, context);

    if (row?.stripe_subscription_id && row.plan !== 'FREE' && GRANTING.has(row.status.toLowerCase())) {
      if (row.plan === planType) throw planAlreadyActive();
      const subscriptionId = row.stripe_subscription_id;
      const current = await this.#call(() => stripe.subscriptions.retrieve(subscriptionId));
      const item = current.items.data[0];
      if (!item) throw noSubscription();
      const updated = await this.#call(() =>
        stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price }],
          proration_behavior: 'create_prorations',
        }),
      );
      await this.#apply(user.id, updated, this.clock.now());
      return { url: `${this.publicUrl}/?checkout=success` };
    }

    const customer = await this.#customerFor(user.id, user.email);
    const session = await this.#call(() =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        line_items: [{ price, quantity: 1 }],
        client_reference_id: user.id,
        metadata: { userId: user.id, plan: planType },
        subscription_data: { metadata: { userId: user.id } },
        success_url: `${this.publicUrl}/?checkout=success`,
        cancel_url: `${this.publicUrl}/upgrade`,
      }),
    );
    if (!session.url) throw paymentProviderFailed(new Error('checkout session without url'));
    return { url: session.url };
  }

  /**
   * A webhook: the signature checked on the raw body, the subscription re-read from Stripe and
   * its current state applied, the event recorded under its id in the same transaction — so a
   * copy changes nothing and any order of events ends in the same state.
   */
  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
    const { stripe, config } = this.#require();
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('no signature');
      event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
    } catch {
      throw webhookSignatureInvalid();
    }
    // A copy of an event already applied: nothing to read, nothing to write (the insert below
    // stays the guarantee when copies arrive together).
    const [seen] = await queryRows(this.db, sql`select 1 from stripe_events where id = ${event.id}`);
    if (seen) return;
    const { subscriptionId, customerId } = subscriptionOf(event);
    const readAt = this.clock.now();
    const subscription = subscriptionId
      ? await this.#call(() => stripe.subscriptions.retrieve(subscriptionId))
      : undefined;
    const userId = await this.#userOf(subscription, customerId);

    await this.db.transaction(async (tx) => {
      const [fresh] = await queryRows<{ id: string }>(
        tx,
        sql`insert into stripe_events (id, type, received_at) values (${event.id}, ${event.type}, ${at(readAt)})
            on conflict (id) do nothing returning id`,
      );
      if (!fresh || !subscription || !userId) return;
      // Held until the end: an account deleted meanwhile (its deletion ends the subscription,
      // whose event comes here) is skipped, instead of failing the write with a 500.
      const [owner] = await queryRows(tx, sql`select 1 from users where id = ${userId} for key share`);
      if (!owner) return;
      await this.#apply(userId, subscription, readAt, tx);
    });
  }

  async #userOf(subscription: Stripe.Subscription | undefined, customerId: string | undefined) {
    const fromMetadata = subscription?.metadata?.userId;
    if (fromMetadata) {
      const [user] = await queryRows<{ id: string }>(
        this.db,
        sql`select id from users where id = ${fromMetadata}`,
      );
      if (user) return user.id;
    }
    const customer =
      customerId ??
      (typeof subscription?.customer === 'string' ? subscription.customer : subscription?.customer?.id);
    if (!customer) return undefined;
    const [row] = await queryRows<{ user_id: string }>(
      this.db,
      sql`select user_id from billing_customers where stripe_customer_id = ${customer}`,
    );
    return row?.user_id;
  }

  /**
   * Writes a subscription's state as read from Stripe at `readAt` — unless a later reading was
   * already applied. Plan from the price; the paid plan applies while the status grants it.
   */
  async #apply(userId: string, subscription: Stripe.Subscription, readAt: Date, db: Db = this.db) {
    const item = subscription.items.data[0];
    const priceId = item?.price.id;
    const pricePlan = priceId ? this.#priceToPlan.get(priceId) : undefined;
    const granting = GRANTING.has(subscription.status) && pricePlan !== undefined;
    const plan = granting ? pricePlan : 'FREE';
    const raw = subscription as unknown as { current_period_start?: number; current_period_end?: number };
    const periodStart = seconds(item?.current_period_start ?? raw.current_period_start);
    const periodEnd = seconds(item?.current_period_end ?? raw.current_period_end);
    const pendingCancel = subscription.cancel_at_period_end || subscription.cancel_at != null;
    const startedAt = seconds(subscription.start_date) ?? readAt;
    const status = subscription.status.toUpperCase();
    await db.execute(sql`
      insert into subscriptions (user_id, plan, status, current_period_start, current_period_end,
        cancel_at_period_end, stripe_subscription_id, started_at, synced_at, updated_at)
      values (${userId}, ${plan}, ${status}, ${periodStart ? at(periodStart) : null},
        ${periodEnd ? at(periodEnd) : null}, ${pendingCancel}, ${subscription.id}, ${at(startedAt)},
        ${at(readAt)}, ${at(readAt)})
      on conflict (user_id) do update set plan = excluded.plan, status = excluded.status,
        current_period_start = excluded.current_period_start, current_period_end = excluded.current_period_end,
        cancel_at_period_end = excluded.cancel_at_period_end, stripe_subscription_id = excluded.stripe_subscription_id,
        started_at = case when subscriptions.stripe_subscription_id = excluded.stripe_subscription_id
                          then least(subscriptions.started_at, excluded.started_at) else excluded.started_at end,
        synced_at = excluded.synced_at, updated_at = excluded.updated_at
      where subscriptions.synced_at is null or subscriptions.synced_at <= excluded.synced_at`);
    this.quota.subscriptions.invalidate(userId);
  }

  /** The subscription state of part 1 §3, with the end of the period and a pending cancellation. */
  async subscription(userId: string): Promise<SubscriptionState> {
    const [usage, row, billing] = await Promise.all([
      this.quota.usage(userId),
      this.#row(userId),
      this.quota.billingUsage(userId),
    ]);
    return {
      planType: usage.planType,
      status: billing.status,
      maxItems: billing.quotas.maxItems,
      maxLists: billing.quotas.maxLists,
      currentUsage: usage.currentUsage,
      monthlyApiCalls: billing.usage.monthlyApiCalls,
      currentPeriodEnd: row?.current_period_end ? toDate(row.current_period_end).toISOString() : null,
      cancelAtPeriodEnd: row?.cancel_at_period_end ?? false,
    };
  }

  /** What the subscription dialog shows, with the end of the withdrawal period while it runs. */
  async manage(userId: string): Promise<ManageResponse> {
    const row = await this.#row(userId);
    const paid = row !== undefined && row.plan !== 'FREE' && row.stripe_subscription_id !== null;
    const withdrawalEnd =
      paid && row.started_at ? new Date(toDate(row.started_at).getTime() + WITHDRAWAL_DAYS * DAY_MS) : null;
    return {
      planType: paid ? (row.plan as PlanType) : 'FREE',
      status: row?.status ?? 'ACTIVE',
      currentPeriodEnd: paid && row.current_period_end ? toDate(row.current_period_end).toISOString() : null,
      cancelAtPeriodEnd: paid ? row.cancel_at_period_end : false,
      withdrawalUntil: withdrawalEnd && withdrawalEnd > this.clock.now() ? withdrawalEnd.toISOString() : null,
    };
  }

  /**
   * Cancels at the end of the period, or — within 14 days of the first start — withdraws: the
   * subscription ends at once and what was paid is refunded. Either way a request number
   * RES-YYYYMMDD-XXXX is stored and mailed with the effective date.
   */
  async cancel(
    user: { id: string; email: string; language: Language },
    immediately: boolean,
    context: RequestContext,
  ): Promise<{ requestNumber: string; effectiveAt: string }> {
    const { stripe } = this.#require();
    const row = await this.#row(user.id);
    const subscriptionId = row?.stripe_subscription_id;
    if (!row || !subscriptionId || row.plan === 'FREE') throw noSubscription();
    const now = this.clock.now();
    let effectiveAt: Date;
    if (immediately) {
      const started = row.started_at ? toDate(row.started_at) : now;
      if (now.getTime() > started.getTime() + WITHDRAWAL_DAYS * DAY_MS) throw withdrawalPeriodOver();
      const ended = await this.#call(() => stripe.subscriptions.cancel(subscriptionId));
      await this.#refund(stripe, ended);
      await this.#apply(user.id, ended, this.clock.now());
      effectiveAt = now;
    } else {
      const updated = await this.#call(() =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      );
      await this.#apply(user.id, updated, this.clock.now());
      const item = updated.items.data[0];
      const raw = updated as unknown as { current_period_end?: number };
      effectiveAt = seconds(item?.current_period_end ?? raw.current_period_end) ?? now;
    }
    const requestNumber = await this.#recordRequest(user.id, subscriptionId, now, effectiveAt, immediately);
    await this.audit.record(
      user.id,
      immediately ? 'billing.withdrawal_requested' : 'billing.cancellation_requested',
      now,
      context,
    );
    await this.mailer
      .send(
        cancellationMail(user.language, user.email, {
          number: requestNumber,
          effectiveAt,
          withdrawal: immediately,
        }),
      )
      .catch(() => {
        // The request stands; the number is also on screen.
      });
    return { requestNumber, effectiveAt: effectiveAt.toISOString() };
  }

  /**
   * Before the account is deleted: ends at once, without refund, every subscription its Stripe
   * customer still has — read at Stripe, not from our row, so one whose webhook has not arrived
   * yet ends too. Nothing to do with billing off or no customer; a Stripe failure throws 503.
   */
  async cancelNowForDeletion(userId: string): Promise<void> {
    const stripe = this.stripe;
    if (!stripe) return;
    const customer = await this.#customerId(userId);
    if (!customer) return;
    const list = await this.#call(() => stripe.subscriptions.list({ customer, status: 'all', limit: 100 }));
    for (const subscription of list.data) {
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') continue;
      await this.#call(() => stripe.subscriptions.cancel(subscription.id));
    }
  }

  /** Refunds the subscription's paid invoices (the withdrawal gives back what was paid). */
  async #refund(stripe: Stripe, subscription: Stripe.Subscription) {
    const customer =
      typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    const invoices = await this.#call(() => stripe.invoices.list({ customer, limit: 100 }));
    for (const invoice of invoices.data) {
      const raw = invoice as unknown as {
        subscription?: string | null;
        payment_intent?: string | null;
        parent?: { subscription_details?: { subscription?: string } } | null;
      };
      const ofThis = (raw.subscription ?? raw.parent?.subscription_details?.subscription) === subscription.id;
      if (!ofThis || invoice.status !== 'paid' || !raw.payment_intent || invoice.amount_paid <= 0) continue;
      const paymentIntent = raw.payment_intent;
      await this.#call(() => stripe.refunds.create({ payment_intent: paymentIntent }));
    }
  }

  async #recordRequest(
    userId: string,
    subscriptionId: string,
    now: Date,
    effectiveAt: Date,
    withdrawal: boolean,
  ) {
    const day = now.toISOString().slice(0, 10).replaceAll('-', '');
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    for (let attempt = 0; ; attempt++) {
      const suffix = Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
      const number = `RES-${day}-${suffix}`;
      try {
        await this.db.execute(
          sql`insert into cancellation_requests (number, user_id, requested_at, effective_at, withdrawal, stripe_subscription_id)
              values (${number}, ${userId}, ${at(now)}, ${at(effectiveAt)}, ${withdrawal}, ${subscriptionId})`,
        );
        return number;
      } catch (error) {
        if (violatedConstraint(error) === undefined || attempt >= 5) throw error;
      }
    }
  }

  /** Reads the customer's subscriptions at Stripe and applies the one that matters now. */
  async forceSync(userId: string): Promise<SubscriptionState> {
    const { stripe } = this.#require();
    const customer = await this.#customerId(userId);
    if (customer) {
      const readAt = this.clock.now();
      const list = await this.#call(() => stripe.subscriptions.list({ customer, status: 'all', limit: 100 }));
      const live = list.data.find((subscription) => GRANTING.has(subscription.status));
      const latest = live ?? [...list.data].sort((a, b) => b.created - a.created)[0];
      if (latest) await this.#apply(userId, latest, readAt);
    }
    return this.subscription(userId);
  }

  /** A billing portal session (invoices, card), returning to the site. */
  async portal(userId: string): Promise<{ url: string }> {
    const { stripe } = this.#require();
    const customer = await this.#customerId(userId);
    if (!customer) throw noBillingAccount();
    const session = await this.#call(() =>
      stripe.billingPortal.sessions.create({ customer, return_url: `${this.publicUrl}/` }),
    );
    return { url: session.url };
  }
}
