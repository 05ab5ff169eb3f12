import { errorCodes } from '@trousse/contracts/error-codes';
import type { Usage } from '@trousse/contracts/generator';
import { isPlanType, plans, UNLIMITED, type PlanType } from '@trousse/contracts/plans';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { at } from '../../db/sql-helpers';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { nextParisMidnight, parisDay } from '../../lib/paris-time';

export const QUOTA_EXCEEDED = errorCodes.quotaExceeded;

interface SubscriptionRow {
  plan: string;
  status: string;
  current_period_start: Date | string | null;
  current_period_end: Date | string | null;
}

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
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async period(userId: string): Promise<QuotaPeriod> {
    const [row] = await queryRows<SubscriptionRow>(
      this.db,
      sql`select plan, status, current_period_start, current_period_end from subscriptions where user_id = ${userId}`,
    );
    const now = this.clock.now();
    const plan: PlanType = row && isPlanType(row.plan) && row.status === 'ACTIVE' ? row.plan : 'FREE';
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
    const now = this.clock.now();
    const rows = await queryRows<{ used: number }>(
      this.db,
      sql`insert into usage_counters (user_id, period_key, used, updated_at)
          values (${userId}, ${period.key}, 1, ${at(now)})
          on conflict (user_id, period_key) do update set used = usage_counters.used + 1, updated_at = ${at(now)}
          ${limit === UNLIMITED ? sql`` : sql`where usage_counters.used < ${limit}`}
          returning used`,
    );
    if (rows.length === 0) throw this.#exceeded(period);
    return period;
  }

  /** Gives a use back when the work it paid for failed. */
  async refund(userId: string, key: string): Promise<void> {
    await this.db.execute(
      sql`update usage_counters set used = used - 1 where user_id = ${userId} and period_key = ${key} and used > 0`,
    );
  }

  async usage(userId: string): Promise<Usage> {
    const period = await this.period(userId);
    const [row] = await queryRows<{ used: number }>(
      this.db,
      sql`select used from usage_counters where user_id = ${userId} and period_key = ${period.key}`,
    );
    const used = row?.used ?? 0;
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
    const [row] = await queryRows<{ total: number }>(
      this.db,
      sql`select coalesce(sum(used), 0)::int as total from usage_counters
          where user_id = ${userId} and (period_key like ${`D:${month}-%`} or period_key = ${period.key})`,
    );
    const plan = plans[period.plan];
    return {
      planType: period.plan,
      status: period.status,
      quotas: { maxItems: plan.maxItems, maxLists: plan.maxLists },
      usage: { monthlyApiCalls: row?.total ?? 0 },
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
  }

  #exceeded(period: QuotaPeriod): HttpError {
    const plan = plans[period.plan];
    const message =
      plan.period === 'day'
        ? `Quota atteint : le forfait ${plan.name} permet ${plan.maxItems} générations par jour. Il se renouvelle à minuit (heure de Paris).`
        : `Quota atteint : le forfait ${plan.name} permet ${plan.maxItems} générations par période. Il se renouvelle le ${longDate.format(period.resetAt ?? this.clock.now())}.`;
    return new HttpError(429, message, QUOTA_EXCEEDED, { resetAt: period.resetAt?.toISOString() ?? null });
  }
}
