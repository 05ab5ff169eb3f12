import { VALIDATION_CODE_LENGTH, VALIDATION_CODE_TTL_MINUTES } from '@trousse/contracts/auth-rules';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { Modal } from '../../../components/ui/modal';
import { useVerifyCode } from '../api/settings-api';
import { currentCodeRefusal } from '../lib/current-code-error';
import { CurrentCodeFields, useCurrentCodes } from './current-code-fields';

interface ValidationCodeDialogProps {
  purpose: 'set' | 'change';
  /** The address the code was mailed to. */
  email: string;
  userEmail: string;
  /** The account has two-factor: its code is asked too. */
  twoFactor: boolean;
  onDone: () => void;
  onClose: () => void;
}

/**
 * 'Code de validation': the 4 digits mailed to the recovery address confirm it (part 2 §5), sent
 * with the current access code on the keypad, and the second factor if on (DECISIONS §2).
 */
export function ValidationCodeDialog({
  purpose,
  email,
  userEmail,
  twoFactor,
  onDone,
  onClose,
}: ValidationCodeDialogProps) {
  const { t, i18n } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const codes = useCurrentCodes(twoFactor);
  const verify = useVerifyCode(purpose, userEmail);

  const fallback =
    purpose === 'set' ? t('settings.recovery.errors.saveError') : t('settings.recovery.errors.changeError');

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (verify.isPending) return;
    if (code.length !== VALIDATION_CODE_LENGTH) {
      setMessage(t('settings.recovery.errors.codeLength'));
      inputRef.current?.focus();
      return;
    }
    const missing = codes.check();
    if (missing) return setMessage(missing);
    setMessage(null);
    verify.mutate(
      { email, code, ...codes.body() },
      {
        onSuccess: onDone,
        onError: (error) => {
          const refusal = currentCodeRefusal(error, t, i18n.language, fallback);
          setMessage(refusal.message);
          codes.clearAfter(refusal.refused);
          // Neither the access code nor the second factor: the mailed code is what was refused.
          if (refusal.refused === 'other') inputRef.current?.select();
        },
      },
    );
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
        {/* The message is the whole form's (the current codes too): said under them, not here. */}
        <Field
          label={t('settings.recovery.codeLabel')}
          invalid={message !== null}
          describedBy={message ? errorId : undefined}
        >
          {(control) => (
            <input
              ref={inputRef}
              {...control}
              className="text-input text-input--code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VALIDATION_CODE_LENGTH}
              value={code}
              onChange={(event) => {
                // Only digits are kept (part 2 §5).
                setCode(event.target.value.replace(/\D/g, '').slice(0, VALIDATION_CODE_LENGTH));
                setMessage(null);
              }}
            />
          )}
        </Field>
        <CurrentCodeFields codes={codes} busy={verify.isPending} onSubmit={() => submit()} />
        {message && (
          <p id={errorId} className="form-message form-message--error" role="alert">
            {message}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={verify.isPending}>
          {verify.isPending
            ? t('settings.recovery.validating')
            : purpose === 'set'
              ? t('settings.recovery.confirmSet')
              : t('settings.recovery.confirmChange')}
        </button>
      </form>
    </Modal>
  );
}
