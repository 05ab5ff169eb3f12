import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { refreshAccessToken } from '../../../lib/api-client';
import {
  CALLBACK_ERROR_REDIRECT_MS,
  CALLBACK_SUCCESS_REDIRECT_MS,
  callbackFailureMessage,
  parseOAuthCallback,
} from '../lib/oauth';
import type { CallbackOutcome } from '../lib/oauth';
import { sessionStore } from '../../../entities/session/session';
import { useProviderName } from './provider-name';

import './auth-card.css';
import './oauth-callback.css';
import { paths } from '../../../lib/paths';

const TwoFactorLoginDialog = lazy(() =>
  import('./two-factor-login-dialog').then((module) => ({
    default: module.TwoFactorLoginDialog,
  })),
);

type ScreenState =
  | { kind: 'loading' }
  | { kind: 'two-factor'; email: string }
  | { kind: 'success' }
  | { kind: 'error'; message: string };

/**
 * The return from a social sign-in (/auth/callback and /auth/google/callback), in three
 * states: loading, success ('Connexion réussie !', then / after 2 s) and error (then /auth
 * after 3 s). A linked account with two-factor gets the verification modal first.
 *
 * The access token never comes from the address, which anyone can write (login CSRF): the
 * server's redirect set the refresh cookie (httpOnly, SameSite=Strict), and the screen trades
 * it for an access token with POST /auth/refresh. A browser that did not go through the
 * provider has no such cookie and ends on the error state. The query leaves the address bar
 * at once.
 */
export function OAuthCallbackScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Read once: the address is cleaned right away, the outcome must not change with it.
  const [outcome] = useState<CallbackOutcome>(() => parseOAuthCallback(searchParams));
  const [state, setState] = useState<ScreenState>(() => {
    switch (outcome.kind) {
      case 'error':
        return {
          kind: 'error',
          message: outcome.message ?? t('oauthCallback.failed', { error: outcome.error ?? '' }),
        };
      case 'missing':
        return { kind: 'error', message: t('oauthCallback.missing') };
      case 'two-factor':
        return { kind: 'two-factor', email: outcome.email };
      case 'signed-in':
        return { kind: 'loading' };
    }
  });
  const provider = useProviderName(
    outcome.kind === 'signed-in' || outcome.kind === 'two-factor' ? outcome.provider : undefined,
  );
  const started = useRef(false);

  // The query (error text, email…) leaves the address bar and the history at once.
  useEffect(() => {
    if (window.location.search === '') return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  // Signed in by the provider: the API client's refresh trades the refresh cookie for an
  // access token, then the session reads the user, as after any sign-in.
  useEffect(() => {
    if (outcome.kind !== 'signed-in' || started.current) return;
    started.current = true;
    refreshAccessToken()
      .then((token) => sessionStore.adoptAccessToken(token))
      .then(() => setState({ kind: 'success' }))
      .catch((error: unknown) =>
        setState({ kind: 'error', message: callbackFailureMessage(error, t, t('messages.loginError')) }),
      );
  }, [outcome, t]);

  // Leave after 2 s (success) or 3 s (error).
  useEffect(() => {
    if (state.kind !== 'success' && state.kind !== 'error') return;
    const to = state.kind === 'success' ? paths.dashboard : paths.auth;
    const delay = state.kind === 'success' ? CALLBACK_SUCCESS_REDIRECT_MS : CALLBACK_ERROR_REDIRECT_MS;
    const timer = window.setTimeout(() => void navigate(to, { replace: true }), delay);
    return () => window.clearTimeout(timer);
  }, [navigate, state.kind]);

  let icon;
  let title;
  let detail;
  switch (state.kind) {
    case 'loading':
    case 'two-factor':
      icon = (
        <LoaderCircle
          className="callback-card__icon callback-card__icon--spin"
          size={40}
          aria-hidden="true"
        />
      );
      title = t('oauthCallback.loading');
      detail = provider ? t('oauthCallback.withProvider', { provider }) : null;
      break;
    case 'success':
      icon = (
        <CircleCheck
          className="callback-card__icon callback-card__icon--success"
          size={40}
          aria-hidden="true"
        />
      );
      title = t('oauthCallback.success');
      detail = t('oauthCallback.successRedirect');
      break;
    case 'error':
      icon = (
        <CircleAlert
          className="callback-card__icon callback-card__icon--error"
          size={40}
          aria-hidden="true"
        />
      );
      title = state.message;
      detail = t('oauthCallback.errorRedirect');
      break;
  }

  return (
    <div className="auth-page">
      <section
        className="auth-card callback-card"
        aria-labelledby="callback-title"
        aria-busy={state.kind === 'loading'}
      >
        {icon}
        {/* Each state is announced as it comes; an error at once. */}
        <div className="callback-card__text" role={state.kind === 'error' ? 'alert' : 'status'}>
          <h1 id="callback-title" className="auth-card__title">
            {title}
          </h1>
          {detail && <p className="auth-card__intro">{detail}</p>}
        </div>
        {state.kind === 'error' && (
          <Link to={paths.auth} replace className="button button--primary">
            {t('oauthCallback.backToSignIn')}
          </Link>
        )}
      </section>
      {state.kind === 'two-factor' && (
        <Suspense fallback={null}>
          <TwoFactorLoginDialog
            email={state.email}
            onSuccess={() => void navigate(paths.dashboard, { replace: true })}
            onCancel={() => void navigate(paths.auth, { replace: true })}
            onStepExpired={(message) => setState({ kind: 'error', message })}
          />
        </Suspense>
      )}
    </div>
  );
}
