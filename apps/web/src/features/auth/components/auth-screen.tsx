import { messagesFr } from '@trousse/contracts/messages-fr';
import { useCallback, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { authApi } from '../api/auth-api';
import { DEFAULT_RESET_COOLDOWN_SECONDS, describeResetRequestError } from '../lib/auth-errors';
import { authFlowReducer, backTarget, initialAuthFlow } from '../lib/auth-flow';
import { EmailStep } from './email-step';
import { LoginStep } from './login-step';
import { RegisterConfirmStep, RegisterStep } from './register-steps';
import { ResetStep } from './reset-step';
import type { ResetEntry } from './reset-step';
import { FormMessage } from './step-layout';

/**
 * The sign-in screen: email → login or register → register-confirm, and reset-code from the
 * login. Mount it with `key={location.search}` so a new query string starts a new flow.
 */
export function AuthScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [state, dispatch] = useReducer(authFlowReducer, searchParams, initialAuthFlow);
  const [resetEntry, setResetEntry] = useState<ResetEntry | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const goBack = useCallback(() => {
    setNotice(null);
    const target = backTarget(state);
    if (target.type === 'navigate') void navigate(target.to);
    else dispatch({ type: 'back' });
  }, [navigate, state]);

  /**
   * Login, or a reset, answered `requires2FA`: no token was stored.
   * TODO(2FA issue): open the two-factor verification modal here (success → '/', cancel →
   * the email step); until then a notice says the step is not available yet.
   */
  const onRequires2FA = useCallback(
    (email: string) => {
      void email;
      setNotice(t('auth.twoFactorPending'));
    },
    [t],
  );

  /** Social sign-in finishes (TODO(OAuth issue): create-code / link, then cleanup and '/'). */
  const oauthPending = useCallback(async () => {
    setNotice(t('auth.oauthPending', { provider: state.oauth?.provider ?? '' }));
  }, [state.oauth, t]);

  /** 'Code oublié ?': request-reset, then reset-code (also on a cooldown, with its timer). */
  const startReset = useCallback(async (): Promise<string | null> => {
    try {
      const answer = await authApi.requestReset(state.email);
      setResetEntry({
        notice: answer.message ?? messagesFr.resetSent,
        cooldownUntil: null,
        resendAt: Date.now() + DEFAULT_RESET_COOLDOWN_SECONDS * 1000,
      });
    } catch (caught) {
      const failure = describeResetRequestError(caught);
      if (failure.kind !== 'cooldown') return failure.message;
      setResetEntry({
        notice: failure.message,
        cooldownUntil: Date.now() + failure.seconds * 1000,
        resendAt: null,
      });
    }
    dispatch({ type: 'resetStarted' });
    return null;
  }, [state.email]);

  let step;
  switch (state.step) {
    case 'email':
      step = <EmailStep initialEmail={state.email} autoCheck={state.checkOnEntry} dispatch={dispatch} />;
      break;
    case 'login':
    case 'oauth-login':
      step = (
        <LoginStep
          key={state.step}
          state={state}
          dispatch={dispatch}
          onBack={goBack}
          onForgotCode={startReset}
          onRequires2FA={onRequires2FA}
          onOAuthLogin={oauthPending}
        />
      );
      break;
    case 'register':
    case 'oauth-create-code':
      step = <RegisterStep key={state.step} state={state} dispatch={dispatch} onBack={goBack} />;
      break;
    case 'register-confirm':
      step = (
        <RegisterConfirmStep
          state={state}
          dispatch={dispatch}
          onBack={goBack}
          onOAuthCreateCode={oauthPending}
        />
      );
      break;
    case 'reset-code':
      step = (
        <ResetStep
          email={state.email}
          entry={resetEntry ?? { notice: null, cooldownUntil: null, resendAt: null }}
          onBack={goBack}
          onRequires2FA={onRequires2FA}
        />
      );
      break;
  }

  return (
    <div className="auth-page">
      {notice && <FormMessage tone="info">{notice}</FormMessage>}
      {step}
      {state.step === 'email' && (
        <Link to="/" className="auth-page__home">
          {t('common.backToDashboard')}
        </Link>
      )}
    </div>
  );
}
