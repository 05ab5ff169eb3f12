import { RETENTION } from '@trousse/contracts/legal-figures';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { at } from '../../db/sql-helpers';

/** How many rows of each kind one run removed. */
export interface RetentionResult {
  /** Cookie-choice proofs older than RETENTION.consentProofYears. */
  consentRecords: number;
  /** The security activity journal (sign-ins, changes) older than RETENTION.logsMonths. */
  auditEvents: number;
  /** Support messages RETENTION.supportAfterResolutionYears after their resolution. */
  supportMessages: number;
}

/**
 * Deletes what the privacy policy says is kept no longer, each kind by the same constant the
 * policy prints. Run by the daily job, under its lock. A support message never marked resolved
 * (`npm run admin -- support resolve`) counts from its sending: nothing is kept for ever.
 */
export async function removeExpiredRecords(db: Db, now: Date): Promise<RetentionResult> {
  const [consentRecords, auditEvents, supportMessages] = [
    await deleteWhere(
      db,
      sql`consent_records`,
      sql`created_at < ${at(now)} - make_interval(years => ${RETENTION.consentProofYears})`,
    ),
    await deleteWhere(
      db,
      sql`audit_events`,
      sql`created_at < ${at(now)} - make_interval(months => ${RETENTION.logsMonths})`,
    ),
    await deleteWhere(
      db,
      sql`support_messages`,
      sql`coalesce(resolved_at, created_at) < ${at(now)} - make_interval(years => ${RETENTION.supportAfterResolutionYears})`,
    ),
  ];
  return { consentRecords, auditEvents, supportMessages };
}

async function deleteWhere(db: Db, table: SQL, condition: SQL): Promise<number> {
  const [removed] = await queryRows<{ n: number }>(
    db,
    sql`with gone as (delete from ${table} where ${condition} returning 1)
        select count(*)::int as n from gone`,
  );
  return removed?.n ?? 0;
}
