import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SecondFactorField } from '../../../components/second-factor/second-factor-field';
import { secondFactorFormatProblem } from '../../../entities/two-factor/two-factor';
import type { SecondFactorMode } from '../../../entities/two-factor/two-factor';

/**
 * The second factor a sensitive change asks for when two-factor is on (DECISIONS §2): the app's
 * code or a recovery code. `check()` says the format problem in the user's language, or null.
 */
export function useSecondFactorInput() {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<SecondFactorMode>('app');
  const [code, setCode] = useState('');
  const check = (): string | null => {
    const problem = secondFactorFormatProblem(mode, code);
    if (problem === null) return null;
    inputRef.current?.focus();
    return problem === 'totp-format' ? t('messages2fa.codeFormat') : t('messages2fa.recoveryCodeFormat');
  };
  return { mode, setMode, code, setCode, inputRef, check };
}

export function SecondFactorInput({
  state,
  error,
  disabled,
}: {
  state: ReturnType<typeof useSecondFactorInput>;
  error: string | null;
  disabled: boolean;
}) {
  return (
    <SecondFactorField
      mode={state.mode}
      onModeChange={state.setMode}
      value={state.code}
      onChange={state.setCode}
      error={error}
      disabled={disabled}
      inputRef={state.inputRef}
    />
  );
}
