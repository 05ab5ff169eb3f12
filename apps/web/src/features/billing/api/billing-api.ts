import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaidPlanId } from '@trousse/contracts/billing';
import { endpoints } from '@trousse/contracts/endpoints';

import { useIsAuthenticated } from '../../../hooks/use-is-authenticated';
import { apiCall } from '../../../lib/api-client';
import { currentDeviceInfo } from '../../../lib/device-info';
import { accountQueryKey } from '../../../lib/query-keys';
import { quotaRefresher } from '../../../lib/quota/quota';

/** The plans and whether they can be bought here (public, the same for everyone). */
export function plansQueryOptions() {
  return queryOptions({
    queryKey: ['billing', 'plans'] as const,
    queryFn: ({ signal }) => apiCall(endpoints.billing.plans, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The account's subscription: under the account's key, dropped at logout. */
export const manageQueryKey = [...accountQueryKey, 'billing', 'manage'] as const;
export const subscriptionQueryKey = [...accountQueryKey, 'billing', 'subscription'] as const;

export function manageQueryOptions() {
  return queryOptions({
    queryKey: manageQueryKey,
    queryFn: ({ signal }) => apiCall(endpoints.billing.manage, {}, { signal }),
    staleTime: 0,
  });
}

export function useManage() {
  const isAuthenticated = useIsAuthenticated();
  return useQuery({ ...manageQueryOptions(), enabled: isAuthenticated });
}

/** Starts paying for a plan; resolves with the page to go to (Stripe's checkout, or back home). */
export function useCreateSession() {
  return useMutation({
    mutationFn: (planId: PaidPlanId) =>
      apiCall(endpoints.billing.createSession, {
        body: { planId, cgvAccepted: true, deviceFingerprint: currentDeviceInfo().fingerprint },
      }),
  });
}

/**
 * Cancels at the period's end, or withdraws; the dialog's data reload after, and the counter
 * too (a withdrawal ends the plan at once).
 */
export function useCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (immediately: boolean) => apiCall(endpoints.billing.cancel, { body: { immediately } }),
    onSettled: async () => {
      void quotaRefresher(queryClient).refresh({ force: true });
      await queryClient.invalidateQueries({ queryKey: [...accountQueryKey, 'billing'] });
    },
  });
}

export function usePortal() {
  return useMutation({ mutationFn: () => apiCall(endpoints.billing.portal) });
}
