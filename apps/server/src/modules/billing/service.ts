import { WITHDRAWAL_DAYS } from '@trousse/contracts/legal-figures';
import { randomInt } from 'node:crypto';
import type {
  ManageResponse,
  PaidPlanId,
  RefundState,
  SubscriptionState,
} from '@trousse/contracts/api/billing/schemas';
import type { Language } from '@trousse/contracts/language';
import { planTypes, plans, UNLIMITED, type PlanType } from '@trousse/contracts/plans';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
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
  webhookUnassigned,
  withdrawalPeriodOver,
} from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import { metrics } from '../../lib/metrics';
import type { AuditService } from '../audit/service';
import type { RequestContext } from '../auth/context';
import { cancellationMail } from '../mail/mails';
import type { QuotaService } from '../quota/service';

/** The version of the terms of sale a checkout accepts (part 2 §5, §9). */
export const CGV_VERSION = '08/07/2025';
const DAY_MS = 86_400_000;
const WITHDRAWAL_MS = WITHDRAWAL_DAYS * DAY_MS;

/** Stripe statuses under which the paid plan applies; past_due keeps it until Stripe gives up. */
const GRANTING = new Set(['active', 'trialing', 'past_due']);
/** Statuses of a subscription that never started being paid: its start is not a paid start. */
const NEVER_PAID = new Set(['incomplete', 'incomplete_expired']);

/**
 * A withdrawal's own call tries Stripe first; the retry job leaves it this long before trying
 * too. After a failure, the job waits 1 min, 2, 4… up to an hour between tries.
 */
const FIRST_TRY_GRACE_MS = 2 * 60_000;
const RETRY_MAX_MS = 60 * 60_000;
const retryDelay = (attempts: number) => Math.min(RETRY_MAX_MS, 60_000 * 2 ** Math.max(0, attempts - 1));

/** Our account ids; anything else from Stripe (metadata, client_reference_id) names no account. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type BillingConfig = NonNullable<Config['billing']>;

interface SubscriptionRow {
  plan: string;
  status: string;
  current_period_end: Date | string | null;
  cancel_at_period_end: boolean;
  stripe_subscription_id: string | null;
  started_at: Date | string | null;
  first_paid_at: Date | string | null;
}

/** A withdrawal of the ledger (cancellation_requests with `withdrawal`). */
interface WithdrawalRow {
  number: string;
  user_id: string | null;
  requested_at: Date | string;
  stripe_subscription_id: string;
  refund_state: RefundState;
  refund_attempts: number;
}

/** Whom an event's subscription belongs to. */
type Owner =
  | { kind: 'account'; userId: string; viaReference: boolean }
  /** An account since deleted: nothing to apply, and nothing to wait for. */
  | { kind: 'gone' }
  /** No account known for it yet (a payment link whose checkout event has not come). */
  | { kind: 'unknown' };

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);
const customerOfSubscription = (subscription: Stripe.Subscription) =>
  typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;

/**
 * The subscription an event is about, and the customer, whatever the event's object; for a
 * completed checkout, the account it was opened for (`client_reference_id`: our checkouts and
 * the payment links the app opens carry the account id).
 */
function subscriptionOf(event: Stripe.Event): {
  subscriptionId?: string;
  customerId?: string;
  clientReferenceId?: string;
} {
  const object = event.data.object as unknown as Record<string, unknown>;
  const id = (value: unknown) =>
    typeof value === 'string' ? value : ((value as { id?: string } | null)?.id ?? undefined);
  const customerId = id(object.customer);
  if (event.type.startsWith('customer.subscription.')) return { subscriptionId: id(object.id), customerId };
  if (event.type === 'checkout.session.completed') {
    const reference = object.client_reference_id;
    return {
      subscriptionId: id(object.subscription),
      customerId,
      clientReferenceId: typeof reference === 'string' ? reference : undefined,
    };
  }
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
  /** The events being handled on this instance, by id: the work their copies wait for. */
  readonly #eventsInFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly stripe: Stripe | undefined,
    private readonly config: BillingConfig | undefined,
    private readonly publicUrl: string,
    private readonly clock: Clock,
    private readonly quota: QuotaService,
    private readonly audit: AuditService,
    private readonly mailer: Mailer,
    private readonly log?: FastifyBaseLogger,
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

  async #row(userId: string, db: Db = this.db): Promise<SubscriptionRow | undefined> {
    const [row] = await queryRows<SubscriptionRow>(
      db,
      sql`select plan, status, current_period_end, cancel_at_period_end, stripe_subscription_id, started_at,
                 first_paid_at
          from subscriptions where user_id = ${userId}`,
    );
    return row;
  }

  /** The account's Stripe customers, the newest first. */
  async #customerIds(userId: string): Promise<string[]> {
    const rows = await queryRows<{ stripe_customer_id: string }>(
      this.db,
      sql`select stripe_customer_id from billing_customers where user_id = ${userId}
          order by created_at desc, stripe_customer_id`,
    );
    return rows.map((row) => row.stripe_customer_id);
  }

  /** The account's Stripe customer, created at its first checkout and reused after. */
  async #customerFor(userId: string, email: string): Promise<string> {
    const [known] = await this.#customerIds(userId);
    if (known) return known;
    const { stripe } = this.#require();
    const customer = await this.#call(() => stripe.customers.create({ email, metadata: { userId } }));
    await this.db.execute(
      sql`insert into billing_customers (stripe_customer_id, user_id, created_at)
          values (${customer.id}, ${userId}, ${at(this.clock.now())}) on conflict do nothing`,
    );
    return customer.id;
  }

  /**
   * The proof that the terms of sale were accepted: once per account, plan and version of the
   * terms, written only once Stripe has answered (a failed checkout accepted nothing), with its
   * line in the account's audit log.
   */
  async #recordTerms(userId: string, planType: PlanType, context: RequestContext) {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      // The account's row, locked: two checkouts at once record one acceptance.
      await tx.execute(sql`select 1 from subscriptions where user_id = ${userId} for update`);
      const inserted = await queryRows(
        tx,
        sql`insert into cgv_acceptances (user_id, accepted_at, cgv_version, plan, ip)
            select ${userId}, ${at(now)}, ${CGV_VERSION}, ${planType}, ${context.ip}
            where not exists (select 1 from cgv_acceptances
                              where user_id = ${userId} and plan = ${planType} and cgv_version = ${CGV_VERSION})
            returning id`,
      );
      if (inserted.length > 0) await this.audit.record(userId, 'billing.terms_accepted', now, context, tx);
    });
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
      await this.#recordTerms(user.id, planType, context);
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
    await this.#recordTerms(user.id, planType, context);
    return { url: session.url };
  }

  /**
   * A webhook: the signature checked on the raw body, the subscription re-read from Stripe and
   * its current state applied, the event recorded under its id in the same transaction — so a
   * copy changes nothing and any order of events ends in the same state. An event whose
   * subscription belongs to no account known yet is not recorded: it is kept as unassigned and
   * refused, so that Stripe sends it again once its checkout event has tied it to the account.
   *
   * Copies of one event arriving together on this instance make one reading of Stripe: the
   * first one's work is shared by the copies that come while it runs (single flight by event
   * id), and they answer as it ends — applied, or failed the same way, Stripe sending the event
   * again later as it does after any failure. A copy arriving after that starts afresh: after a
   * success it finds the event recorded; after a failure it tries again. Across instances, the
   * recorded event id decides, as before.
   */
  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
    const { stripe, config } = this.#require();
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('no signature');
      event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
    } catch {
      metrics.stripeWebhook('rejected');
      throw webhookSignatureInvalid();
    }
    // Only a signed event gets here: nobody else can join, or start, the work of an event id.
    const running = this.#eventsInFlight.get(event.id);
    if (running) {
      metrics.stripeWebhook('duplicate');
      return running;
    }
    const work = this.#handleEvent(stripe, event).finally(() => this.#eventsInFlight.delete(event.id));
    this.#eventsInFlight.set(event.id, work);
    return work;
  }

  async #handleEvent(stripe: Stripe, event: Stripe.Event): Promise<void> {
    // A copy of an event already applied: nothing to read, nothing to write (the insert below
    // stays the guarantee when copies arrive together on several instances).
    const [seen] = await queryRows(this.db, sql`select 1 from stripe_events where id = ${event.id}`);
    if (seen) {
      metrics.stripeWebhook('duplicate');
      return;
    }
    const { subscriptionId, customerId, clientReferenceId } = subscriptionOf(event);
    const readAt = this.clock.now();
    const subscription = subscriptionId
      ? await this.#call(() => stripe.subscriptions.retrieve(subscriptionId))
      : undefined;
    const customer = customerId ?? (subscription ? customerOfSubscription(subscription) : undefined);
    const owner = subscription ? await this.#ownerOf(subscription, customer, clientReferenceId) : undefined;

    if (owner?.kind === 'unknown') {
      await this.db.execute(
        sql`insert into stripe_unassigned_events
              (event_id, type, stripe_subscription_id, stripe_customer_id, first_received_at, last_received_at)
            values (${event.id}, ${event.type}, ${subscriptionId ?? null}, ${customer ?? null},
              ${at(readAt)}, ${at(readAt)})
            on conflict (event_id) do update set last_received_at = excluded.last_received_at,
              deliveries = stripe_unassigned_events.deliveries + 1`,
      );
      // Stripe's ids only: the operators find the rest in stripe_unassigned_events.
      this.log?.warn(
        { eventId: event.id, eventType: event.type },
        'stripe event for no known account: kept unassigned, Stripe will send it again',
      );
      metrics.stripeWebhook('unassigned');
      throw webhookUnassigned();
    }

    let applied = false;
    await this.db.transaction(async (tx) => {
      const [fresh] = await queryRows<{ id: string }>(
        tx,
        sql`insert into stripe_events (id, type, received_at) values (${event.id}, ${event.type}, ${at(readAt)})
            on conflict (id) do nothing returning id`,
      );
      if (!fresh) return;
      applied = true;
      await tx.execute(
        sql`update stripe_unassigned_events set assigned_at = ${at(readAt)}
            where event_id = ${event.id} and assigned_at is null`,
      );
      if (!subscription || owner?.kind !== 'account') return;
      // Held until the end: an account deleted meanwhile (its deletion ends the subscription,
      // whose event comes here) is skipped, instead of failing the write with a 500.
      const [held] = await queryRows(tx, sql`select 1 from users where id = ${owner.userId} for key share`);
      if (!held) return;
      // A payment link's customer is Stripe's own: from now on it is known as the account's.
      if (owner.viaReference && customer)
        await tx.execute(
          sql`insert into billing_customers (stripe_customer_id, user_id, created_at)
              values (${customer}, ${owner.userId}, ${at(readAt)}) on conflict do nothing`,
        );
      await this.#apply(owner.userId, subscription, readAt, tx);
    });
    // Recorded by this delivery (and committed); else a copy on another instance was first.
    metrics.stripeWebhook(applied ? 'applied' : 'duplicate');
  }

  /**
   * The account a subscription belongs to: the account id our checkouts put in its metadata,
   * else the owner of its customer, else — for a completed checkout — the account the checkout
   * was opened for (a payment link's `client_reference_id`).
   */
  async #ownerOf(
    subscription: Stripe.Subscription,
    customer: string | undefined,
    clientReferenceId: string | undefined,
  ): Promise<Owner> {
    const exists = async (id: string) =>
      (await queryRows(this.db, sql`select 1 from users where id = ${id}`)).length > 0;
    const fromMetadata = subscription.metadata?.userId;
    if (fromMetadata && UUID.test(fromMetadata))
      return (await exists(fromMetadata))
        ? { kind: 'account', userId: fromMetadata, viaReference: false }
        : { kind: 'gone' };
    if (customer) {
      const [row] = await queryRows<{ user_id: string | null }>(
        this.db,
        sql`select user_id from billing_customers where stripe_customer_id = ${customer}`,
      );
      // A customer left detached by a deleted account.
      if (row)
        return row.user_id ? { kind: 'account', userId: row.user_id, viaReference: false } : { kind: 'gone' };
    }
    if (clientReferenceId && UUID.test(clientReferenceId) && (await exists(clientReferenceId)))
      return { kind: 'account', userId: clientReferenceId, viaReference: true };
    return { kind: 'unknown' };
  }

  /**
   * Writes a subscription's state as read from Stripe at `readAt` — unless a later reading was
   * already applied. Plan from the price; the paid plan applies while the status grants it. The
   * account's first paid start only ever moves earlier: the withdrawal period counts from it.
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
    // Outside the newest-reading rule: an older reading of an earlier subscription still counts.
    if (!NEVER_PAID.has(subscription.status))
      await db.execute(sql`
        update subscriptions set first_paid_at = ${at(startedAt)}
        where user_id = ${userId} and (first_paid_at is null or first_paid_at > ${at(startedAt)})`);
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

  /** The account's withdrawal (one per account; the latest, should older data hold more). */
  async #withdrawalOf(userId: string, db: Db = this.db): Promise<WithdrawalRow | undefined> {
    const [row] = await queryRows<WithdrawalRow>(
      db,
      sql`select number, user_id, requested_at, stripe_subscription_id, refund_state, refund_attempts
          from cancellation_requests where user_id = ${userId} and withdrawal
          order by requested_at desc limit 1`,
    );
    return row;
  }

  /**
   * The end of the account's withdrawal period, if it can still withdraw now: 14 days from its
   * first paid start ever, and only if it never withdrew.
   */
  #withdrawalEnd(row: SubscriptionRow, withdrawal: WithdrawalRow | undefined): Date | null {
    if (withdrawal) return null;
    const firstPaid = row.first_paid_at ?? row.started_at;
    if (!firstPaid) return null;
    const end = new Date(toDate(firstPaid).getTime() + WITHDRAWAL_MS);
    return end > this.clock.now() ? end : null;
  }

  /** What the subscription dialog shows: the withdrawal period while it runs, the withdrawal once asked. */
  async manage(userId: string): Promise<ManageResponse> {
    const [row, withdrawal] = await Promise.all([this.#row(userId), this.#withdrawalOf(userId)]);
    const paid = row !== undefined && row.plan !== 'FREE' && row.stripe_subscription_id !== null;
    const withdrawalEnd = paid ? this.#withdrawalEnd(row, withdrawal) : null;
    return {
      planType: paid ? (row.plan as PlanType) : 'FREE',
      status: row?.status ?? 'ACTIVE',
      currentPeriodEnd: paid && row.current_period_end ? toDate(row.current_period_end).toISOString() : null,
      cancelAtPeriodEnd: paid ? row.cancel_at_period_end : false,
      withdrawalUntil: withdrawalEnd?.toISOString() ?? null,
      withdrawal: withdrawal
        ? {
            requestNumber: withdrawal.number,
            requestedAt: toDate(withdrawal.requested_at).toISOString(),
            refund: withdrawal.refund_state,
          }
        : null,
    };
  }

  /**
   * Cancels at the end of the period, or — within 14 days of the account's first paid start,
   * once — withdraws: the subscription ends at once and what was paid is refunded. Either way a
   * request number RES-YYYYMMDD-XXXX is stored and mailed with the effective date.
   */
  async cancel(
    user: { id: string; email: string; language: Language },
    immediately: boolean,
    context: RequestContext,
  ): Promise<{ requestNumber: string; effectiveAt: string; refund: RefundState | null }> {
    const { stripe } = this.#require();
    if (immediately) return this.#withdraw(user, context);
    const row = await this.#row(user.id);
    const subscriptionId = row?.stripe_subscription_id;
    if (!row || !subscriptionId || row.plan === 'FREE') throw noSubscription();
    const now = this.clock.now();
    const updated = await this.#call(() =>
      stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
    );
    await this.#apply(user.id, updated, this.clock.now());
    const item = updated.items.data[0];
    const raw = updated as unknown as { current_period_end?: number };
    const effectiveAt = seconds(item?.current_period_end ?? raw.current_period_end) ?? now;
    const requestNumber = await this.#recordRequest(this.db, {
      userId: user.id,
      subscriptionId,
      now,
      effectiveAt,
      withdrawal: false,
    });
    await this.audit.record(user.id, 'billing.cancellation_requested', now, context);
    await this.#mailRequest(user, requestNumber, effectiveAt, false);
    return { requestNumber, effectiveAt: effectiveAt.toISOString(), refund: null };
  }

  /**
   * The withdrawal: recorded first, under its request number and as 'refund pending', so that
   * nothing is lost if Stripe fails; then Stripe ends the subscription and refunds it (each
   * call under an idempotency key of the request), now if it can, else by the retry job. The
   * same call again — the user retrying — answers with the same request and tries Stripe again.
   */
  async #withdraw(
    user: { id: string; email: string; language: Language },
    context: RequestContext,
  ): Promise<{ requestNumber: string; effectiveAt: string; refund: RefundState }> {
    const now = this.clock.now();
    const { request, fresh } = await this.db.transaction(async (tx) => {
      // The account's row, locked: two withdrawals at once make one request.
      const row = (
        await queryRows<SubscriptionRow>(
          tx,
          sql`select plan, status, current_period_end, cancel_at_period_end, stripe_subscription_id, started_at,
                     first_paid_at
              from subscriptions where user_id = ${user.id} for update`,
        )
      )[0];
      const existing = await this.#withdrawalOf(user.id, tx);
      const subscriptionId = row?.stripe_subscription_id;
      if (existing && existing.stripe_subscription_id === subscriptionId)
        return { request: existing, fresh: false };
      if (!row || !subscriptionId || row.plan === 'FREE') throw noSubscription();
      if (!this.#withdrawalEnd(row, existing)) throw withdrawalPeriodOver();
      const number = await this.#recordRequest(tx, {
        userId: user.id,
        subscriptionId,
        now,
        effectiveAt: now,
        withdrawal: true,
        nextRefundAt: new Date(now.getTime() + FIRST_TRY_GRACE_MS),
      });
      await this.audit.record(user.id, 'billing.withdrawal_requested', now, context, tx);
      const created: WithdrawalRow = {
        number,
        user_id: user.id,
        requested_at: now,
        stripe_subscription_id: subscriptionId,
        refund_state: 'pending',
        refund_attempts: 0,
      };
      return { request: created, fresh: true };
    });
    if (fresh) await this.#mailRequest(user, request.number, now, true);
    const refund = request.refund_state === 'pending' ? await this.#settle(request) : request.refund_state;
    return {
      requestNumber: request.number,
      effectiveAt: toDate(request.requested_at).toISOString(),
      refund,
    };
  }

  /**
   * Carries a withdrawal through at Stripe: the subscription ended (unless it already is), its
   * paid invoices refunded, then the request marked refunded. A failure leaves it pending, with
   * one more try counted and the next one scheduled. The idempotency keys name the request and
   * the try: a call repeated within one try (the SDK's own retry, the request's call and the
   * job together) is done once; and a payment can never be refunded twice, since Stripe
   * refuses to refund more than was paid.
   */
  async #settle(request: WithdrawalRow): Promise<RefundState> {
    const attempt = request.refund_attempts;
    const key = `${request.number}-${attempt}`;
    try {
      const { stripe } = this.#require();
      const subscriptionId = request.stripe_subscription_id;
      let subscription = await this.#call(() => stripe.subscriptions.retrieve(subscriptionId));
      if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
        subscription = await this.#call(() =>
          stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `${key}-cancel` }),
        );
      }
      // The plan ends at once, whatever becomes of the refund.
      if (request.user_id) await this.#apply(request.user_id, subscription, this.clock.now());
      await this.#refund(stripe, subscription, key);
      await this.db.execute(
        sql`update cancellation_requests set refund_state = 'refunded', refunded_at = ${at(this.clock.now())},
              next_refund_at = null
            where number = ${request.number} and refund_state = 'pending'`,
      );
      return 'refunded';
    } catch (error) {
      const now = this.clock.now();
      await this.db.execute(
        sql`update cancellation_requests set refund_attempts = refund_attempts + 1,
              next_refund_at = ${at(new Date(now.getTime() + retryDelay(attempt + 1)))}
            where number = ${request.number} and refund_state = 'pending'`,
      );
      this.log?.warn(
        { err: error, request: request.number, attempt: attempt + 1 },
        'withdrawal refund failed: tried again later',
      );
      return 'pending';
    }
  }

  /**
   * The withdrawals whose refund is still pending and due: each carried through (the retry
   * job, under its advisory lock). Answers how many were refunded and how many still wait.
   */
  async retryPendingRefunds(limit = 50): Promise<{ refunded: number; pending: number }> {
    if (!this.enabled) return { refunded: 0, pending: 0 };
    const due = await queryRows<WithdrawalRow>(
      this.db,
      sql`select number, user_id, requested_at, stripe_subscription_id, refund_state, refund_attempts
          from cancellation_requests
          where refund_state = 'pending' and (next_refund_at is null or next_refund_at <= ${at(this.clock.now())})
          order by next_refund_at nulls first limit ${limit}`,
    );
    let refunded = 0;
    for (const request of due) if ((await this.#settle(request)) === 'refunded') refunded++;
    return { refunded, pending: due.length - refunded };
  }

  /** Refunds the subscription's paid invoices (the withdrawal gives back what was paid). */
  async #refund(stripe: Stripe, subscription: Stripe.Subscription, key: string) {
    const customer = customerOfSubscription(subscription);
    const invoices = await this.#call(() => stripe.invoices.list({ customer, limit: 100 }));
    for (const invoice of invoices.data) {
      const raw = invoice as unknown as {
        subscription?: string | null;
        payment_intent?: string | null;
        parent?: { subscription_details?: { subscription?: string } } | null;
        payments?: { data?: { payment?: { payment_intent?: string | null } }[] };
      };
      const ofThis = (raw.subscription ?? raw.parent?.subscription_details?.subscription) === subscription.id;
      // Older API versions name the payment on the invoice, newer ones under `payments`.
      const paymentIntent = raw.payment_intent ?? raw.payments?.data?.[0]?.payment?.payment_intent;
      if (!ofThis || invoice.status !== 'paid' || !paymentIntent || invoice.amount_paid <= 0) continue;
      try {
        await stripe.refunds.create(
          { payment_intent: paymentIntent },
          { idempotencyKey: `${key}-refund-${paymentIntent}` },
        );
      } catch (error) {
        // Refunded by an earlier try whose answer was lost: done.
        if ((error as { code?: string }).code === 'charge_already_refunded') continue;
        throw paymentProviderFailed(error);
      }
    }
  }

  async #mailRequest(
    user: { email: string; language: Language },
    number: string,
    effectiveAt: Date,
    withdrawal: boolean,
  ) {
    await this.mailer
      .send(cancellationMail(user.language, user.email, { number, effectiveAt, withdrawal }))
      .catch(() => {
        // The request stands; the number is also on screen.
      });
  }

  /**
   * Before the account is deleted: ends at once, without refund, every subscription its Stripe
   * customers still have — read at Stripe, not from our row, so one whose webhook has not arrived
   * yet ends too. Nothing to do with billing off or no customer; a Stripe failure throws 503.
   */
  async cancelNowForDeletion(userId: string): Promise<void> {
    const stripe = this.stripe;
    if (!stripe) return;
    for (const customer of await this.#customerIds(userId)) {
      const list = await this.#call(() => stripe.subscriptions.list({ customer, status: 'all', limit: 100 }));
      for (const subscription of list.data) {
        if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') continue;
        await this.#call(() => stripe.subscriptions.cancel(subscription.id));
      }
    }
  }

  async #recordRequest(
    db: Db,
    request: {
      userId: string;
      subscriptionId: string;
      now: Date;
      effectiveAt: Date;
      withdrawal: boolean;
      nextRefundAt?: Date;
    },
  ) {
    const { userId, subscriptionId, now, effectiveAt, withdrawal, nextRefundAt } = request;
    const day = now.toISOString().slice(0, 10).replaceAll('-', '');
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    for (let attempt = 0; ; attempt++) {
      const suffix = Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
      const number = `RES-${day}-${suffix}`;
      try {
        // A savepoint: a number already taken must not abort the caller's transaction.
        await db.transaction(async (savepoint) => {
          await savepoint.execute(
            sql`insert into cancellation_requests (number, user_id, requested_at, effective_at, withdrawal,
                  stripe_subscription_id, refund_state, next_refund_at)
                values (${number}, ${userId}, ${at(now)}, ${at(effectiveAt)}, ${withdrawal}, ${subscriptionId},
                  ${withdrawal ? 'pending' : null}, ${nextRefundAt ? at(nextRefundAt) : null})`,
          );
        });
        return number;
      } catch (error) {
        if (violatedConstraint(error) === undefined || attempt >= 5) throw error;
      }
    }
  }

  /** Reads the customers' subscriptions at Stripe and applies the one that matters now. */
  async forceSync(userId: string): Promise<SubscriptionState> {
    const { stripe } = this.#require();
    const readAt = this.clock.now();
    const all: Stripe.Subscription[] = [];
    for (const customer of await this.#customerIds(userId)) {
      const list = await this.#call(() => stripe.subscriptions.list({ customer, status: 'all', limit: 100 }));
      all.push(...list.data);
    }
    const live = all.find((subscription) => GRANTING.has(subscription.status));
    const latest = live ?? [...all].sort((a, b) => b.created - a.created)[0];
    if (latest) await this.#apply(userId, latest, readAt);
    return this.subscription(userId);
  }

  /** A billing portal session (invoices, card) for the account's newest customer, returning to the site. */
  async portal(userId: string): Promise<{ url: string }> {
    const { stripe } = this.#require();
    const [customer] = await this.#customerIds(userId);
    if (!customer) throw noBillingAccount();
    const session = await this.#call(() =>
      stripe.billingPortal.sessions.create({ customer, return_url: `${this.publicUrl}/` }),
    );
    return { url: session.url };
  }
}
