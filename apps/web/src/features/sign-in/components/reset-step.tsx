import { RESET_CODE_LENGTH } from '@trousse/contracts/auth-rules';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

import { useRequestReset, useValidateResetCode, useVerifyReset } from '../api/sign-in-mutations';
import {
  DEFAULT_RESET_COOLDOWN_SECONDS,
  describeResetCodeError,
  describeResetRequestError,
  describeVerifyResetError,
  RESET_INPUT_LOCK_MS,
} from '../../../entities/session/auth-errors';
import { isValidAccessCode, normaliseResetCodeInput } from '../lib/auth-flow';
import { loadFieldSchemas } from '../lib/auth-schemas';
import { clockWait } from '../../../lib/wait-display';
import { useCountdown } from '../../../hooks/use-countdown';
import { CodeKeypad } from '../../../components/code-keypad/code-keypad';
import { Field } from '../../../components/field';
import { WaitText } from './lock-notice';
import { FormMessage, StepLayout } from './step-layout';

/** How the reset-code step starts: after a sent code, or in the request cooldown. */
export interface ResetEntry {
  /** The server's answer to request-reset (shown as information). */
  notice: string | null;
  /** The server refused a new request (429): input blocked until then. */
  cooldownUntil: number | null;
  /** A code was just sent: 'Renvoyer un code' waits until then. */
  resendAt: number | null;
}

interface ResetStepProps {
  email: string;
  entry: ResetEntry;
  onBack: () => void;
  onRequires2FA: (email: string) => void;
}

type SubStep = 1 | 2 | 3;

interface Message {
  tone: 'error' | 'info';
  text: string;
}

/**
 * reset-code, in three sub-steps: 1. the 8-character temporary code (validate-reset-code);
 * 2. the new code; 3. its confirmation (verify-reset, which signs in). A request cooldown
 * blocks the input until it ends; any temporary-code error locks the input for 10 s.
 */
export function ResetStep({ email, entry, onBack, onRequires2FA }: ResetStepProps) {
  const { t } = useTranslation();
  const [subStep, setSubStep] = useState<SubStep>(1);
  const [resetCode, setResetCode] = useState('');
  const [newCode, setNewCode] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [message, setMessage] = useState<Message | null>(
    entry.notice ? { tone: 'info', text: entry.notice } : null,
  );
  const validation = useValidateResetCode();
  const verifyReset = useVerifyReset();
  const requestReset = useRequestReset();
  const busy = validation.isPending || verifyReset.isPending || requestReset.isPending;
  const [cooldownUntil, setCooldownUntil] = useState(entry.cooldownUntil);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const [resendAt, setResendAt] = useState(entry.resendAt);
  const inputRef = useRef<HTMLInputElement>(null);
  const subTitleRef = useRef<HTMLHeadingElement>(null);

  const cooldownLeft = useCountdown(cooldownUntil);
  const lockLeft = useCountdown(lockedUntil);
  const resendLeft = useCountdown(resendAt);
  const coolingDown = cooldownUntil !== null && cooldownLeft > 0;
  const lockedOut = lockedUntil !== null && lockLeft > 0;
  const inputBlocked = coolingDown || lockedOut;

  // Each sub-step announces itself by taking the focus on its title.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    subTitleRef.current?.focus();
  }, [subStep]);

  const restart = (text: string, lock: boolean) => {
    setResetCode('');
    setNewCode('');
    setConfirmation('');
    setSubStep(1);
    setMessage({ tone: 'error', text });
    if (lock) setLockedUntil(Date.now() + RESET_INPUT_LOCK_MS);
  };

  const validateResetCode = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (busy || inputBlocked || resetCode.length !== RESET_CODE_LENGTH) return;
    const schemas = await loadFieldSchemas(t).catch(() => null);
    if (!schemas) {
      setMessage({ tone: 'error', text: t('messages.serverConnectionError') });
      return;
    }
    const parsed = schemas.resetCodeSchema.safeParse(resetCode);
    if (!parsed.success) {
      setMessage({ tone: 'error', text: parsed.error.issues[0]?.message ?? t('messages.resetCodeLength') });
      return;
    }
    setMessage(null);
    try {
      await validation.mutateAsync({ email, resetCode: parsed.data });
      setResetCode(parsed.data);
      setSubStep(2);
    } catch (caught) {
      const failure = describeResetCodeError(caught, t);
      restart(failure.message, failure.lock);
    }
  };

  const chooseNewCode = async () => {
    if (!isValidAccessCode(newCode)) return;
    const schemas = await loadFieldSchemas(t).catch(() => null);
    if (!schemas) {
      setMessage({ tone: 'error', text: t('messages.serverConnectionError') });
      return;
    }
    const parsed = schemas.newAccessCodeSchema.safeParse(newCode);
    if (!parsed.success) {
      setNewCode('');
      setMessage({ tone: 'error', text: parsed.error.issues[0]?.message ?? t('messages.codeLength') });
      return;
    }
    setMessage(null);
    setSubStep(3);
  };

  const finish = async () => {
    if (busy || !isValidAccessCode(confirmation)) return;
    if (confirmation !== newCode) {
      setNewCode('');
      setConfirmation('');
      setSubStep(2);
      setMessage({ tone: 'error', text: t('messages.codesMismatch') });
      return;
    }
    setMessage(null);
    try {
      const result = await verifyReset.mutateAsync({
        email,
        resetCode,
        newCode,
        newCodeConfirmation: confirmation,
      });
      if (result.status === 'requires2FA') onRequires2FA(result.email);
      if (result.status === 'signed-in') toast.success(t('auth.reset.done'));
    } catch (caught) {
      const failure = describeVerifyResetError(caught, t);
      if (failure.kind === 'new-code') {
        setNewCode('');
        setConfirmation('');
        setSubStep(2);
        setMessage({ tone: 'error', text: failure.message });
      } else {
        restart(failure.message, failure.kind === 'reset-code');
      }
    }
  };

  const resend = async () => {
    if (busy || coolingDown) return;
    try {
      await requestReset.mutateAsync(email);
      setResetCode('');
      setSubStep(1);
      setMessage({ tone: 'info', text: t('messages.resetSent') });
      setResendAt(Date.now() + DEFAULT_RESET_COOLDOWN_SECONDS * 1000);
    } catch (caught) {
      const failure = describeResetRequestError(caught, t);
      if (failure.kind === 'cooldown') {
        setCooldownUntil(Date.now() + failure.seconds * 1000);
        setSubStep(1);
      }
      setMessage({ tone: failure.kind === 'cooldown' ? 'info' : 'error', text: failure.message });
    }
  };

  let body;
  if (subStep === 1) {
    body = (
      <form className="auth-form" noValidate onSubmit={(event) => void validateResetCode(event)}>
        <Field label={t('auth.reset.codeLabel')} hint={t('auth.reset.codeHint', { email })}>
          {(control) => (
            <input
              ref={inputRef}
              {...control}
              type="text"
              name="resetCode"
              className="text-input text-input--code"
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={RESET_CODE_LENGTH}
              disabled={inputBlocked}
              value={resetCode}
              onChange={(event) =>
                setResetCode(normaliseResetCodeInput(event.target.value, RESET_CODE_LENGTH))
              }
            />
          )}
        </Field>
        {coolingDown && <WaitText seconds={cooldownLeft} template="cooldown" />}
        {lockedOut && <p className="wait-text">{t('auth.reset.lockedFor', { seconds: lockLeft })}</p>}
        <button
          type="submit"
          className="button button--primary auth-form__submit"
          disabled={busy || inputBlocked || resetCode.length !== RESET_CODE_LENGTH}
        >
          {t('auth.keypad.submit')}
        </button>
        <button
          type="button"
          className="link-button"
          disabled={busy || coolingDown || resendLeft > 0}
          onClick={() => void resend()}
        >
          {t('auth.reset.resend')}
          {resendLeft > 0 && <span aria-hidden="true"> ({clockWait(resendLeft)})</span>}
        </button>
      </form>
    );
  } else if (subStep === 2) {
    body = (
      <CodeKeypad
        label={t('auth.reset.newCodeTitle')}
        value={newCode}
        onChange={(next) => {
          setNewCode(next);
          if (message?.tone === 'error') setMessage(null);
        }}
        onSubmit={() => void chooseNewCode()}
      />
    );
  } else {
    body = (
      <CodeKeypad
        label={t('auth.reset.confirmTitle')}
        value={confirmation}
        onChange={setConfirmation}
        onSubmit={() => void finish()}
        busy={busy}
      />
    );
  }

  const subTitle =
    subStep === 1
      ? t('auth.reset.codeTitle')
      : subStep === 2
        ? t('auth.reset.newCodeTitle')
        : t('auth.reset.confirmTitle');

  return (
    <StepLayout title={t('auth.reset.title')} onBack={onBack}>
      <p className="auth-card__progress">{t('auth.reset.progress', { step: subStep })}</p>
      <h2 ref={subTitleRef} tabIndex={-1} className="auth-card__subtitle">
        {subTitle}
      </h2>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      {body}
    </StepLayout>
  );
}
