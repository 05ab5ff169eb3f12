import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaidPlanId } from '@trousse/contracts/api/billing/schemas';
import { endpoints } from '@trousse/contracts/api/endpoints';

import { useAccountId } from '../../../entities/session/session-context';
import { apiCall } from '../../../lib/api-client';
import { currentDeviceInfo } from '../../../lib/device-info';
import { endpointGroupKey, endpointQueryKey } from '../../../lib/api/query-keys';
import { quotaRefresher } from '../../../entities/quota/quota';

/** The plans and whether they can be bought here (public, the same for everyone). */
export function plansQueryOptions() {
  return queryOptions({
    queryKey: endpointQueryKey(endpoints.billing.plans),
    queryFn: ({ signal }) => apiCall(endpoints.billing.plans, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The account's subscription: under the account's key, dropped at logout. */
export function manageQueryOptions(accountId: string | null) {
  return queryOptions({
    queryKey: endpointQueryKey(endpoints.billing.manage, accountId),
    queryFn: ({ signal }) => apiCall(endpoints.billing.manage, {}, { signal }),
    staleTime: 0,
  });
}

export function useManage() {
  const accountId = useAccountId();
  return useQuery({ ...manageQueryOptions(accountId), enabled: accountId !== null });
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
  const accountId = useAccountId();
  return useMutation({
    mutationFn: (immediately: boolean) => apiCall(endpoints.billing.cancel, { body: { immediately } }),
    onSettled: async () => {
      void quotaRefresher(queryClient).refresh({ force: true });
      await queryClient.invalidateQueries({ queryKey: endpointGroupKey('billing', accountId) });
    },
  });
}

export function usePortal() {
  return useMutation({ mutationFn: () => apiCall(endpoints.billing.portal) });
}
