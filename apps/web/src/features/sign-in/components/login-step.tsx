import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

import { describeLoginError } from '../../../entities/session/auth-errors';
import { isValidAccessCode, lockEnd } from '../lib/auth-flow';
import type { AuthFlowAction, AuthFlowState } from '../lib/auth-flow';
import { useCountdown } from '../../../hooks/use-countdown';
import { useLogin } from '../api/sign-in-mutations';
import { CodeKeypad } from '../../../components/code-keypad/code-keypad';
import { WaitText } from './lock-notice';
import { useProviderName } from './provider-name';
import { FormMessage, StepLayout } from './step-layout';

interface LoginStepProps {
  state: AuthFlowState;
  dispatch: (action: AuthFlowAction) => void;
  onBack: () => void;
  /** 'Code oublié ?': request-reset, then reset-code. Resolves with an error to show, if any. */
  onForgotCode: () => Promise<string | null>;
  /** The reset request is under way. */
  forgotPending: boolean;
  /** Login answered `requires2FA`: the second-factor step takes over. */
  onRequires2FA: (email: string) => void;
  /** oauth-login signed in: the code proved ownership and the social identity is linked. */
  onOAuthSignedIn: () => void;
}

interface LoginError {
  message: string;
  attemptsLeft?: number | undefined;
}

/** login (and oauth-login): the access code on the keypad, the lock, and 'Code oublié ?'. */
export function LoginStep({
  state,
  dispatch,
  onBack,
  onForgotCode,
  forgotPending,
  onRequires2FA,
  onOAuthSignedIn,
}: LoginStepProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const busy = login.isPending;
  const [code, setCode] = useState('');
  const [error, setError] = useState<LoginError | null>(null);
  const secondsLeft = useCountdown(state.lockedUntil);
  const locked = state.lockedUntil !== null && secondsLeft > 0;
  const isOAuth = state.step === 'oauth-login' && state.oauth !== null;

  const submit = async () => {
    if (busy || locked || !isValidAccessCode(code)) return;
    setError(null);
    try {
      const oauthToken = isOAuth ? state.oauth?.token : undefined;
      const result = await login.mutateAsync({ email: state.email, code, oauthToken });
      if (result.status === 'requires2FA') onRequires2FA(result.email);
      if (result.status === 'signed-in') {
        if (oauthToken) onOAuthSignedIn();
        else toast.success(t('auth.signedIn'));
      }
    } catch (caught) {
      const failure = describeLoginError(caught, t);
      setCode('');
      if (failure.kind === 'locked') {
        dispatch({ type: 'locked', until: lockEnd(Date.now(), failure.remainingTime) });
      } else {
        setError({
          message: failure.message,
          attemptsLeft: failure.kind === 'wrong-code' ? failure.remainingAttempts : undefined,
        });
      }
    }
  };

  const forgot = async () => {
    if (forgotPending) return;
    setError(null);
    const problem = await onForgotCode();
    if (problem) setError({ message: problem });
  };

  const provider = useProviderName(state.oauth?.provider);

  return (
    <StepLayout
      title={isOAuth ? t('auth.oauthLogin.title') : t('auth.login.title')}
      intro={
        isOAuth
          ? t('auth.oauthLogin.intro', { provider, email: state.email })
          : t('auth.login.intro', { email: state.email })
      }
      onBack={onBack}
    >
      {locked ? (
        <div className="auth-locked">
          <FormMessage tone="error">{t('messages.accountLocked')}</FormMessage>
          <WaitText seconds={secondsLeft} template="lock" />
        </div>
      ) : (
        error && (
          <FormMessage tone="error">
            <p>{error.message}</p>
            {error.attemptsLeft !== undefined && (
              <p>{t('auth.attemptsLeft', { count: error.attemptsLeft })}</p>
            )}
          </FormMessage>
        )
      )}
      <CodeKeypad
        label={t('auth.login.title')}
        value={code}
        onChange={setCode}
        onSubmit={() => void submit()}
        disabled={locked}
        busy={busy}
      />
      {!isOAuth && (
        <button
          type="button"
          className="link-button auth-card__forgot"
          disabled={forgotPending}
          onClick={() => void forgot()}
        >
          {t('auth.forgotCode')}
        </button>
      )}
    </StepLayout>
  );
}
