import { ExternalLink } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../lib/paths';

interface TermsDialogProps {
  planName: string;
  busy: boolean;
  error: string | null;
  onAccept: () => void;
  onCancel: () => void;
}

/**
 * 'Conditions générales de vente': before any payment, the terms of sale must be accepted (the
 * acceptance is kept as proof on the server); 'Continuer vers le paiement' waits for the tick.
 * The terms themselves open in a new tab, so that the dialog — and the focus in it — stays.
 */
export function TermsDialog({ planName, busy, error, onAccept, onCancel }: TermsDialogProps) {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(false);
  const checkboxRef = useRef<HTMLInputElement>(null);
  const checkboxId = useId();

  return (
    <Modal title={t('billing.terms.title')} onDismiss={onCancel} initialFocus={checkboxRef} busy={busy}>
      <form
        className="dialog__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (accepted && !busy) onAccept();
        }}
      >
        <p>{t('billing.terms.intro', { plan: planName })}</p>
        <p>
          <a className="terms-link" href={paths.cgv} target="_blank" rel="noopener">
            {t('billing.terms.read')} <ExternalLink size={14} aria-hidden="true" />
          </a>
        </p>
        <div className="terms-check">
          <input
            ref={checkboxRef}
            id={checkboxId}
            type="checkbox"
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
          />
          <label htmlFor={checkboxId}>{t('billing.terms.accept')}</label>
        </div>
        {error && (
          <p className="form-message form-message--error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={!accepted || busy}
            aria-busy={busy}
          >
            {busy ? t('billing.terms.redirecting') : t('billing.terms.continue')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
