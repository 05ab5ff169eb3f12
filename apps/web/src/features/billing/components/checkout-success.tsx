import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@trousse/contracts/endpoints';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { useIsAuthenticated } from '../../../hooks/use-is-authenticated';
import { apiCall } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useQuotaRefresher } from '../../../lib/quota/quota';
import { subscriptionQueryKey } from '../api/billing-api';

/** The banner stays this long, then the address goes back to '/' (part 2 §9). */
export const CHECKOUT_BANNER_MS = 5_000;
const POLL_MS = 1_000;
const POLL_TIMES = 20;

/**
 * Back from a payment (`/?checkout=success`): 'Paiement réussi' for 5 s. The address grants
 * nothing: the plan changes when Stripe's webhook lands, so the subscription is asked for a
 * short while and the quota counter reloads as soon as the paid plan is there.
 */
export function CheckoutSuccess() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isAuthenticated = useIsAuthenticated();
  const refresher = useQuotaRefresher();
  const [arrived] = useState(() => params.get('checkout') === 'success');
  const [bannerShown, setBannerShown] = useState(arrived);
  // The webhook has this long to land; then the counter reloads anyway.
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    if (!arrived) return;
    const id = window.setTimeout(() => setGaveUp(true), POLL_MS * POLL_TIMES);
    return () => window.clearTimeout(id);
  }, [arrived]);

  useEffect(() => {
    if (!arrived) return;
    const id = window.setTimeout(() => {
      setBannerShown(false);
      void navigate(paths.dashboard, { replace: true });
    }, CHECKOUT_BANNER_MS);
    return () => window.clearTimeout(id);
  }, [arrived, navigate]);

  const subscription = useQuery({
    queryKey: [...subscriptionQueryKey, 'after-checkout'],
    queryFn: ({ signal }) => apiCall(endpoints.billing.subscription, {}, { signal }),
    enabled: arrived && isAuthenticated && !gaveUp,
    // Asked again each second until the paid plan is there.
    refetchInterval: (query) =>
      query.state.data !== undefined && query.state.data.planType !== 'FREE' ? false : POLL_MS,
    retry: false,
  });
  const landed = subscription.data !== undefined && subscription.data.planType !== 'FREE';

  useEffect(() => {
    if (landed) void refresher.refresh({ force: true });
  }, [landed, refresher]);

  useEffect(() => {
    if (gaveUp && !landed) void refresher.refresh({ force: true });
  }, [gaveUp, landed, refresher]);

  if (!bannerShown) return null;
  return (
    <p className="form-message form-message--info checkout-success" role="status">
      <CircleCheck size={18} aria-hidden="true" /> {t('messages.checkoutSuccess')}
    </p>
  );
}
