import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The proof of which APP_SECRET the data was made with (lib/secret-verifier.ts): one row,
 * written by the first start, compared at every start. It holds a salted HMAC under a key
 * derived from the secret, never the secret.
 */
export const secretVerifier = pgTable(
  'secret_verifier',
  {
    /** Always 1: one row, so that instances starting together insert it once. */
    id: smallint().primaryKey().default(1),
    salt: text().notNull(),
    verifier: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('secret_verifier_single_row', sql`${table.id} = 1`)],
);
