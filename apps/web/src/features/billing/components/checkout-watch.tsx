import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@trousse/contracts/api/endpoints';
import { useEffect, useState } from 'react';

import { useAccountId } from '../../../entities/session/session-context';
import { apiCall } from '../../../lib/api-client';
import { endpointGroupKey, endpointQueryKey } from '../../../lib/api/query-keys';
import { useQuotaRefresher } from '../../../entities/quota/quota';

/** Asked every second for 20 s (part 2 §4): Stripe's webhook usually lands within that. */
export const CHECKOUT_POLL_MS = 1_000;
export const CHECKOUT_WATCH_MS = 20_000;

/**
 * After a checkout, waits for the paid plan wherever the user goes (the layout holds it, not the
 * dashboard, whose address changes after 5 s): the subscription is asked for every second for
 * 20 s; the moment a paid plan is there, the header's counter reloads; if none came, the
 * subscription is read at Stripe once (force-sync) and the counter reloads with what it found.
 * `onDone` then ends the watch.
 */
export function CheckoutWatch({ onDone }: { onDone: () => void }) {
  const accountId = useAccountId();
  const isAuthenticated = accountId !== null;
  const refresher = useQuotaRefresher();
  const queryClient = useQueryClient();
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    const id = window.setTimeout(() => setTimedOut(true), CHECKOUT_WATCH_MS);
    return () => window.clearTimeout(id);
  }, []);

  const subscription = useQuery({
    queryKey: endpointQueryKey(endpoints.billing.subscription, accountId, 'after-checkout'),
    queryFn: ({ signal }) => apiCall(endpoints.billing.subscription, {}, { signal }),
    enabled: isAuthenticated && !timedOut,
    refetchInterval: (query) =>
      query.state.data !== undefined && query.state.data.planType !== 'FREE' ? false : CHECKOUT_POLL_MS,
    // The watch goes on in a tab left in the background: the payment is what the user waits for.
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });
  const landed = subscription.data !== undefined && subscription.data.planType !== 'FREE';

  const forceSync = useMutation({
    mutationFn: () => apiCall(endpoints.billing.forceSync),
  });
  const syncIdle = forceSync.isIdle;
  const syncSettled = forceSync.isSuccess || forceSync.isError;
  const { mutate: sync } = forceSync;

  // The plan is there: the counter shows it now, and the billing screens read it afresh.
  useEffect(() => {
    if (!landed) return;
    void refresher.refresh({ force: true });
    void queryClient.invalidateQueries({ queryKey: endpointGroupKey('billing', accountId) });
    onDone();
  }, [landed, refresher, queryClient, accountId, onDone]);

  // 20 s without it: Stripe is read once, then the counter shows whatever the plan is. Signed
  // out meanwhile: there is no one to watch for.
  useEffect(() => {
    if (!timedOut || landed || !syncIdle) return;
    if (isAuthenticated) sync();
    else onDone();
  }, [timedOut, landed, isAuthenticated, syncIdle, sync, onDone]);

  useEffect(() => {
    if (!syncSettled) return;
    void refresher.refresh({ force: true });
    void queryClient.invalidateQueries({ queryKey: endpointGroupKey('billing', accountId) });
    onDone();
  }, [syncSettled, refresher, queryClient, accountId, onDone]);

  return null;
}
