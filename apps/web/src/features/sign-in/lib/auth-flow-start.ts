/**
 * Where the sign-in screen starts, from its address alone: apart from the step machine
 * (auth-flow.ts) so that the router, in the first download, can tell whether the page will show
 * the email step without carrying the machine.
 */

export type AuthStep =
  'email' | 'login' | 'register' | 'register-confirm' | 'reset-code' | 'oauth-create-code' | 'oauth-login';

/** What a social sign-in hands over in the URL (`token`, `provider`, `email`). */
export interface OAuthContext {
  token: string;
  provider: string;
  email: string;
}

export interface AuthFlowState {
  step: AuthStep;
  email: string;
  /** Set when the flow came from a social sign-in. */
  oauth: OAuthContext | null;
  /** The first code typed at register / oauth-create-code, waiting for its confirmation. */
  pendingCode: string;
  /** When the login lock ends (ms since the epoch), or null when not locked. */
  lockedUntil: number | null;
  /** A message carried over to the step just entered (e.g. the codes did not match). */
  flash: string | null;
  /** `/auth?email=x`: the email step checks that email as soon as it shows (once). */
  checkOnEntry: boolean;
}

export const blankState: AuthFlowState = {
  step: 'email',
  email: '',
  oauth: null,
  pendingCode: '',
  lockedUntil: null,
  flash: null,
  checkOnEntry: false,
};

function param(params: URLSearchParams, name: string): string {
  return params.get(name)?.trim() ?? '';
}

/**
 * Reads the query parameters step, token, provider and email:
 * - token, provider and email all present: step=create-code opens oauth-create-code and
 *   step=login opens oauth-login;
 * - email alone: check it, then go to login or register;
 * - otherwise the email step.
 */
export function initialAuthFlow(params: URLSearchParams): AuthFlowState {
  const step = param(params, 'step');
  const token = param(params, 'token');
  const provider = param(params, 'provider');
  const email = param(params, 'email');

  if (token && provider && email) {
    const oauth = { token, provider, email };
    if (step === 'create-code') return { ...blankState, step: 'oauth-create-code', email, oauth };
    if (step === 'login') return { ...blankState, step: 'oauth-login', email, oauth };
  }
  if (email) return { ...blankState, email, checkOnEntry: true };
  return blankState;
}
