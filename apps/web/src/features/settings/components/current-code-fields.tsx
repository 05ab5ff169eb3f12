import { ACCESS_CODE_PATTERN } from '@trousse/contracts/auth-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CodeKeypad } from '../../../components/code-keypad/code-keypad';
import type { RefusedCode } from '../lib/current-code-error';
import { SecondFactorInput, useSecondFactorInput } from './second-factor-input';

/**
 * The codes a sensitive change carries in its call (DECISIONS §2): the current access code, and
 * the app's or a recovery code when two-factor is on. `check()` says what is missing, or null.
 */
export function useCurrentCodes(twoFactor: boolean) {
  const { t } = useTranslation();
  const secondFactor = useSecondFactorInput();
  const [accessCode, setAccessCode] = useState('');

  const check = (): string | null => {
    if (!ACCESS_CODE_PATTERN.test(accessCode)) return t('settings.currentCode.required');
    return twoFactor ? secondFactor.check() : null;
  };
  const body = () => ({
    currentCode: accessCode,
    ...(twoFactor ? { twoFactorCode: secondFactor.code } : {}),
  });
  /**
   * After a refusal: the refused code is typed again. A second factor is spent once accepted,
   * even when something after it fails, so it is always typed again.
   */
  const clearAfter = (refused: RefusedCode) => {
    if (refused === 'access') setAccessCode('');
    secondFactor.setCode('');
    if (refused === 'twoFactor') secondFactor.inputRef.current?.focus();
  };

  return { twoFactor, accessCode, setAccessCode, secondFactor, check, body, clearAfter };
}

export type CurrentCodes = ReturnType<typeof useCurrentCodes>;

/**
 * The current access code on the sign-in keypad, then the second factor if on. The keypad's
 * 'Valider' goes on to the second factor, or sends (`onSubmit`) when there is none.
 */
export function CurrentCodeFields({
  codes,
  busy,
  onSubmit,
}: {
  codes: CurrentCodes;
  busy: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const label = t('settings.currentCode.label');
  return (
    <div className="settings-current-code">
      <p className="settings-code__step">{label}</p>
      <CodeKeypad
        label={label}
        value={codes.accessCode}
        onChange={codes.setAccessCode}
        onSubmit={() => (codes.twoFactor ? codes.secondFactor.inputRef.current?.focus() : onSubmit())}
        busy={busy}
      />
      {codes.twoFactor && (
        <>
          <p className="settings-code__step">{t('settings.currentCode.twoFactor')}</p>
          <SecondFactorInput state={codes.secondFactor} error={null} disabled={busy} />
        </>
      )}
    </div>
  );
}
