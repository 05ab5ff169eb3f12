import { errorCodes } from '@trousse/contracts/error-codes';
import type { TFunction } from 'i18next';

import { clientErrorCodes, isApiError, type ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-message';

/**
 * The rules of the two-factor code fields (part 1 §5, DECISIONS §4) and the reading of the
 * server's two-factor errors (part 1 §8 "Two-factor"), free of React so they can be tested.
 * The French texts live in the translations; this module says which one applies.
 */

/** The two kinds of second factor the modals accept. */
export type SecondFactorMode = 'app' | 'recovery';

export const TOTP_CODE_LENGTH = 6;
export const RECOVERY_CODE_MAX_LENGTH = 8;

const totpPattern = /^[0-9]{6}$/;
const recoveryPattern = /^[A-Z0-9]{4,8}$/;

/** What the app-code field keeps of what is typed or pasted: digits only, 6 at most. */
export function normaliseTotpInput(value: string): string {
  return value.replace(/[^0-9]/g, '').slice(0, TOTP_CODE_LENGTH);
}

/** What the recovery-code field keeps: letters upper-cased, letters and digits only, 8 at most. */
export function normaliseRecoveryInput(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, RECOVERY_CODE_MAX_LENGTH);
}

export function normaliseSecondFactorInput(mode: SecondFactorMode, value: string): string {
  return mode === 'app' ? normaliseTotpInput(value) : normaliseRecoveryInput(value);
}

export function isValidTotpCode(code: string): boolean {
  return totpPattern.test(code);
}

export function isValidRecoveryCode(code: string): boolean {
  return recoveryPattern.test(code);
}

/** Why a typed code cannot be sent: 'Veuillez entrer un code à 6 chiffres' or the recovery one. */
export type CodeFormatProblem = 'totp-format' | 'recovery-format';

/** The format problem of `code` in `mode`, or null when it may be sent. */
export function secondFactorFormatProblem(mode: SecondFactorMode, code: string): CodeFormatProblem | null {
  if (mode === 'app') return isValidTotpCode(code) ? null : 'totp-format';
  return isValidRecoveryCode(code) ? null : 'recovery-format';
}

/** Codes the server gives its two-factor errors. */
export const twoFactorErrorCodes = {
  invalid: errorCodes.twoFactorInvalid,
  blocked: errorCodes.twoFactorBlocked,
  stepRequired: errorCodes.twoFactorStepRequired,
  notEnabled: errorCodes.twoFactorNotEnabled,
  alreadyEnabled: errorCodes.twoFactorAlreadyEnabled,
  noPendingSetup: errorCodes.twoFactorNoSetup,
} as const;

export type TwoFactorFailure =
  /** 401 with the attempts left: 'Code incorrect. Il reste N tentative(s) avant blocage.' */
  | { kind: 'wrong-code'; remainingAttempts: number }
  /** 423: blocked until that time (ms since the epoch). */
  | { kind: 'blocked'; blockedUntil: number }
  /** The 5-minute proof of the code step is gone: back to the email step. */
  | { kind: 'step-expired' }
  /** The server handed back an empty or "undefined" token (the 2FA variant of the message). */
  | { kind: 'invalid-token' }
  /** Any other failure: shown from its code (or its validation detail, or as no answer). */
  | { kind: 'error'; error: ApiError }
  /** Nothing better known: 'Code 2FA incorrect'. */
  | { kind: 'default' };

/** The length of the block when the server gives no end (DECISIONS §4). */
export const TWO_FACTOR_BLOCK_MS = 15 * 60 * 1000;

function blockedUntilOf(body: Readonly<Record<string, unknown>> | undefined, now: number): number {
  const raw = body?.blockedUntil;
  const time = typeof raw === 'string' ? Date.parse(raw) : Number.NaN;
  return Number.isNaN(time) ? now + TWO_FACTOR_BLOCK_MS : time;
}

/**
 * Reads a failed verify-login, disable or recovery-codes call. `now` dates a block whose end
 * the server did not give.
 */
export function describeTwoFactorError(error: unknown, now: number): TwoFactorFailure {
  if (!isApiError(error)) return { kind: 'default' };
  if (error.code === clientErrorCodes.invalidToken) return { kind: 'invalid-token' };
  if (error.status === 423 || error.code === twoFactorErrorCodes.blocked) {
    return { kind: 'blocked', blockedUntil: blockedUntilOf(error.body, now) };
  }
  if (error.code === twoFactorErrorCodes.stepRequired) return { kind: 'step-expired' };
  if (error.status === 401) {
    const left = error.numberField('remainingAttempts');
    return left === undefined ? { kind: 'default' } : { kind: 'wrong-code', remainingAttempts: left };
  }
  if (
    (error.status === 400 && error.details && error.details.length > 0) ||
    error.serverMessage ||
    // No answer at all (network, time-out) or a device-side refusal: said as such.
    error.status === 0 ||
    error.code === clientErrorCodes.freemiumLimit ||
    error.code === clientErrorCodes.sessionExpired
  ) {
    return { kind: 'error', error };
  }
  return { kind: 'default' };
}

export type SetupVerifyFailure =
  /** 'Code incorrect. Veuillez réessayer.' */
  | { kind: 'wrong-code' }
  /** The pending set-up is gone (expired or replaced): start the set-up again. */
  | { kind: 'restart'; error: ApiError }
  | { kind: 'error'; error: ApiError };

/** Reads a failed POST /auth/2fa/verify (the activation code of the set-up). */
export function describeSetupVerifyError(error: unknown): SetupVerifyFailure {
  if (!isApiError(error)) return { kind: 'wrong-code' };
  if (error.code === twoFactorErrorCodes.noPendingSetup) {
    return { kind: 'restart', error };
  }
  if (error.code === twoFactorErrorCodes.invalid || error.status === 400) return { kind: 'wrong-code' };
  if (error.serverMessage || error.status === 0) return { kind: 'error', error };
  return { kind: 'wrong-code' };
}

/** A failed call as the two-factor forms say it: a validation detail as the server wrote it, the
 * code's message, or "no answer"; 'Code 2FA incorrect' when nothing better is known. */
export function twoFactorErrorText(error: ApiError, t: TFunction): string {
  return (
    error.details?.[0]?.message ??
    errorText(error, t, t(error.status === 0 ? 'messages.serverConnectionError' : 'messages2fa.wrongCode'))
  );
}

/** The secret as shown for manual entry: groups of 4 characters separated by spaces. */
export function groupSecret(secret: string): string {
  const bare = secret.replace(/\s+/g, '').toUpperCase();
  return bare.match(/.{1,4}/g)?.join(' ') ?? '';
}

/** The text of the downloaded recovery-code file: a heading, the date, one code a line. */
export function recoveryCodesFileText(
  codes: readonly string[],
  texts: { heading: string; notice: string; generatedAt: string },
): string {
  return [texts.heading, texts.generatedAt, '', ...codes, '', texts.notice, ''].join('\n');
}

export const RECOVERY_CODES_FILE_NAME = 'trousse-codes-de-recuperation.txt';
