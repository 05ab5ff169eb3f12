import { errorCodes } from '@trousse/contracts/error-codes';

import { isApiError } from '../../../lib/api/api-error';

/**
 * A plan's payment link as the app opens it: with the account's id (`client_reference_id`, which
 * the webhook maps to the account, so that the payer gets the plan) and its address filled in.
 */
export function paymentLinkFor(link: string, account: { id: string; email: string }): string {
  const url = new URL(link);
  url.searchParams.set('client_reference_id', account.id);
  url.searchParams.set('prefilled_email', account.email);
  return url.toString();
}

/**
 * Whether a failed checkout falls back to the plan's payment link: only when the payment
 * provider failed (no answer, a 5xx, billing unavailable) — never for a refusal the user must
 * read (a limit, a plan already held) — and never for an account that already has a
 * subscription, which a link would double with a second one the app neither sees nor cancels.
 */
export function fallsBackToLink(error: unknown, subscribed: boolean): boolean {
  if (subscribed) return false;
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500 || error.code === errorCodes.billingUnavailable;
}
