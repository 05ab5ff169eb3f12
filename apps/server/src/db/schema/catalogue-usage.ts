import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apps } from './apps';
import { users } from './users';

const userApp = {
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  appId: text()
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull(),
};

/** One row per user and liked app: a repeated like counts once. */
export const appLikes = pgTable('app_likes', userApp, (table) => [
  primaryKey({ columns: [table.userId, table.appId] }),
]);
export const appFavorites = pgTable('app_favorites', userApp, (table) => [
  primaryKey({ columns: [table.userId, table.appId] }),
]);
export const appInstalls = pgTable('app_installs', userApp, (table) => [
  primaryKey({ columns: [table.userId, table.appId] }),
]);

/** Every account has one: FREE until billing says otherwise. */
export const subscriptions = pgTable('subscriptions', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text().notNull().default('FREE'),
  status: text().notNull().default('ACTIVE'),
  currentPeriodStart: timestamp({ withTimezone: true }),
  currentPeriodEnd: timestamp({ withTimezone: true }),
  cancelAtPeriodEnd: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** The Stripe subscription behind a paid plan; null for FREE and operators' plans. */
  stripeSubscriptionId: text(),
  /** When that subscription first started. */
  startedAt: timestamp({ withTimezone: true }),
  /**
   * When the account's first paid subscription ever started: the one 14-day withdrawal period
   * counts from here, whatever subscriptions came after (issue 23).
   */
  firstPaidAt: timestamp({ withTimezone: true }),
  /**
   * When the state applied was read from Stripe: a state read earlier never overwrites one read
   * later, whatever order the events arrive in.
   */
  syncedAt: timestamp({ withTimezone: true }),
});

/**
 * Uses per account and period: `D:2026-11-22` (a Paris calendar day, FREE) or `P:<period
 * start>` (a billing period). One conditional upsert consumes a use (DECISIONS §6).
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodKey: text().notNull(),
    used: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.periodKey] })],
);
