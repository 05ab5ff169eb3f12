import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../field';
import { normaliseSecondFactorInput } from '../../entities/two-factor/two-factor';
import type { SecondFactorMode } from '../../entities/two-factor/two-factor';

import './second-factor.css';

interface SecondFactorFieldProps {
  mode: SecondFactorMode;
  /** Omit to offer the app code only (e.g. renewing the recovery codes). */
  onModeChange?: (mode: SecondFactorMode) => void;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field (format problem or server answer), or null. */
  error: string | null;
  disabled?: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The code of a two-factor dialog: the 'Code de l'application' / 'Code de récupération'
 * toggle (aria-pressed), then the field of the chosen kind, which keeps only what that kind
 * allows (6 digits; or 4 to 8 letters and digits, upper-cased as typed).
 */
export function SecondFactorField({
  mode,
  onModeChange,
  value,
  onChange,
  error,
  disabled = false,
  inputRef,
}: SecondFactorFieldProps) {
  const { t } = useTranslation();
  const isApp = mode === 'app';

  const choose = (next: SecondFactorMode) => {
    if (next === mode || !onModeChange) return;
    onModeChange(next);
    onChange('');
    // The field of the other kind replaces this one: keep the focus on the toggle just pressed.
  };

  return (
    <div className="second-factor">
      {onModeChange && (
        <div className="segmented second-factor__modes" role="group" aria-label={t('twoFactor.modeLabel')}>
          <button
            type="button"
            className="segmented__button"
            aria-pressed={isApp}
            disabled={disabled}
            onClick={() => choose('app')}
          >
            {t('twoFactor.appCode')}
          </button>
          <button
            type="button"
            className="segmented__button"
            aria-pressed={!isApp}
            disabled={disabled}
            onClick={() => choose('recovery')}
          >
            {t('twoFactor.recoveryCode')}
          </button>
        </div>
      )}
      <Field
        label={isApp ? t('twoFactor.codeLabel') : t('twoFactor.recoveryLabel')}
        hint={isApp ? t('twoFactor.codeHint') : t('twoFactor.recoveryHint')}
        error={error}
      >
        {(control) => (
          // No maxLength: a pasted "123 456" or "ABCD-EFGH" is cleaned up, not cut short.
          <input
            // A new element per kind: the browser's one-time-code help and the value start afresh.
            key={mode}
            ref={inputRef}
            {...control}
            type="text"
            name={isApp ? 'totp' : 'recoveryCode'}
            className="text-input text-input--code"
            inputMode={isApp ? 'numeric' : 'text'}
            autoComplete={isApp ? 'one-time-code' : 'off'}
            autoCapitalize={isApp ? 'off' : 'characters'}
            autoCorrect="off"
            spellCheck={false}
            disabled={disabled}
            value={value}
            onChange={(event) => onChange(normaliseSecondFactorInput(mode, event.target.value))}
          />
        )}
      </Field>
    </div>
  );
}
