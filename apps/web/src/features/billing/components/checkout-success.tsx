import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '../../../lib/paths';

/** The banner stays this long, then the address goes back to '/' (part 2 §9). */
export const CHECKOUT_BANNER_MS = 5_000;

/**
 * Back from a payment (`/?checkout=success`): 'Paiement réussi' for 5 s, then the address goes
 * back to '/'. The address grants nothing: the plan comes with Stripe's webhook, which the
 * checkout watch (checkout-watch.tsx, in the layout) waits for wherever the user goes.
 */
export function CheckoutSuccess() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [bannerShown, setBannerShown] = useState(true);

  useEffect(() => {
    const id = window.setTimeout(() => {
      setBannerShown(false);
      // Only the return address is cleaned. A user who has just left for another page is on
      // its address already while its code loads (this page stays shown meanwhile): sending
      // them back to '/' would undo their click.
      const here = new URL(window.location.href);
      if (here.pathname === paths.dashboard && here.searchParams.has('checkout'))
        void navigate(paths.dashboard, { replace: true });
    }, CHECKOUT_BANNER_MS);
    return () => window.clearTimeout(id);
  }, [navigate]);

  if (!bannerShown) return null;
  return (
    <p className="form-message form-message--info checkout-success" role="status">
      <CircleCheck size={18} aria-hidden="true" /> {t('messages.checkoutSuccess')}
    </p>
  );
}
