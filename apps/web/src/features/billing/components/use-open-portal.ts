import { errorCodes } from '@trousse/contracts/error-codes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/error-message';
import { usePortal } from '../api/billing-api';

/**
 * Opens the billing portal in a new tab: the tab is opened at once, in the click, so that no
 * popup blocker stops it, and pointed at the portal when its address comes. `error` says why it
 * failed ('Erreur lors de l'ouverture du portail de gestion', no billing account yet, or the
 * per-account limit).
 */
export function useOpenPortal() {
  const { t } = useTranslation();
  const portal = usePortal();
  const [error, setError] = useState<string | null>(null);

  const open = async () => {
    setError(null);
    const tab = window.open('about:blank', '_blank');
    try {
      const { url } = await portal.mutateAsync();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (caught) {
      tab?.close();
      // No billing account, or too many tries this minute: said as such; anything else is the spec's message.
      const told =
        isApiError(caught) &&
        (caught.code === errorCodes.noBillingAccount || caught.code === errorCodes.accountRateLimited);
      setError(told ? errorText(caught, t, t('messages.portalError')) : t('messages.portalError'));
    }
  };

  return { open, isPending: portal.isPending, error };
}
