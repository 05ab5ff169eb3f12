import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The Stripe customers of an account: the one its first checkout created (then reused), and any
 * a payment link made (Stripe makes a customer per link payment; the webhook ties it to the
 * account by `client_reference_id`). A deleted account leaves its customers detached (user id
 * emptied): an event about them later is known to concern no one, not left unassigned.
 */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    stripeCustomerId: text().primaryKey(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('billing_customers_user_idx').on(table.userId, table.createdAt)],
);

/**
 * Each Stripe event applied, under its id: recorded in the same transaction as its effects, so a
 * copy of an event already applied changes nothing (DECISIONS §6).
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * The proof that the terms of sale were accepted before a checkout: kept as the law asks, so a
 * deleted account leaves it behind, detached from the person (user id emptied).
 */
export const cgvAcceptances = pgTable('cgv_acceptances', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid().references(() => users.id, { onDelete: 'set null' }),
  acceptedAt: timestamp({ withTimezone: true }).notNull(),
  cgvVersion: text().notNull(),
  plan: text().notNull(),
  /** Truncated: IPv4 /24, IPv6 /48. */
  ip: text(),
});

/**
 * Every cancellation or withdrawal asked for, under its request number RES-YYYYMMDD-XXXX: a
 * billing record, kept detached from a deleted account like the acceptances above.
 */
export const cancellationRequests = pgTable(
  'cancellation_requests',
  {
    number: text().primaryKey(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    effectiveAt: timestamp({ withTimezone: true }).notNull(),
    /** The 14-day withdrawal (ended at once and refunded), not a cancellation at period end. */
    withdrawal: boolean().notNull(),
    stripeSubscriptionId: text().notNull(),
    /**
     * A withdrawal's refund: 'pending' from the request on (recorded before Stripe is called),
     * 'refunded' once Stripe has ended the subscription and refunded it; null for a cancellation.
     */
    refundState: text(),
    refundedAt: timestamp({ withTimezone: true }),
    /** Failed tries so far: part of the idempotency keys, and the job's back-off. */
    refundAttempts: integer().notNull().default(0),
    /** When the retry job may try again (the request's own call tries first). */
    nextRefundAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('cancellation_requests_user_idx').on(table.userId),
    index('cancellation_requests_refund_pending_idx')
      .on(table.nextRefundAt)
      .where(sql`${table.refundState} = 'pending'`),
  ],
);

/**
 * Stripe events about a subscription that no account can be found for yet (a payment link paid
 * whose checkout event has not come): never recorded as applied, answered with an error so that
 * Stripe sends them again, and kept here for the operators — Stripe ids only, nothing personal.
 */
export const stripeUnassignedEvents = pgTable('stripe_unassigned_events', {
  eventId: text().primaryKey(),
  type: text().notNull(),
  stripeSubscriptionId: text(),
  stripeCustomerId: text(),
  firstReceivedAt: timestamp({ withTimezone: true }).notNull(),
  lastReceivedAt: timestamp({ withTimezone: true }).notNull(),
  deliveries: integer().notNull().default(1),
  /** When a later delivery found the account and applied it. */
  assignedAt: timestamp({ withTimezone: true }),
});

/**
 * Per-account limits of the costly calls (Stripe calls, the export): one fixed window per account
 * and action, counted in one SQL statement so that every instance shares it (DECISIONS §1).
 */
export const accountCallLimits = pgTable(
  'account_call_limits',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    calls: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.action] })],
);
