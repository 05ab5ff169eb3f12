import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { at } from '../db/sql-helpers';
import type { Clock } from './clock';
import { accountRateLimited } from './http-error';

/**
 * How many times an account may make each costly call — one that calls Stripe (create-session,
 * portal, force-sync) or reads everything it has (the export) — per minute. Enough for a person,
 * who makes one and perhaps retries; not for a script.
 */
export const ACCOUNT_CALLS_PER_MINUTE = 5;
const WINDOW_MS = 60_000;

/** The calls limited per account; each is counted on its own. */
export type LimitedCall =
  'billing.create-session' | 'billing.portal' | 'billing.force-sync' | 'account.export';

/**
 * Per-account limits, counted in PostgreSQL: one fixed window per account and call, taken and
 * counted in a single statement, so that every instance shares it and a restart forgets nothing
 * (DECISIONS §1: limits live in SQL). The per-IP limiter (plugins/rate-limit.ts) keys by address
 * and is shared only when Redis is configured, so it could not hold this promise.
 */
export class AccountCallLimits {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly perMinute = ACCOUNT_CALLS_PER_MINUTE,
  ) {}

  /** Counts one call; throws 429 ACCOUNT_RATE_LIMITED with `retryAfter` (s) past the limit. */
  async take(userId: string, call: LimitedCall): Promise<void> {
    const now = this.clock.now();
    const windowOpen = new Date(now.getTime() - WINDOW_MS);
    const [row] = await queryRows<{ window_start: Date | string; calls: number }>(
      this.db,
      sql`insert into account_call_limits (user_id, action, window_start, calls)
          values (${userId}, ${call}, ${at(now)}, 1)
          on conflict (user_id, action) do update set
            window_start = case when account_call_limits.window_start <= ${at(windowOpen)}
                                then excluded.window_start else account_call_limits.window_start end,
            calls = case when account_call_limits.window_start <= ${at(windowOpen)}
                         then 1 else account_call_limits.calls + 1 end
          returning window_start, calls`,
    );
    if (!row || row.calls <= this.perMinute) return;
    const start = new Date(row.window_start).getTime();
    const retryAfter = Math.max(1, Math.ceil((start + WINDOW_MS - now.getTime()) / 1000));
    throw accountRateLimited(retryAfter);
  }
}
