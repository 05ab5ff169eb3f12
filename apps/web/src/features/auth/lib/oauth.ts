import { isUsableToken } from '../../../lib/access-token';
import { API_BASE_PATH } from '../../../lib/api-client';
import { oauthProviders } from './auth-flow';
import type { OAuthProvider } from './auth-flow';

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

/** The enabled providers of GET /auth/oauth/providers, known ones only, in a fixed order. */
export function enabledProviders(answer: unknown): OAuthProvider[] {
  const listed =
    typeof answer === 'object' && answer !== null ? (answer as { providers?: unknown }).providers : undefined;
  if (!Array.isArray(listed)) return [];
  return oauthProviders.filter((provider) => listed.includes(provider));
}

/** The full-page address that starts a sign-in with `provider` (the server redirects on). */
export function oauthStartUrl(provider: OAuthProvider): string {
  return `${API_BASE_PATH}/auth/oauth/${provider}`;
}

export type CallbackOutcome =
  /** The provider or the server reported an error: show it, then back to /auth. */
  | { kind: 'error'; message: string | null; error: string | null }
  /** The access token came back unusable (empty or "undefined"). */
  | { kind: 'invalid-token' }
  /** 'Paramètres de connexion manquants', then back to /auth. */
  | { kind: 'missing' }
  /** The linked account has two-factor: the verification modal takes over. */
  | { kind: 'two-factor'; email: string; provider: string }
  /** Signed in: store the token, fill the session, then go to /. */
  | { kind: 'signed-in'; token: string; provider: string };

function param(params: URLSearchParams, name: string): string {
  return params.get(name)?.trim() ?? '';
}

function isTrue(value: string): boolean {
  return value === '1' || value.toLowerCase() === 'true';
}

/**
 * Reads the return address of a social sign-in (/auth/callback and /auth/google/callback):
 * - `error` or `message` present: the error;
 * - `requires2FA` with an `email`: the two-factor step;
 * - `token` and `provider` present: signed in (an unusable token is refused);
 * - anything else: parameters missing.
 */
export function parseOAuthCallback(params: URLSearchParams): CallbackOutcome {
  const error = param(params, 'error');
  const message = param(params, 'message');
  if (error || message) return { kind: 'error', error: error || null, message: message || null };

  const provider = param(params, 'provider');
  if (isTrue(param(params, 'requires2FA'))) {
    const email = param(params, 'email');
    return email ? { kind: 'two-factor', email, provider } : { kind: 'missing' };
  }

  if (!params.has('token') || !provider) return { kind: 'missing' };
  const token = param(params, 'token');
  if (!token) return { kind: 'missing' };
  if (!isUsableToken(token)) return { kind: 'invalid-token' };
  return { kind: 'signed-in', token, provider };
}
