import { errorCodes } from '@trousse/contracts/error-codes';
import type { TFunction } from 'i18next';

import { isApiError } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-message';

// What the sign-in screens show for each failure (part 1 §8), in the current language: every
// message comes from the error's code through the catalogue (lib/error-message.ts).

/** 400 with a detail list: the message about the code or its confirmation, if any. */
function codeDetailMessage(error: ApiError, fields: readonly string[]): string | undefined {
  for (const field of fields) {
    const detail = error.details?.find((candidate) => candidate.field === field);
    if (detail) return detail.message;
  }
  return undefined;
}

export type LoginFailure =
  /** 423: locked; count down `remainingTime` seconds (120 s when absent). */
  | { kind: 'locked'; message: string; remainingTime: number | undefined }
  /** 401: wrong code, with the attempts left when the server says. */
  | { kind: 'wrong-code'; message: string; remainingAttempts: number | undefined }
  | { kind: 'other'; message: string };

/** What a failed login shows (part 1 §8 "Login and register"). */
export function describeLoginError(error: unknown, t: TFunction): LoginFailure {
  if (isApiError(error)) {
    if (error.status === 423 || error.code === errorCodes.accountLocked) {
      return {
        kind: 'locked',
        message: errorText(error, t, t('messages.accountLocked')),
        remainingTime: error.numberField('remainingTime'),
      };
    }
    if (error.status === 401) {
      return {
        kind: 'wrong-code',
        message: errorText(error, t, t('messages.wrongCode')),
        remainingAttempts: error.numberField('remainingAttempts'),
      };
    }
    if (error.status === 400 && error.details && error.details.length > 0) {
      return { kind: 'other', message: codeDetailMessage(error, ['code']) ?? t('messages.invalidData') };
    }
  }
  return { kind: 'other', message: errorText(error, t, t('messages.loginError')) };
}

/** What a failed registration shows (part 1 §8 "Login and register"). */
export function registerErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.status === 400 && error.details && error.details.length > 0) {
      return codeDetailMessage(error, ['code', 'codeConfirmation']) ?? t('messages.invalidData');
    }
    if (error.status === 409) {
      return t(
        error.code === errorCodes.deviceLimitExceeded ? 'messages.deviceLimit' : 'messages.emailTaken',
      );
    }
  }
  return errorText(error, t, t('messages.registerError'));
}

export type ResetCodeProblem = 'invalid' | 'expired' | 'too-many';

/** Which reset-code problem an answer reports, by its code. */
export function resetCodeProblem(error: unknown): ResetCodeProblem | undefined {
  if (!isApiError(error)) return undefined;
  if (error.code === errorCodes.resetCodeExpired) return 'expired';
  if (error.code === errorCodes.resetTooManyAttempts) return 'too-many';
  if (error.code === errorCodes.resetCodeInvalid) return 'invalid';
  return undefined;
}

export interface ResetCodeFailure {
  problem: ResetCodeProblem | 'other';
  message: string;
  /** Lock the input for 10 s. */
  lock: boolean;
}

export const RESET_INPUT_LOCK_MS = 10_000;

/** The text for a reset-code problem. */
function resetProblemMessage(problem: ResetCodeProblem, error: ApiError, t: TFunction): string {
  switch (problem) {
    case 'invalid': {
      const left = error.numberField('remainingAttempts');
      const wrong = t('messages.resetCodeWrong');
      return left === undefined ? wrong : `${wrong} (${t('auth.attemptsLeft', { count: left })})`;
    }
    case 'expired':
      return t('messages.resetExpiredShown');
    case 'too-many':
      return t('messages.resetTooManyShown');
  }
}

/** validate-reset-code failed: the message, and the 10 s lock that follows any error. */
export function describeResetCodeError(error: unknown, t: TFunction): ResetCodeFailure {
  const problem = resetCodeProblem(error);
  if (problem && isApiError(error))
    return { problem, message: resetProblemMessage(problem, error, t), lock: true };
  return { problem: 'other', message: errorText(error, t, t('messages.resetVerifyError')), lock: true };
}

export type ResetRequestFailure =
  { kind: 'cooldown'; seconds: number; message: string } | { kind: 'other'; message: string };

export const DEFAULT_RESET_COOLDOWN_SECONDS = 120;

/** request-reset failed: a cooldown (429, `cooldownRemaining`, 120 s by default) or an error. */
export function describeResetRequestError(error: unknown, t: TFunction): ResetRequestFailure {
  if (isApiError(error)) {
    const remaining = error.numberField('cooldownRemaining');
    if (error.code === errorCodes.resetCooldown || (error.status === 429 && remaining !== undefined)) {
      return {
        kind: 'cooldown',
        seconds: remaining !== undefined && remaining > 0 ? remaining : DEFAULT_RESET_COOLDOWN_SECONDS,
        message: errorText(error, t, t('messages.resetCooldown')),
      };
    }
  }
  return { kind: 'other', message: errorText(error, t, t('messages.resetRequestError')) };
}

export type VerifyResetFailure =
  /** The temporary code itself failed: start again at sub-step 1 (with the 10 s lock). */
  | { kind: 'reset-code'; message: string }
  /** The new code was refused (400 details): choose it again at sub-step 2. */
  | { kind: 'new-code'; message: string }
  /** Anything else: everything is cleared. */
  | { kind: 'other'; message: string };

/** verify-reset failed. */
export function describeVerifyResetError(error: unknown, t: TFunction): VerifyResetFailure {
  const problem = resetCodeProblem(error);
  if (problem && isApiError(error))
    return { kind: 'reset-code', message: resetProblemMessage(problem, error, t) };
  if (isApiError(error) && error.status === 400 && error.details && error.details.length > 0) {
    const newCode = codeDetailMessage(error, ['newCode', 'newCodeConfirmation']);
    if (newCode) return { kind: 'new-code', message: newCode };
    const resetCode = codeDetailMessage(error, ['resetCode']);
    if (resetCode) return { kind: 'reset-code', message: resetCode };
    return { kind: 'other', message: t('messages.invalidData') };
  }
  return { kind: 'other', message: errorText(error, t, t('messages.resetError')) };
}
