import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';

import { describeTwoFactorError, secondFactorFormatProblem } from '../../entities/two-factor/two-factor';
import type { SecondFactorMode } from '../../entities/two-factor/two-factor';
import { useCountdown } from '../../hooks/use-countdown';
import { useTwoFactorMessages } from './use-two-factor-messages';

interface SecondFactorFormOptions {
  /** The dialog closes on a success: the form stays busy until it is gone. */
  keepBusyOnSuccess?: boolean;
  /** The proof of the sign-in's first step expired: its message goes there, not under the field. */
  onStepExpired?: (message: string) => void;
}

/**
 * The state of a two-factor code form (kind of code, code, message, busy, block) and its
 * submission: the format is checked before anything is sent.
 */
export function useSecondFactorForm({
  keepBusyOnSuccess = false,
  onStepExpired,
}: SecondFactorFormOptions = {}) {
  const { failureText, formatText } = useTwoFactorMessages();
  const [mode, setMode] = useState<SecondFactorMode>('app');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [blockedUntil, setBlockedUntil] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const blockLeft = useCountdown(blockedUntil);
  const blocked = blockedUntil !== null && blockLeft > 0;
  // After a failure the field takes the focus back, once it is enabled again.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) inputRef.current?.focus();
  }, [focusRequest, blocked]);

  /** A refusal: its message under the field (and the block, if any); the field emptied, focused. */
  const fail = (caught: unknown) => {
    const failure = describeTwoFactorError(caught, Date.now());
    if (failure.kind === 'step-expired' && onStepExpired) {
      onStepExpired(failureText(failure));
      return;
    }
    setBlockedUntil(failure.kind === 'blocked' ? failure.blockedUntil : null);
    setError(failureText(failure));
    setCode('');
    setFocusRequest((value) => value + 1);
  };

  /**
   * `send` gets the code once its format is right, and does what follows a success; when it
   * rejects, the refusal shows under the field.
   */
  const submit = async (event: FormEvent<HTMLFormElement>, send: (code: string) => Promise<void>) => {
    event.preventDefault();
    if (busy || blocked) return;
    const problem = secondFactorFormatProblem(mode, code);
    if (problem) {
      setError(formatText(problem));
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await send(code);
      if (!keepBusyOnSuccess) setBusy(false);
    } catch (caught) {
      setBusy(false);
      fail(caught);
    }
  };

  return { mode, setMode, code, setCode, error, setError, busy, blocked, inputRef, submit };
}

export type SecondFactorFormState = ReturnType<typeof useSecondFactorForm>;
