import { z } from 'zod';
import { DEVICE_FINGERPRINT_MAX } from '../../auth-rules';
import { planTypes } from '../../plans';
import type { GroupSchemas } from '../endpoint';
import type { billingEndpoints } from './endpoints';

/** The plans' ids in the billing calls: the plan type in lower case. */
export const planIds = ['free', 'standard', 'premium', 'infinity'] as const;
export const paidPlanIds = ['standard', 'premium', 'infinity'] as const;
export type PlanId = (typeof planIds)[number];
export type PaidPlanId = (typeof paidPlanIds)[number];

export const billingPlanSchema = z.object({
  planId: z.enum(planIds),
  planType: z.enum(planTypes),
  name: z.string(),
  priceCents: z.number().int().nonnegative(),
  /** Generations per period; null: unlimited. */
  uses: z.number().int().positive().nullable(),
  period: z.enum(['day', 'month']),
  popular: z.boolean(),
});
export const plansResponseSchema = z.object({
  data: z.array(billingPlanSchema),
  /** Whether plans can be bought on this instance (billing configured). */
  paymentAvailable: z.boolean(),
  /** The direct payment link of each paid plan, when configured: the fallback of a failed checkout. */
  paymentLinks: z.object({
    standard: z.string().optional(),
    premium: z.string().optional(),
    infinity: z.string().optional(),
  }),
});

export const createSessionRequestSchema = z.strictObject({
  planId: z.enum(paidPlanIds),
  /** The terms of sale, accepted in the dialog: nothing is created without it. */
  cgvAccepted: z.literal(true),
  deviceFingerprint: z.string().max(DEVICE_FINGERPRINT_MAX),
});
export const urlResponseSchema = z.object({ url: z.url() });

/** The subscription state of part 1 §3, with the end of the period and a pending cancellation. */
export const subscriptionStateSchema = z.object({
  planType: z.enum(planTypes),
  status: z.string(),
  maxItems: z.number().int(),
  maxLists: z.number().int(),
  currentUsage: z.number().int().nonnegative(),
  monthlyApiCalls: z.number().int().nonnegative(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});

/** A withdrawal's refund: recorded before Stripe is called, retried until Stripe has done it. */
export const refundStates = ['pending', 'refunded'] as const;
export type RefundState = (typeof refundStates)[number];

const requestNumberSchema = z.string().regex(/^RES-\d{8}-[A-Z0-9]{4}$/);

/** What the subscription dialog shows. */
export const manageResponseSchema = z.object({
  planType: z.enum(planTypes),
  status: z.string(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /**
   * The end of the withdrawal period while it can still be used: 14 days from the account's
   * first paid start ever, once per account; null otherwise, or without a subscription.
   */
  withdrawalUntil: z.iso.datetime().nullable(),
  /** The account's withdrawal, once asked: its request number and where its refund stands. */
  withdrawal: z
    .object({
      requestNumber: requestNumberSchema,
      requestedAt: z.iso.datetime(),
      refund: z.enum(refundStates),
    })
    .nullable(),
});

export const cancelRequestSchema = z.strictObject({
  /** true: the 14-day withdrawal (ended at once, refunded); false: at the end of the period. */
  immediately: z.boolean(),
});
export const cancelResponseSchema = z.object({
  requestNumber: requestNumberSchema,
  effectiveAt: z.iso.datetime(),
  /** A withdrawal's refund ('pending' while Stripe has not done it); null for a cancellation. */
  refund: z.enum(refundStates).nullable(),
});

export const webhookResponseSchema = z.object({ received: z.literal(true) });

export type BillingPlan = z.infer<typeof billingPlanSchema>;
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;
export type ManageResponse = z.infer<typeof manageResponseSchema>;

/** The schemas bound to each call of the group (api/server.ts). */
export const billingSchemas = {
  plans: { response: plansResponseSchema },
  createSession: { body: createSessionRequestSchema, response: urlResponseSchema },
  webhook: { response: webhookResponseSchema },
  subscription: { response: subscriptionStateSchema },
  manage: { response: manageResponseSchema },
  cancel: { body: cancelRequestSchema, response: cancelResponseSchema },
  forceSync: { response: subscriptionStateSchema },
  portal: { response: urlResponseSchema },
} satisfies GroupSchemas<typeof billingEndpoints>;
