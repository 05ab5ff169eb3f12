import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** An account's Stripe customer: created at its first checkout, then always reused. */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});

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
export const cancellationRequests = pgTable('cancellation_requests', {
  number: text().primaryKey(),
  userId: uuid().references(() => users.id, { onDelete: 'set null' }),
  requestedAt: timestamp({ withTimezone: true }).notNull(),
  effectiveAt: timestamp({ withTimezone: true }).notNull(),
  /** The 14-day withdrawal (ended at once and refunded), not a cancellation at period end. */
  withdrawal: boolean().notNull(),
  stripeSubscriptionId: text().notNull(),
});
