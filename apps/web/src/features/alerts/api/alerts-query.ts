import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertListResponse, SystemAlert } from '@trousse/contracts/support';
import { endpoints } from '@trousse/contracts/endpoints';
import { useEffect, useMemo } from 'react';

import { useSession } from '../../../hooks/session-context';
import { isApiError } from '../../../lib/api/api-error';
import { apiCall } from '../../../lib/api-client';
import { accountQueryKey } from '../../../lib/query-keys';
import { ALERT_POLL_MS, AlertPollPolicy } from '../lib/alert-poll-policy';

const none: AlertListResponse = { alerts: [], hasActiveAlerts: false };
const clock = () => Date.now();

/**
 * The live system alerts, checked every 10 s by the rules of part 2 §4 (AlertPollPolicy): a
 * visitor's through /alerts/global, a signed-in user's through /alerts/active (kept under the
 * account's key, so a sign-out drops them). A failed check is only logged: the last alerts stay.
 */
export function useSystemAlerts(): SystemAlert[] {
  const { isAuthenticated, user } = useSession();
  const queryClient = useQueryClient();
  const queryKey = useMemo(
    () => (isAuthenticated ? [...accountQueryKey, 'alerts', user?.id ?? ''] : ['alerts', 'global']),
    [isAuthenticated, user?.id],
  );
  // One policy per audience and account: a new sign-in checks again even after a stop.
  const policyKey = queryKey.join('/');
  // Made in the same render as the new key: the first check under a new key must not meet the
  // previous audience's 2 s gap (a sign-in right after the visitor's check showed no alerts).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is what makes a new policy
  const policy = useMemo(() => new AlertPollPolicy(clock), [policyKey]);

  const { data, refetch } = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const previous = queryClient.getQueryData<AlertListResponse>(queryKey) ?? none;
      if (!policy.take(document.visibilityState === 'hidden')) return previous;
      try {
        const answer = await apiCall(
          isAuthenticated ? endpoints.alerts.active : endpoints.alerts.global,
          {},
          {
            signal,
          },
        );
        policy.succeeded();
        return answer;
      } catch (error) {
        policy.failed(isApiError(error) ? error.status : 0);
        console.warn('The alerts could not be checked', error);
        return previous;
      }
    },
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: ALERT_POLL_MS,
  });

  // A check every 10 s counted from the first one, whatever each answer's delay: TanStack's own
  // refetchInterval restarts when an answer arrives, which stretches the period by the latency.
  // The policy skips hidden pages itself, without counting them as calls.
  useEffect(() => {
    const timer = setInterval(() => {
      if (policy.stopped) clearInterval(timer);
      else void refetch({ cancelRefetch: false });
    }, ALERT_POLL_MS);
    return () => clearInterval(timer);
  }, [policy, refetch]);
  return data?.alerts ?? none.alerts;
}
