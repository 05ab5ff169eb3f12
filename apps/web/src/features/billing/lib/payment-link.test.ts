import { errorCodes } from '@trousse/contracts/error-codes';
import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../lib/api/api-error';
import { fallsBackToLink, paymentLinkFor } from './payment-link';

const account = { id: '2f0c8c1e-7d7e-4c55-9d1b-3a4f5e6d7c8b', email: 'jo+test@exemple.fr' };

describe('paymentLinkFor', () => {
  it("adds the account's id and address to the link, encoded, keeping what the link had", () => {
    const url = new URL(paymentLinkFor('https://buy.stripe.com/test_abc?locale=fr', account));
    expect(url.origin + url.pathname).toBe('https://buy.stripe.com/test_abc');
    expect(url.searchParams.get('locale')).toBe('fr');
    expect(url.searchParams.get('client_reference_id')).toBe(account.id);
    expect(url.searchParams.get('prefilled_email')).toBe('jo+test@exemple.fr');
    expect(url.search).toContain('prefilled_email=jo%2Btest%40exemple.fr');
  });

  it('replaces an account id the link already carried', () => {
    const url = new URL(paymentLinkFor('https://buy.stripe.com/x?client_reference_id=someone', account));
    expect(url.searchParams.getAll('client_reference_id')).toEqual([account.id]);
  });
});

describe('fallsBackToLink', () => {
  const down = new ApiError(503, 'down', errorCodes.paymentProviderFailed);
  it('falls back when the payment provider fails or cannot be reached, for an account without subscription', () => {
    expect(fallsBackToLink(down, false)).toBe(true);
    expect(fallsBackToLink(new ApiError(0, 'network'), false)).toBe(true);
    expect(fallsBackToLink(new ApiError(503, 'off', errorCodes.billingUnavailable), false)).toBe(true);
    expect(fallsBackToLink(new Error('boom'), false)).toBe(true);
  });

  it('never for a subscriber, nor for a refusal the user must read', () => {
    expect(fallsBackToLink(down, true)).toBe(false);
    expect(fallsBackToLink(new ApiError(429, 'limit', errorCodes.accountRateLimited), false)).toBe(false);
    expect(fallsBackToLink(new ApiError(409, 'held', errorCodes.planAlreadyActive), false)).toBe(false);
    expect(fallsBackToLink(new ApiError(401, 'signed out', errorCodes.unauthenticated), false)).toBe(false);
  });
});
