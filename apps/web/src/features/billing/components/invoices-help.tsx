import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useOpenPortal } from './use-open-portal';

/** The settings' 'Factures': invoices live in the billing portal, opened in a new tab. */
export function InvoicesHelp() {
  const { t } = useTranslation();
  const portal = useOpenPortal();
  return (
    <>
      <p className="settings__text">{t('settings.invoices.body')}</p>
      {portal.error && (
        <p className="form-message form-message--error" role="alert">
          {portal.error}
        </p>
      )}
      <div className="settings-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={portal.isPending}
          onClick={() => void portal.open()}
        >
          <ExternalLink size={16} aria-hidden="true" />
          {portal.isPending ? t('settings.invoices.opening') : t('settings.invoices.open')}
        </button>
      </div>
    </>
  );
}
