import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * System alerts (part 2 §3), written by operators from the command line: live between
 * `startsAt` and `expiresAt`; `audience` 'all' also shows them to visitors.
 */
export const systemAlerts = pgTable(
  'system_alerts',
  {
    id: uuid().primaryKey().defaultRandom(),
    type: text({ enum: ['INFO', 'WARNING', 'ERROR', 'SUCCESS'] }).notNull(),
    /** One of the 8 keys the app translates; null for a free-text alert. */
    messageKey: text(),
    title: text().notNull(),
    /** May hold `{duration}`: the minutes until `expiresAt`, filled in when served. */
    message: text().notNull(),
    audience: text({ enum: ['all', 'signed-in'] })
      .notNull()
      .default('all'),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    check('system_alerts_type_known', sql`${table.type} in ('INFO', 'WARNING', 'ERROR', 'SUCCESS')`),
    check('system_alerts_audience_known', sql`${table.audience} in ('all', 'signed-in')`),
    index('system_alerts_live_idx').on(table.expiresAt),
  ],
);

/**
 * Messages sent through /support: kept 2 years after their resolution (part 2 §9). The limit
 * of 4 per address and 24 h is counted here, in SQL, so it holds across instances.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** SUP-YYYYMMDD-XXXXXX, given to the sender. */
    ticket: text().notNull(),
    /** Trimmed and lower-cased: case and spaces do not make a new address. */
    email: text().notNull(),
    /** The account that sent it while signed in; its deletion takes the message along. */
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    language: text().notNull(),
    /** Truncated: IPv4 /24, IPv6 /48. */
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('support_messages_ticket_unique').on(table.ticket),
    index('support_messages_email_idx').on(table.email, table.createdAt),
  ],
);

/**
 * The proof of each cookie choice (GDPR art. 7(1)), append-only: a grant or a withdrawal per
 * row, never updated. Removed by account deletion (a signed-in choice) or after the retention
 * the privacy policy states, by the daily job.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The id handed to the browser (consent_id), one per record. */
    consentId: uuid().notNull().defaultRandom(),
    /** The browser's session_id ('sess_…'): a session reads only its own records. */
    sessionId: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    action: text({ enum: ['grant', 'revoke'] }).notNull(),
    method: text().notNull(),
    analytics: boolean().notNull(),
    marketing: boolean().notNull(),
    acceptedCategories: text().array().notNull(),
    rejectedCategories: text().array().notNull(),
    consentVersion: text().notNull(),
    bannerVersion: text(),
    /** Truncated: IPv4 /24, IPv6 /48. */
    ip: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    check('consent_records_action_known', sql`${table.action} in ('grant', 'revoke')`),
    index('consent_records_session_idx').on(table.sessionId, table.createdAt),
    index('consent_records_user_idx').on(table.userId),
    index('consent_records_created_idx').on(table.createdAt),
  ],
);
