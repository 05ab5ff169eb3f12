import { ACCESS_CODE_PATTERN } from '@trousse/contracts/auth-rules';
import { paths } from '../../../lib/paths';
import { blankState, type AuthFlowState, type AuthStep } from './auth-flow-start';

/**
 * The sign-in screen's step machine (part 1 §2 and §4), free of React so it can be tested.
 * The screen keeps one `AuthFlowState` and moves it with `authFlowReducer`; the back button
 * asks `backTarget`.
 */

export { oauthProviders } from '@trousse/contracts/oauth-providers';
export type { OAuthProviderName as OAuthProvider } from '@trousse/contracts/oauth-providers';

export { initialAuthFlow } from './auth-flow-start';
export type { AuthFlowState, AuthStep } from './auth-flow-start';
export type AuthFlowAction =
  /** check-email answered: a known email goes to login, otherwise register. */
  | { type: 'emailChecked'; email: string; exists: boolean; lockedUntil: number | null }
  /** check-email failed: go on to register. */
  | { type: 'emailCheckFailed'; email: string }
  /** The email was refused before any call (required / invalid): stay, stop any automatic check. */
  | { type: 'emailInvalid' }
  /** register / oauth-create-code: the first code is typed, ask for it again. */
  | { type: 'codeChosen'; code: string }
  /** register-confirm: the two codes differ; clear both and start the code again. */
  | { type: 'confirmationMismatch'; message: string }
  /** The login is locked until the given time (423, or check-email's isBlocked). */
  | { type: 'locked'; until: number }
  | { type: 'unlocked' }
  /** The reset was requested (or is cooling down): go to reset-code. */
  | { type: 'resetStarted' }
  /** The back button, for the targets that are steps (see `backTarget`). */
  | { type: 'back' }
  /** The two-factor step was cancelled or expired: start again at the email step (email kept). */
  | { type: 'restart' }
  | { type: 'flashShown' };

/** Where the back button leads: another step, or the bare /auth page. */
export type BackTarget = { type: 'step'; step: AuthStep } | { type: 'navigate'; to: typeof paths.auth };

/**
 * The back button: register-confirm goes to register (oauth-create-code after a social
 * sign-in); reset-code goes to login; the oauth steps go to /auth; all others to the email step.
 */
export function backTarget(state: Pick<AuthFlowState, 'step' | 'oauth'>): BackTarget {
  switch (state.step) {
    case 'register-confirm':
      return { type: 'step', step: state.oauth ? 'oauth-create-code' : 'register' };
    case 'reset-code':
      return { type: 'step', step: 'login' };
    case 'oauth-create-code':
    case 'oauth-login':
      return { type: 'navigate', to: paths.auth };
    default:
      return { type: 'step', step: 'email' };
  }
}

/** Whether the step shows a back button (the email step is the start). */
export function hasBackButton(step: AuthStep): boolean {
  return step !== 'email';
}

export function authFlowReducer(state: AuthFlowState, action: AuthFlowAction): AuthFlowState {
  switch (action.type) {
    case 'emailChecked':
      return {
        ...state,
        step: action.exists ? 'login' : 'register',
        email: action.email,
        pendingCode: '',
        lockedUntil: action.exists ? action.lockedUntil : null,
        flash: null,
        checkOnEntry: false,
      };
    case 'emailCheckFailed':
      return {
        ...state,
        step: 'register',
        email: action.email,
        pendingCode: '',
        lockedUntil: null,
        flash: null,
        checkOnEntry: false,
      };
    case 'emailInvalid':
      return { ...state, checkOnEntry: false };
    case 'codeChosen':
      if (state.step !== 'register' && state.step !== 'oauth-create-code') return state;
      return { ...state, step: 'register-confirm', pendingCode: action.code, flash: null };
    case 'confirmationMismatch':
      if (state.step !== 'register-confirm') return state;
      return {
        ...state,
        step: state.oauth ? 'oauth-create-code' : 'register',
        pendingCode: '',
        flash: action.message,
      };
    case 'locked':
      return { ...state, lockedUntil: action.until };
    case 'unlocked':
      return { ...state, lockedUntil: null };
    case 'resetStarted':
      if (state.step !== 'login') return state;
      return { ...state, step: 'reset-code', flash: null };
    case 'back': {
      const target = backTarget(state);
      if (target.type !== 'step') return state;
      return {
        ...state,
        step: target.step,
        pendingCode: '',
        flash: null,
        lockedUntil: target.step === 'email' ? null : state.lockedUntil,
        checkOnEntry: false,
      };
    }
    case 'restart':
      return { ...blankState, email: state.email };
    case 'flashShown':
      return state.flash === null ? state : { ...state, flash: null };
  }
}

/** The login lock length when the server gives none (DECISIONS §7). */
export const DEFAULT_LOCK_SECONDS = 120;

/** The lock end for a `remainingTime` in seconds (120 s when none is given). */
export function lockEnd(now: number, remainingTime: number | undefined): number {
  const seconds = remainingTime !== undefined && remainingTime > 0 ? remainingTime : DEFAULT_LOCK_SECONDS;
  return now + seconds * 1000;
}

/** Access codes are 4 to 8 digits (the contract's pattern): the confirm button waits for it. */
export function isValidAccessCode(code: string): boolean {
  return ACCESS_CODE_PATTERN.test(code);
}

/** Uppercase letters and digits only, at most 8: what the temporary reset code field keeps. */
export function normaliseResetCodeInput(value: string, length: number): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, length);
}
