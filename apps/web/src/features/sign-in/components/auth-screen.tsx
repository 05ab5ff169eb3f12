import { lazy, Suspense, useCallback, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';

import { cleanupOAuthToken } from '../api/oauth-api';
import { useRequestReset } from '../api/sign-in-mutations';
import {
  DEFAULT_RESET_COOLDOWN_SECONDS,
  describeResetRequestError,
} from '../../../entities/session/auth-errors';
import { authFlowReducer, backTarget, initialAuthFlow } from '../lib/auth-flow';
import { EmailStep } from './email-step';
import { LoginStep } from './login-step';
import { RegisterConfirmStep, RegisterStep } from './register-steps';
import { ResetStep } from './reset-step';
import type { ResetEntry } from './reset-step';
import { FormMessage } from './step-layout';

import './auth-card.css';
import './sign-in.css';
import { paths } from '../../../lib/paths';

// Only accounts with two-factor need it: loaded when the step comes.
const TwoFactorLoginDialog = lazy(() =>
  import('./two-factor-login-dialog').then((module) => ({
    default: module.TwoFactorLoginDialog,
  })),
);

interface Notice {
  tone: 'error' | 'info';
  text: string;
}

/** A notice handed over in the navigation state (e.g. the two-factor step expired). */
function noticeFrom(state: unknown): Notice | null {
  const notice = typeof state === 'object' && state !== null ? (state as { notice?: unknown }).notice : null;
  return typeof notice === 'string' && notice !== '' ? { tone: 'error', text: notice } : null;
}

/**
 * The sign-in screen: email → login or register → register-confirm, and reset-code from the
 * login; oauth-login and oauth-create-code after a social sign-in; the two-factor modal when
 * a sign-in asks for it. `query` is the page's query as first read (useAuthQuery); mount it
 * with `key={query}` so a new query string starts a new flow.
 */
export function AuthScreen({ query }: { query: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(authFlowReducer, query, (read) =>
    initialAuthFlow(new URLSearchParams(read)),
  );
  const [resetEntry, setResetEntry] = useState<ResetEntry | null>(null);
  const location = useLocation();
  const [notice, setNotice] = useState<Notice | null>(() => noticeFrom(location.state));
  const [twoFactorEmail, setTwoFactorEmail] = useState<string | null>(null);
  const { mutateAsync: requestReset, isPending: resetRequestPending } = useRequestReset();

  const goBack = useCallback(() => {
    setNotice(null);
    const target = backTarget(state);
    if (target.type === 'navigate') void navigate(target.to);
    else dispatch({ type: 'back' });
  }, [navigate, state]);

  const oauthToken = state.oauth?.token;

  /** Signed in at last: the pending social sign-in (if any) is cleaned up, then '/'. */
  const finishSignIn = useCallback(() => {
    if (oauthToken) cleanupOAuthToken(oauthToken);
    toast.success(t('auth.signedIn'));
    void navigate(paths.dashboard, { replace: true });
  }, [navigate, oauthToken, t]);

  /** Login, a reset or a social sign-in answered `requires2FA`: no token yet, ask the code. */
  const onRequires2FA = useCallback((email: string) => {
    setNotice(null);
    setTwoFactorEmail(email);
  }, []);

  /** The two-factor step is abandoned (or expired): back to the email step. */
  const leaveTwoFactor = useCallback(
    (message: string | null) => {
      setTwoFactorEmail(null);
      setNotice(message === null ? null : { tone: 'error', text: message });
      if (oauthToken) {
        cleanupOAuthToken(oauthToken);
        // The social parameters leave the address: a new query string starts a new flow.
        void navigate(paths.auth, { replace: true, state: message === null ? null : { notice: message } });
      } else {
        dispatch({ type: 'restart' });
      }
    },
    [navigate, oauthToken],
  );

  /** 'Code oublié ?': request-reset, then reset-code (also on a cooldown, with its timer). */
  const startReset = useCallback(async (): Promise<string | null> => {
    try {
      await requestReset(state.email);
      setResetEntry({
        notice: t('messages.resetSent'),
        cooldownUntil: null,
        resendAt: Date.now() + DEFAULT_RESET_COOLDOWN_SECONDS * 1000,
      });
    } catch (caught) {
      const failure = describeResetRequestError(caught, t);
      if (failure.kind !== 'cooldown') return failure.message;
      setResetEntry({
        notice: failure.message,
        cooldownUntil: Date.now() + failure.seconds * 1000,
        resendAt: null,
      });
    }
    dispatch({ type: 'resetStarted' });
    return null;
  }, [requestReset, state.email, t]);

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
          forgotPending={resetRequestPending}
          onRequires2FA={onRequires2FA}
          onOAuthSignedIn={finishSignIn}
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
          onOAuthSignedIn={finishSignIn}
          onRequires2FA={onRequires2FA}
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
      {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
      {step}
      {state.step === 'email' && (
        <Link to={paths.dashboard} className="auth-page__home">
          {t('common.backToDashboard')}
        </Link>
      )}
      {twoFactorEmail !== null && (
        <Suspense fallback={null}>
          <TwoFactorLoginDialog
            email={twoFactorEmail}
            onSuccess={finishSignIn}
            onCancel={() => leaveTwoFactor(null)}
            onStepExpired={leaveTwoFactor}
          />
        </Suspense>
      )}
    </div>
  );
}
