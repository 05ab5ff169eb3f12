import type { Usage } from '@trousse/contracts/generator';
import { isPlanType, plans, UNLIMITED } from '@trousse/contracts/plans';

/** GET /billing/usage (part 1 §3, the fallback shape). */
export interface BillingUsage {
  planType: string;
  status: string;
  quotas: { maxItems: number; maxLists: number };
  usage: { monthlyApiCalls: number };
}

export type QuotaDisplay =
  | { unlimited: true; text: '∞' }
  | { unlimited: false; text: string; remaining: number; limit: number; exhausted: boolean };

/** The header's counter: remaining/total ('2/3'), or '∞' on an unlimited plan. */
export function quotaDisplay(usage: Pick<Usage, 'remainingQuota' | 'limit'>): QuotaDisplay {
  if (usage.limit === UNLIMITED || usage.remainingQuota === UNLIMITED) return { unlimited: true, text: '∞' };
  const limit = Math.max(0, usage.limit);
  const remaining = Math.min(Math.max(0, usage.remainingQuota), limit);
  return { unlimited: false, text: `${remaining}/${limit}`, remaining, limit, exhausted: remaining === 0 };
}

/** The fallback reading of part 1 §3, from GET /billing/usage: plan, quotas and calls. */
export function usageFromBilling(billing: BillingUsage): Usage {
  const planType = isPlanType(billing.planType) ? billing.planType : 'FREE';
  const limit = billing.quotas.maxItems;
  const used = Math.max(0, billing.usage.monthlyApiCalls);
  return {
    planName: plans[planType].name,
    planType,
    currentUsage: used,
    remainingQuota: limit === UNLIMITED ? UNLIMITED : Math.max(0, limit - used),
    limit,
    resetAt: null,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The `usage` of GET /apps/password-generator/usage when it has the expected shape. */
export function readUsage(answer: unknown): Usage | undefined {
  if (!isRecord(answer) || !isRecord(answer.usage)) return undefined;
  const usage = answer.usage;
  const numbers = ['currentUsage', 'remainingQuota', 'limit'] as const;
  if (!numbers.every((key) => typeof usage[key] === 'number')) return undefined;
  if (typeof usage.planName !== 'string') return undefined;
  const planType = typeof usage.planType === 'string' && isPlanType(usage.planType) ? usage.planType : 'FREE';
  return {
    planName: usage.planName,
    planType,
    currentUsage: usage.currentUsage as number,
    remainingQuota: usage.remainingQuota as number,
    limit: usage.limit as number,
    resetAt: typeof usage.resetAt === 'string' ? usage.resetAt : null,
  };
}
