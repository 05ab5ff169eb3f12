import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/ui/modal';
import { currentCodeRefusal } from '../lib/current-code-error';
import { CurrentCodeFields, useCurrentCodes } from './current-code-fields';

interface CurrentCodeDialogProps {
  title: string;
  /** What the step does, read with the title. */
  intro: string;
  confirmLabel: string;
  twoFactor: boolean;
  /** Sends the call with the codes; the callbacks say how it ended. */
  send: (
    codes: { currentCode: string; twoFactorCode?: string },
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  pending: boolean;
  /** Said when a refusal has no message of its own. */
  fallback: string;
  onDone: () => void;
  onClose: () => void;
}

/**
 * A sensitive step of the recovery email (asking for a change, cancelling it) confirmed by the
 * current access code on the keypad, and the second factor if on (DECISIONS §2).
 */
export function CurrentCodeDialog({
  title,
  intro,
  confirmLabel,
  twoFactor,
  send,
  pending,
  fallback,
  onDone,
  onClose,
}: CurrentCodeDialogProps) {
  const { t, i18n } = useTranslation();
  const codes = useCurrentCodes(twoFactor);
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    const missing = codes.check();
    if (missing) return setMessage(missing);
    setMessage(null);
    send(codes.body(), {
      onSuccess: onDone,
      onError: (error) => {
        const refusal = currentCodeRefusal(error, t, i18n.language, fallback);
        setMessage(refusal.message);
        codes.clearAfter(refusal.refused);
      },
    });
  };

  return (
    <Modal title={title} description={<p>{intro}</p>} onDismiss={onClose} busy={pending}>
      <form className="settings-form" noValidate onSubmit={submit}>
        <CurrentCodeFields codes={codes} busy={pending} onSubmit={() => submit()} />
        {message && (
          <p className="form-message form-message--error" role="alert">
            {message}
          </p>
        )}
        <div className="settings-actions">
          <button type="button" className="button button--secondary" disabled={pending} onClick={onClose}>
            {t('settings.currentCode.back')}
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
