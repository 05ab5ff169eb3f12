// The plans (spec part 1 §9, part 2 §9), as plain values: shared by the server, the header's
// quota counter and the upgrade page. No zod here, so eagerly loaded browser code can use it.

export const planTypes = ['FREE', 'STANDARD', 'PREMIUM', 'INFINITY'] as const;
export type PlanType = (typeof planTypes)[number];

export interface Plan {
  type: PlanType;
  /** The French name shown to users. */
  name: string;
  /** Monthly price in euro cents, taxes included. */
  priceCents: number;
  /** Generations per period; -1 means unlimited. */
  maxItems: number;
  /** Lists the plan allows; -1 means unlimited. */
  maxLists: number;
  /** FREE counts per calendar day (Europe/Paris); paid plans per billing period. */
  period: 'day' | 'billing-period';
  /** The plan the upgrade page marks as the popular one. */
  popular: boolean;
}

export const plans: Record<PlanType, Plan> = {
  FREE: {
    type: 'FREE',
    name: 'Gratuit',
    priceCents: 0,
    maxItems: 3,
    maxLists: 2,
    period: 'day',
    popular: false,
  },
  STANDARD: {
    type: 'STANDARD',
    name: 'Standard',
    priceCents: 499,
    maxItems: 200,
    maxLists: 10,
    period: 'billing-period',
    popular: false,
  },
  PREMIUM: {
    type: 'PREMIUM',
    name: 'Premium',
    priceCents: 999,
    maxItems: 700,
    maxLists: 50,
    period: 'billing-period',
    popular: true,
  },
  INFINITY: {
    type: 'INFINITY',
    name: 'Infinity',
    priceCents: 1499,
    maxItems: -1,
    maxLists: -1,
    period: 'billing-period',
    popular: false,
  },
};

export const UNLIMITED = -1;

export function isPlanType(value: string): value is PlanType {
  return (planTypes as readonly string[]).includes(value);
}
