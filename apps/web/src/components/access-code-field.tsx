import { ACCESS_CODE_MAX_LENGTH } from '@trousse/contracts/auth-rules';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from './field';

/** What the access-code field keeps of what is typed or pasted: digits only, 8 at most. */
export function normaliseAccessCodeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, ACCESS_CODE_MAX_LENGTH);
}

interface AccessCodeFieldProps {
  value: string;
  /** Gets the value already cleaned up (`normaliseAccessCodeInput`). */
  onChange: (value: string) => void;
  /** The message under the field, or null while there is none. */
  error: string | null;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * 'Code d'accès actuel', typed in a masked field: the current access code that a sensitive
 * two-factor change (turning it on or off) asks for first (DECISIONS §2).
 */
export function AccessCodeField({ value, onChange, error, disabled, inputRef }: AccessCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <Field label={t('twoFactor.setup.confirmLabel')} error={error}>
      {(control) => (
        <input
          ref={inputRef}
          {...control}
          type="password"
          name="accessCode"
          className="text-input text-input--code"
          inputMode="numeric"
          autoComplete="current-password"
          maxLength={ACCESS_CODE_MAX_LENGTH}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(normaliseAccessCodeInput(event.target.value))}
        />
      )}
    </Field>
  );
}
