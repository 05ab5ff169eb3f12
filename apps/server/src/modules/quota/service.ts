import type { Usage } from '@trousse/contracts/api/quota/schemas';
import { isPlanType, plans, UNLIMITED, type PlanType } from '@trousse/contracts/plans';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../../db/client';
import { type subscriptions } from '../../db/schema/catalogue-usage';
import { at, type RawRow } from '../../db/sql-helpers';
import type { Clock } from '../../lib/clock';
import { type HttpError, quotaExceeded } from '../../lib/http-error';
import { NotifiedCache } from '../../lib/notified-cache';
import { nextParisMidnight, parisDay } from '../../lib/paris-time';

/** What the database NOTIFYs with a user's id when their subscription changes (migration 0006). */
export const SUBSCRIPTION_CHANNEL = 'trousse_subscription';
const SUBSCRIPTIONS_CACHED = 50_000;
/** How often the uses of unlimited plans counted in memory are written (decision 011). */
export const UNMETERED_FLUSH_MS = 1_000;

type SubscriptionRow = RawRow<
  typeof subscriptions,
  'plan' | 'status' | 'currentPeriodStart' | 'currentPeriodEnd'
>;

export interface QuotaPeriod {
  plan: PlanType;
  status: string;
  key: string;
  /** When the count starts again; null for unlimited plans. */
  resetAt: Date | null;
  periodStart: Date | null;
  periodEnd: Date | null;
}

const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * Uses per plan (DECISIONS §6): FREE counts per calendar day in Paris, paid plans per billing
 * period, INFINITY never runs out. A use is consumed by one conditional upsert, so with N uses
 * left exactly N of any number of simultaneous calls succeed, on every instance.
 */
export class QuotaService {
  /**
   * Each user's subscription row, until the database says it changed (decision 011): a plan
   * bought, renewed or ended changes what the next call allows, on every instance.
   */
  readonly subscriptions = new NotifiedCache<SubscriptionRow | null>(SUBSCRIPTIONS_CACHED);

  /**
   * Uses of unlimited plans not yet written, by user and period: nothing is refused on them,
   * so they are counted here and written in one statement every second (and at shutdown)
   * rather than one per generation. What this instance reads adds them in.
   */
  readonly #unwritten = new Map<string, Map<string, number>>();
  #flushing: Promise<void> | undefined;
  /** Writes started so far: a read that saw one start while its query ran asks again. */
  #writesStarted = 0;
  readonly #timer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly raw: Database['raw'],
    private readonly clock: Clock,
  ) {
    this.#timer = setInterval(() => void this.flush().catch(() => {}), UNMETERED_FLUSH_MS);
    this.#timer.unref();
  }

  /** Writes the uses counted in memory; on failure they stay counted, for the next try. */
  flush(): Promise<void> {
    this.#flushing ??= this.#write().finally(() => {
      this.#flushing = undefined;
    });
    return this.#flushing;
  }

  /** At shutdown: stops the timer and writes what is left. */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.#flushing?.catch(() => {});
    await this.flush();
  }

  async #write(): Promise<void> {
    const users: string[] = [];
    const keys: string[] = [];
    const counts: number[] = [];
    for (const [userId, byKey] of this.#unwritten) {
      for (const [key, count] of byKey) {
        users.push(userId);
        keys.push(key);
        counts.push(count);
      }
    }
    if (users.length === 0) return;
    this.#writesStarted += 1;
    this.#unwritten.clear();
    try {
      await this.raw(
        `insert into usage_counters (user_id, period_key, used, updated_at)
         select user_id, period_key, used, $4::timestamptz
         from unnest($1::uuid[], $2::text[], $3::int[]) as pending (user_id, period_key, used)
         -- A deleted account's uses go with it, instead of failing everyone's write.
         where exists (select 1 from users where users.id = pending.user_id)
         on conflict (user_id, period_key) do update
           set used = usage_counters.used + excluded.used, updated_at = excluded.updated_at`,
        [users, keys, counts, this.clock.now().toISOString()],
      );
    } catch (error) {
      users.forEach((userId, index) => this.#addUnwritten(userId, keys[index]!, counts[index]!));
      throw error;
    }
  }

  #addUnwritten(userId: string, key: string, count: number) {
    const byKey = this.#unwritten.get(userId) ?? new Map<string, number>();
    const total = (byKey.get(key) ?? 0) + count;
    if (total > 0) byKey.set(key, total);
    else byKey.delete(key);
    if (byKey.size > 0) this.#unwritten.set(userId, byKey);
    else this.#unwritten.delete(userId);
  }

  /**
   * Reads the database's count plus what is still in memory, with no write in between: a write
   * running during the query moves uses out of memory that the query may not see yet (or, once
   * committed, would see twice), so the read waits for it and asks again.
   */
  async #counted<T>(read: () => Promise<T>): Promise<T> {
    for (;;) {
      await this.#noWriteInFlight();
      const started = this.#writesStarted;
      const value = await read();
      if (this.#writesStarted === started) return value;
    }
  }

  /** Resolves once no write of the counts is under way (none may start before the caller resumes). */
  async #noWriteInFlight(): Promise<void> {
    while (this.#flushing) await this.#flushing.catch(() => {});
  }

  #unwrittenFor(userId: string, matches: (key: string) => boolean): number {
    let count = 0;
    for (const [key, used] of this.#unwritten.get(userId) ?? []) if (matches(key)) count += used;
    return count;
  }

  async #subscription(userId: string): Promise<SubscriptionRow | undefined> {
    const known = this.subscriptions.get(userId);
    if (known !== undefined) return known ?? undefined;
    const epoch = this.subscriptions.epoch();
    const [row] = await this.raw<SubscriptionRow>(
      'select plan, status, current_period_start, current_period_end from subscriptions where user_id = $1',
      [userId],
    );
    this.subscriptions.set(userId, row ?? null, epoch);
    return row;
  }

  async period(userId: string): Promise<QuotaPeriod> {
    const row = await this.#subscription(userId);
    const now = this.clock.now();
    // A paid plan applies while its subscription is live; past_due keeps it until Stripe gives up.
    const live = row !== undefined && ['ACTIVE', 'TRIALING', 'PAST_DUE'].includes(row.status);
    const plan: PlanType = row && isPlanType(row.plan) && live ? row.plan : 'FREE';
    if (plan === 'FREE') {
      return {
        plan,
        status: row?.status ?? 'ACTIVE',
        key: `D:${parisDay(now)}`,
        resetAt: nextParisMidnight(now),
        periodStart: null,
        periodEnd: null,
      };
    }
    // A paid period renews monthly until billing says otherwise: roll forward from its start.
    let start = row?.current_period_start ? new Date(row.current_period_start) : now;
    let end = row?.current_period_end ? new Date(row.current_period_end) : addMonths(start, 1);
    while (end <= now) {
      start = end;
      end = addMonths(end, 1);
    }
    return {
      plan,
      status: row?.status ?? 'ACTIVE',
      key: `P:${start.toISOString()}`,
      resetAt: plans[plan].maxItems === UNLIMITED ? null : end,
      periodStart: start,
      periodEnd: end,
    };
  }

  /** Takes one use, or throws 429 QUOTA_EXCEEDED naming the limit and when it resets. */
  async consume(userId: string): Promise<QuotaPeriod> {
    const period = await this.period(userId);
    const limit = plans[period.plan].maxItems;
    if (limit === UNLIMITED) {
      this.#addUnwritten(userId, period.key, 1);
      return period;
    }
    // On every metered generation: straight to the driver.
    const rows = await this.raw<{ used: number }>(
      `insert into usage_counters (user_id, period_key, used, updated_at) values ($1, $2, 1, $3::timestamptz)
       on conflict (user_id, period_key) do update set used = usage_counters.used + 1, updated_at = excluded.updated_at
       where usage_counters.used < $4::int
       returning used`,
      [userId, period.key, this.clock.now().toISOString(), limit],
    );
    if (rows.length === 0) throw this.#exceeded(period);
    return period;
  }

  /** Gives a use back when the work it paid for failed. */
  async refund(userId: string, key: string): Promise<void> {
    // A use being written is in neither place until the write commits: give it back after.
    await this.#noWriteInFlight();
    if (this.#unwrittenFor(userId, (candidate) => candidate === key) > 0) {
      this.#addUnwritten(userId, key, -1);
      return;
    }
    await this.db.execute(
      sql`update usage_counters set used = used - 1 where user_id = ${userId} and period_key = ${key} and used > 0`,
    );
  }

  async usage(userId: string): Promise<Usage> {
    const period = await this.period(userId);
    const used = await this.#counted(async () => {
      const [row] = await queryRows<{ used: number }>(
        this.db,
        sql`select used from usage_counters where user_id = ${userId} and period_key = ${period.key}`,
      );
      return (row?.used ?? 0) + this.#unwrittenFor(userId, (key) => key === period.key);
    });
    const limit = plans[period.plan].maxItems;
    return {
      planName: plans[period.plan].name,
      planType: period.plan,
      currentUsage: used,
      remainingQuota: limit === UNLIMITED ? UNLIMITED : Math.max(0, limit - used),
      limit,
      resetAt: period.resetAt?.toISOString() ?? null,
    };
  }

  /** The fallback shape of part 1 §3: plan, status, quotas and this month's calls. */
  async billingUsage(userId: string) {
    const period = await this.period(userId);
    const month = parisDay(this.clock.now()).slice(0, 7);
    const monthlyApiCalls = await this.#counted(async () => {
      const [row] = await queryRows<{ total: number }>(
        this.db,
        sql`select coalesce(sum(used), 0)::int as total from usage_counters
            where user_id = ${userId} and (period_key like ${`D:${month}-%`} or period_key = ${period.key})`,
      );
      const inMemory = (key: string) => key.startsWith(`D:${month}-`) || key === period.key;
      return (row?.total ?? 0) + this.#unwrittenFor(userId, inMemory);
    });
    const plan = plans[period.plan];
    return {
      planType: period.plan,
      status: period.status,
      quotas: { maxItems: plan.maxItems, maxLists: plan.maxLists },
      usage: { monthlyApiCalls },
    };
  }

  /** Operators' plan change (npm run admin): a paid plan starts a one-month period now. */
  async setPlan(userId: string, plan: PlanType): Promise<void> {
    const now = this.clock.now();
    const paid = plan !== 'FREE';
    await this.db.execute(sql`
      insert into subscriptions (user_id, plan, status, current_period_start, current_period_end, updated_at)
      values (${userId}, ${plan}, 'ACTIVE', ${paid ? at(now) : null}, ${paid ? at(addMonths(now, 1)) : null}, ${at(now)})
      on conflict (user_id) do update set plan = excluded.plan, status = 'ACTIVE',
        current_period_start = excluded.current_period_start, current_period_end = excluded.current_period_end,
        cancel_at_period_end = false, updated_at = excluded.updated_at`);
    this.subscriptions.invalidate(userId);
  }

  #exceeded(period: QuotaPeriod): HttpError {
    const plan = plans[period.plan];
    const message =
      plan.period === 'day'
        ? `Quota atteint : le forfait ${plan.name} permet ${plan.maxItems} générations par jour. Il se renouvelle à minuit (heure de Paris).`
        : `Quota atteint : le forfait ${plan.name} permet ${plan.maxItems} générations par période. Il se renouvelle le ${longDate.format(period.resetAt ?? this.clock.now())}.`;
    return quotaExceeded(message, {
      planType: plan.type,
      planName: plan.name,
      limit: plan.maxItems,
      period: plan.period,
      resetAt: period.resetAt?.toISOString() ?? null,
    });
  }
}
