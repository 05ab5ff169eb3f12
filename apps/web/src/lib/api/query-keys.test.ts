import { endpoints } from '@trousse/contracts/api/endpoints';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { accountKey, endpointGroupKey, endpointQueryKey, isEndpointQueryKey } from './query-keys';

describe('endpointQueryKey', () => {
  it('keys a public endpoint by its group and name', () => {
    expect(endpointQueryKey(endpoints.billing.plans)).toEqual(['billing', 'plans']);
    expect(endpointQueryKey(endpoints.billing.plans, 'u1')).toEqual(['billing', 'plans']);
  });

  it('keys an endpoint that needs a session under the account, then the details', () => {
    expect(endpointQueryKey(endpoints.audit.list, 'u1', 2)).toEqual(['account', 'u1', 'audit', 'list', 2]);
    expect(endpointQueryKey(endpoints.billing.manage)).toEqual(['account', null, 'billing', 'manage']);
  });

  it('keys an optional-session endpoint under the account only when one is given', () => {
    expect(endpointQueryKey(endpoints.apps.list)).toEqual(['apps', 'list']);
    const history = endpointQueryKey(endpoints.consent.history, 'u1', 's');
    expect(history).toEqual(['account', 'u1', 'consent', 'history', 's']);
    expect(isEndpointQueryKey(history, endpoints.consent.history)).toBe(true);
    expect(
      isEndpointQueryKey(endpointQueryKey(endpoints.consent.history, null, 's'), endpoints.consent.history),
    ).toBe(true);
    expect(isEndpointQueryKey(history, endpoints.consent.export)).toBe(false);
  });

  it('keeps what is invalidated together under one prefix', async () => {
    const client = new QueryClient();
    const manage = endpointQueryKey(endpoints.billing.manage, 'u1');
    const subscription = endpointQueryKey(endpoints.billing.subscription, 'u1', 'after-checkout');
    const plans = endpointQueryKey(endpoints.billing.plans);
    for (const key of [manage, subscription, plans]) client.setQueryData(key, 1);
    await client.invalidateQueries({ queryKey: endpointGroupKey('billing', 'u1') });
    expect(client.getQueryState(manage)?.isInvalidated).toBe(true);
    expect(client.getQueryState(subscription)?.isInvalidated).toBe(true);
    expect(client.getQueryState(plans)?.isInvalidated).toBe(false);
    client.removeQueries({ queryKey: accountKey() });
    expect(client.getQueryData(manage)).toBeUndefined();
    expect(client.getQueryData(plans)).toBe(1);
  });
});
