import type { User } from '@trousse/contracts/auth';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/ui/modal';
import { twoFactorApi } from '../api/two-factor-api';
import { describeTwoFactorError, secondFactorFormatProblem } from '../lib/two-factor';
import type { SecondFactorMode, TwoFactorFailure } from '../lib/two-factor';
import { useCountdown } from '../lib/use-countdown';
import { sessionStore } from '../session/session';
import { SecondFactorField } from './second-factor-field';
import { useTwoFactorMessages } from './use-two-factor-messages';

export interface TwoFactorLoginDialogProps {
  /** The account that passed the access-code step. */
  email: string;
  /** Signed in (token stored, session filled). */
  onSuccess: (user: User) => void;
  /** 'Annuler', the close button or Escape. */
  onCancel: () => void;
  /** The proof of the code step expired: the message to show at the email step. */
  onStepExpired: (message: string) => void;
}

/**
 * The second step of a sign-in (login, reset, social sign-in): an app code or a recovery
 * code, checked by POST /auth/2fa/verify-login from the client that passed the first step.
 */
export function TwoFactorLoginDialog({
  email,
  onSuccess,
  onCancel,
  onStepExpired,
}: TwoFactorLoginDialogProps) {
  const { t } = useTranslation();
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

  const fail = (failure: TwoFactorFailure) => {
    if (failure.kind === 'step-expired') {
      onStepExpired(failureText(failure));
      return;
    }
    setBlockedUntil(failure.kind === 'blocked' ? failure.blockedUntil : null);
    setError(failureText(failure));
    setCode('');
    setFocusRequest((value) => value + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
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
      const response = await twoFactorApi.verifyLogin(email, code);
      const user = sessionStore.completeTwoFactorLogin(response);
      onSuccess(user);
    } catch (caught) {
      setBusy(false);
      fail(describeTwoFactorError(caught, Date.now()));
    }
  };

  return (
    <Modal
      title={t('twoFactor.login.title')}
      description={<p>{t('twoFactor.login.intro', { email })}</p>}
      onDismiss={onCancel}
      initialFocus={inputRef}
      busy={busy}
    >
      <form className="dialog__form" noValidate onSubmit={(event) => void submit(event)}>
        <SecondFactorField
          mode={mode}
          onModeChange={(next) => {
            setMode(next);
            setError(blocked ? error : null);
          }}
          value={code}
          onChange={(next) => {
            setCode(next);
            if (!blocked) setError(null);
          }}
          error={error}
          disabled={busy || blocked}
          inputRef={inputRef}
        />
        <div className="dialog__actions dialog__actions--end">
          <button type="button" className="button button--secondary" disabled={busy} onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={busy || blocked}
            aria-busy={busy}
          >
            {t('twoFactor.verify')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
