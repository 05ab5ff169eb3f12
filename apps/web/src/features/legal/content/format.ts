import { plans, type PlanType } from '@trousse/contracts/plans';

// French writing of the figures the legal texts take from the constants.

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** 499 → « 4,99 € ». */
export const formatEuros = (cents: number) => euros.format(cents / 100);
/** 99.5 → « 99,5 ». */
export const formatDecimal = (value: number) => decimal.format(value);

/** « Standard : 4,99 € TTC par mois, 200 générations par mois » — a plan as the terms state it. */
export function planLine(type: PlanType): string {
  const plan = plans[type];
  const price = plan.priceCents === 0 ? 'gratuit' : `${formatEuros(plan.priceCents)} TTC par mois`;
  const uses =
    plan.maxItems < 0
      ? 'générations illimitées'
      : `${plan.maxItems} générations par ${plan.period === 'day' ? 'jour' : 'mois'}`;
  return `${plan.name} : ${price}, ${uses}`;
}

/** What the page says of a publisher detail the operator has not configured. */
export const NOT_PROVIDED = "non communiqué par l'exploitant du site";

/** « 1 jour », « 30 jours »: a figure and its noun, agreed in number. */
export const count = (value: number, one: string, many: string) => `${value} ${value >= 2 ? many : one}`;
