import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertListResponse, SystemAlert } from '@trousse/contracts/api/alerts/schemas';
import { endpoints } from '@trousse/contracts/api/endpoints';
import { useEffect, useMemo } from 'react';

import { useAccountId } from '../../../entities/session/session-context';
import { isApiError } from '../../../lib/api/api-error';
import { apiCall } from '../../../lib/api-client';
import { endpointQueryKey } from '../../../lib/api/query-keys';
import { ALERT_POLL_MS, AlertPollPolicy } from '../lib/alert-poll-policy';

const none: AlertListResponse = { alerts: [], hasActiveAlerts: false };
const clock = () => Date.now();

/**
 * One poll per audience and account, however many components show the alerts (the bell and its
 * dialog, say): one policy, so "never twice within 2 s" and "stop after 3 failures" hold for
 * the page, and one timer, started by the first component and stopped with the last.
 */
interface Poll {
  policy: AlertPollPolicy;
  users: number;
  timer?: ReturnType<typeof setInterval>;
}
const polls = new Map<string, Poll>();

function pollFor(key: string): Poll {
  let poll = polls.get(key);
  if (!poll) {
    poll = { policy: new AlertPollPolicy(clock), users: 0 };
    polls.set(key, poll);
  }
  return poll;
}

/** The policy the next check of `key` follows. */
const policyOf = (key: string) => pollFor(key).policy;

/**
 * A component showing the alerts of `key`: the first starts the 10 s timer, the last one gone
 * stops it and leaves a fresh policy, so that a new sign-in checks again after a stop.
 */
function joinPoll(key: string, check: () => void): () => void {
  const poll = pollFor(key);
  poll.users += 1;
  poll.timer ??= setInterval(() => {
    if (!poll.policy.stopped) check();
  }, ALERT_POLL_MS);
  return () => {
    poll.users -= 1;
    if (poll.users > 0) return;
    clearInterval(poll.timer);
    poll.timer = undefined;
    poll.policy = new AlertPollPolicy(clock);
  };
}

/**
 * The live system alerts, checked every 10 s by the rules of part 2 §4 (AlertPollPolicy): a
 * visitor's through /alerts/global, a signed-in user's through /alerts/active (kept under the
 * account's key, so a sign-out drops them). A failed check is only logged: the last alerts stay.
 */
export function useSystemAlerts(): SystemAlert[] {
  const accountId = useAccountId();
  const isAuthenticated = accountId !== null;
  const queryClient = useQueryClient();
  const endpoint = isAuthenticated ? endpoints.alerts.active : endpoints.alerts.global;
  const queryKey = useMemo(() => endpointQueryKey(endpoint, accountId), [endpoint, accountId]);
  const pollKey = queryKey.join('/');

  const { data } = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const previous = queryClient.getQueryData<AlertListResponse>(queryKey) ?? none;
      const policy = policyOf(pollKey);
      if (!policy.take(document.visibilityState === 'hidden')) return previous;
      try {
        const answer = await apiCall(endpoint, {}, { signal });
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
  useEffect(
    () =>
      joinPoll(pollKey, () => {
        void queryClient.refetchQueries({ queryKey, exact: true }, { cancelRefetch: false });
      }),
    [pollKey, queryClient, queryKey],
  );

  return data?.alerts ?? none.alerts;
}
