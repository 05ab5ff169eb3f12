import { VALIDATION_CODE_LENGTH, VALIDATION_CODE_TTL_MINUTES } from '@trousse/contracts/auth-rules';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/error-message';
import { useVerifyCode } from '../api/settings-api';

interface ValidationCodeDialogProps {
  purpose: 'set' | 'change';
  /** The address the code was mailed to. */
  email: string;
  userEmail: string;
  onDone: () => void;
  onClose: () => void;
}

/** 'Code de validation': the 4 digits mailed to the recovery address confirm it (part 2 §5). */
export function ValidationCodeDialog({
  purpose,
  email,
  userEmail,
  onDone,
  onClose,
}: ValidationCodeDialogProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const verify = useVerifyCode(purpose, userEmail);

  const fallback =
    purpose === 'set' ? t('settings.recovery.errors.saveError') : t('settings.recovery.errors.changeError');
  const message = invalid ?? (verify.error ? errorText(verify.error, t, fallback) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    if (code.length !== VALIDATION_CODE_LENGTH) {
      setInvalid(t('settings.recovery.errors.codeLength'));
      inputRef.current?.focus();
      return;
    }
    setInvalid(null);
    verify.mutate({ email, code }, { onSuccess: onDone, onError: () => inputRef.current?.select() });
  };

  return (
    <Modal
      title={t('settings.recovery.codeTitle')}
      description={t('settings.recovery.codeIntro', { email, minutes: VALIDATION_CODE_TTL_MINUTES })}
      onDismiss={onClose}
      initialFocus={inputRef}
      busy={verify.isPending}
    >
      <form className="settings-form" noValidate onSubmit={submit}>
        <label htmlFor={fieldId} className="field-label">
          {t('settings.recovery.codeLabel')}
        </label>
        <input
          ref={inputRef}
          id={fieldId}
          className="text-input text-input--code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VALIDATION_CODE_LENGTH}
          value={code}
          aria-invalid={message !== null}
          aria-describedby={message ? errorId : undefined}
          onChange={(event) => {
            // Only digits are kept (part 2 §5).
            setCode(event.target.value.replace(/\D/g, '').slice(0, VALIDATION_CODE_LENGTH));
            setInvalid(null);
          }}
        />
        {message && (
          <p id={errorId} className="form-message form-message--error" role="alert">
            {message}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={verify.isPending}>
          {verify.isPending ? t('settings.recovery.validating') : t('settings.recovery.validate')}
        </button>
      </form>
    </Modal>
  );
}
