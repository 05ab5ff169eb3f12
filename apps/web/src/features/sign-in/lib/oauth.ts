import { endpoints } from '@trousse/contracts/api/endpoints';
import { urlOf } from '@trousse/contracts/api/endpoint';
import type { TFunction } from 'i18next';

import { clientErrorCodes, isApiError } from '../../../lib/api-client';
import { oauthProviders } from './auth-flow';
import type { OAuthProvider } from './auth-flow';
import { errorText } from '../../../lib/error-message';

/**
 * Social sign-in on the device (part 1 §2 "Social-callback screen", DECISIONS §5): which
 * buttons to show, where they lead, and what the return address means.
 */

/** The social-callback screen goes to / this long after a success… */
export const CALLBACK_SUCCESS_REDIRECT_MS = 2_000;
/** …and back to /auth this long after an error. */
export const CALLBACK_ERROR_REDIRECT_MS = 3_000;

export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return typeof value === 'string' && (oauthProviders as readonly string[]).includes(value);
}

/** The full-page address that starts a sign-in with `provider` (the server redirects on). */
export function oauthStartUrl(provider: OAuthProvider): string {
  return urlOf(endpoints.oauth.start, { provider });
}

/** The longest error text the callback screen shows from its address; longer ones are cut. */
export const CALLBACK_MESSAGE_MAX_LENGTH = 200;

export type CallbackOutcome =
  /** The provider or the server reported an error: show it, then back to /auth. */
  | { kind: 'error'; message: string | null; error: string | null }
  /** 'Paramètres de connexion manquants', then back to /auth. */
  | { kind: 'missing' }
  /** The linked account has two-factor: the verification modal takes over. */
  | { kind: 'two-factor'; email: string; provider: string }
  /**
   * The server says it signed this browser in: the session is in the refresh cookie it set,
   * which the screen trades for an access token (POST /auth/refresh).
   */
  | { kind: 'signed-in'; provider: OAuthProvider };

function param(params: URLSearchParams, name: string): string {
  return params.get(name)?.trim() ?? '';
}

function isTrue(value: string): boolean {
  return value === '1' || value.toLowerCase() === 'true';
}

/**
 * A text from the address, cut to `max` characters (the last one an ellipsis) so that a
 * crafted link cannot fill the screen. Counted in code points: an emoji is never split.
 */
export function shortenCallbackText(text: string, max: number = CALLBACK_MESSAGE_MAX_LENGTH): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * Reads the return address of a social sign-in (/auth/callback and /auth/google/callback):
 * - `error` or `message` present: the error (both cut to a sensible length; shown as text);
 * - `requires2FA` with an `email`: the two-factor step;
 * - a known `provider`: signed in through the refresh cookie;
 * - anything else: parameters missing.
 *
 * A `token` in the address is never read: anyone can write a link, so the access token only
 * ever comes from the refresh cookie, which only the server's redirect can have set.
 */
export function parseOAuthCallback(params: URLSearchParams): CallbackOutcome {
  const error = shortenCallbackText(param(params, 'error'));
  const message = shortenCallbackText(param(params, 'message'));
  if (error || message) return { kind: 'error', error: error || null, message: message || null };

  const provider = param(params, 'provider');
  if (isTrue(param(params, 'requires2FA'))) {
    const email = param(params, 'email');
    return email ? { kind: 'two-factor', email, provider } : { kind: 'missing' };
  }

  if (!isOAuthProvider(provider)) return { kind: 'missing' };
  return { kind: 'signed-in', provider };
}

/**
 * The text of a failed sign-in on the callback screen: from its code, or `fallback`.
 * A refresh that failed for good comes back as "session expired" with the server's answer as
 * its cause: that answer is the one to show, since there was no session to expire.
 */
export function callbackFailureMessage(error: unknown, t: TFunction, fallback: string): string {
  const failure =
    isApiError(error) && error.code === clientErrorCodes.sessionExpired && error.cause !== undefined
      ? error.cause
      : error;
  return errorText(failure, t, fallback);
}
