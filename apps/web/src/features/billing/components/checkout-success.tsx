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
