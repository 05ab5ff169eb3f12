import { z } from 'zod';
import { planTypes } from '../../plans';
import type { GroupSchemas } from '../endpoint';
import type { quotaEndpoints } from './endpoints';

export const usageSchema = z.object({
  planName: z.string(),
  planType: z.enum(planTypes),
  currentUsage: z.number().int().nonnegative(),
  /** -1 when the plan is unlimited. */
  remainingQuota: z.number().int(),
  limit: z.number().int(),
  /** When the count starts again; null when it never runs out. */
  resetAt: z.string().nullable(),
});
export const usageResponseSchema = z.object({ success: z.literal(true), usage: usageSchema });

export const billingUsageResponseSchema = z.object({
  planType: z.enum(planTypes),
  status: z.string(),
  quotas: z.object({ maxItems: z.number().int(), maxLists: z.number().int() }),
  usage: z.object({ monthlyApiCalls: z.number().int() }),
});

export type Usage = z.infer<typeof usageSchema>;
export type BillingUsageResponse = z.infer<typeof billingUsageResponseSchema>;

/** The schemas bound to each call of the group (api/server.ts). */
export const quotaSchemas = {
  usage: { response: usageResponseSchema },
  billingUsage: { response: billingUsageResponseSchema },
} satisfies GroupSchemas<typeof quotaEndpoints>;
