import type { PlanType } from '@trousse/contracts/plans';

const planNameKeys = {
  FREE: 'quota.plans.free',
  STANDARD: 'quota.plans.standard',
  PREMIUM: 'quota.plans.premium',
  INFINITY: 'quota.plans.infinity',
} as const satisfies Record<PlanType, string>;

/**
 * The catalogue key of a plan's name: shown in the reader's language rather than as an
 * answer's `planName`, which is French.
 */
export function planNameKey(planType: PlanType) {
  return planNameKeys[planType];
}
