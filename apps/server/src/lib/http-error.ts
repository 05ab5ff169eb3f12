import type { ErrorEntry } from '@trousse/contracts/api/endpoint';
import { errorCodes } from '@trousse/contracts/error-codes';
import { messagesFr } from '@trousse/contracts/messages-fr';
import { messagesFrAccount } from '@trousse/contracts/messages-fr-account';
import { messagesFr2fa } from '@trousse/contracts/messages-fr-2fa';
import { messagesFrGenerator } from '@trousse/contracts/messages-fr-generator';

/**
 * The one way services throw: a status, the French message the user sees, an optional
 * machine code and extra fields (remainingAttempts, cooldownRemaining…) that go into the body.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  /** Seconds after which to come back, sent as Retry-After (load shedding). */
  retryAfter?: number;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly extra?: Record<string, unknown>,
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

/** A group's own error (packages/contracts/src/api/<group>/errors.ts), with its extra fields. */
export const fail = (entry: ErrorEntry, extra?: Record<string, unknown>) =>
  new HttpError(entry.status, entry.message, entry.code, extra);

export const appNotFound = () => new HttpError(404, messagesFr.appNotFoundTitle, errorCodes.appNotFound);
export const sessionNotFound = () =>
  new HttpError(404, messagesFr.sessionNotFound, errorCodes.sessionNotFound);

// Every error the server answers with, one factory each: its status, the French message
// (DECISIONS: the spec's words) and the code clients show it from.

export const unauthenticated = () =>
  new HttpError(401, messagesFr.unauthenticated, errorCodes.unauthenticated);
export const originRejected = () => new HttpError(403, messagesFr.originRejected, errorCodes.originRejected);
export const serviceUnavailable = () =>
  new HttpError(503, messagesFr.serviceUnavailable, errorCodes.unavailable);
/** Too much work already waiting: come back in `retryAfter` seconds (lib/pressure.ts). */
export const overloaded = (retryAfter: number) =>
  Object.assign(serviceUnavailable(), { retryAfter: Math.max(1, retryAfter) });
export const tooManyRequests = (retryAfter: number) =>
  new HttpError(429, messagesFr.tooManyRequests, errorCodes.rateLimited, { retryAfter });

// Accounts and sign-in
export const emailTaken = () => new HttpError(409, messagesFr.emailTaken, errorCodes.emailTaken);
export const deviceLimit = () => new HttpError(409, messagesFr.deviceLimit, errorCodes.deviceLimitExceeded);
export const wrongCode = (remainingAttempts: number) =>
  new HttpError(401, messagesFr.wrongCode, errorCodes.invalidCode, { remainingAttempts });
export const accountLocked = (remainingTime: number) =>
  new HttpError(423, messagesFr.accountLocked, errorCodes.accountLocked, { remainingTime });
export const codeCheckBusy = () =>
  new HttpError(429, messagesFr.codeCheckBusy, errorCodes.codeCheckBusy, { retryAfter: 1 });
export const refreshInvalid = () => new HttpError(401, messagesFr.refreshInvalid, errorCodes.refreshInvalid);

// Reset by mailed code
export const resetCooldown = (cooldownRemaining: number) =>
  new HttpError(429, messagesFr.resetCooldown, errorCodes.resetCooldown, { cooldownRemaining });
export const resetCodeWrong = (remainingAttempts: number) =>
  new HttpError(400, messagesFr.resetCodeWrong, errorCodes.resetCodeInvalid, { remainingAttempts });
export const resetCodeExpired = () =>
  new HttpError(400, messagesFr.resetCodeExpired, errorCodes.resetCodeExpired);
export const resetTooManyAttempts = () =>
  new HttpError(400, messagesFr.resetTooManyAttempts, errorCodes.resetTooManyAttempts);
export const mailFailed = (cause: unknown) =>
  new HttpError(503, messagesFr.mailSendError, errorCodes.mailFailed, undefined, cause);

// Social sign-in
export const oauthTokenInvalid = () =>
  new HttpError(400, messagesFr.oauthTokenInvalid, errorCodes.oauthTokenInvalid);
export const oauthProviderDisabled = () =>
  new HttpError(404, messagesFr.oauthProviderDisabled, errorCodes.oauthProviderDisabled);

// Two-factor authentication
export const twoFactorAlreadyEnabled = () =>
  new HttpError(409, messagesFr2fa.alreadyEnabled, errorCodes.twoFactorAlreadyEnabled);
export const twoFactorNoPendingSetup = () =>
  new HttpError(400, messagesFr2fa.noPendingSetup, errorCodes.twoFactorNoSetup);
export const twoFactorSetupWrongCode = () =>
  new HttpError(400, messagesFr2fa.setupWrongCode, errorCodes.twoFactorInvalid);
export const twoFactorNotEnabled = () =>
  new HttpError(400, messagesFr2fa.notEnabled, errorCodes.twoFactorNotEnabled);
export const twoFactorWrongCode = (remainingAttempts: number) =>
  new HttpError(401, messagesFr2fa.wrongCode, errorCodes.twoFactorInvalid, { remainingAttempts });
export const twoFactorBlocked = (until: Date) =>
  new HttpError(423, messagesFr2fa.blocked, errorCodes.twoFactorBlocked, {
    blockedUntil: until.toISOString(),
  });
export const twoFactorCodeRequired = () =>
  new HttpError(400, messagesFr2fa.codeRequired, errorCodes.twoFactorCodeRequired);
export const twoFactorStepRequired = () =>
  new HttpError(401, messagesFr2fa.stepExpired, errorCodes.twoFactorStepRequired);

// Generator and quotas
export const generationFailed = (cause: unknown) =>
  new HttpError(503, messagesFrGenerator.generationFailed, errorCodes.generationFailed, undefined, cause);
/**
 * `message` names the plan's limit and when it renews (part 2 §8); the same facts go in the body
 * so that a client can say them in its own language.
 */
export const quotaExceeded = (
  message: string,
  facts: {
    planType: string;
    planName: string;
    limit: number;
    period: 'day' | 'billing-period';
    resetAt: string | null;
  },
) => new HttpError(429, message, errorCodes.quotaExceeded, facts);

// Billing
export const billingUnavailable = () =>
  new HttpError(503, messagesFr.billingUnavailable, errorCodes.billingUnavailable);
export const paymentProviderFailed = (cause: unknown) =>
  new HttpError(503, messagesFr.paymentProviderFailed, errorCodes.paymentProviderFailed, undefined, cause);
export const webhookSignatureInvalid = () =>
  new HttpError(400, messagesFr.webhookSignatureInvalid, errorCodes.webhookSignatureInvalid);
export const planAlreadyActive = () =>
  new HttpError(409, messagesFr.planAlreadyActive, errorCodes.planAlreadyActive);
export const noSubscription = () => new HttpError(409, messagesFr.noSubscription, errorCodes.noSubscription);
export const noBillingAccount = () =>
  new HttpError(409, messagesFr.noBillingAccount, errorCodes.noBillingAccount);
export const withdrawalPeriodOver = () =>
  new HttpError(409, messagesFr.withdrawalPeriodOver, errorCodes.withdrawalPeriodOver);
/** Not a 2xx, so that Stripe sends the event again: by then its account may be known. */
export const webhookUnassigned = () =>
  new HttpError(409, messagesFr.webhookUnassigned, errorCodes.webhookUnassigned);
export const accountRateLimited = (retryAfter: number) =>
  new HttpError(429, messagesFr.accountRateLimited, errorCodes.accountRateLimited, { retryAfter });

// Recovery email and account settings
export const userMismatch = () => new HttpError(403, messagesFrAccount.userMismatch, errorCodes.userMismatch);
export const validationCodeCooldown = (cooldownRemaining: number) =>
  new HttpError(
    429,
    messagesFrAccount.resendWait.replace('{n}', String(cooldownRemaining)),
    errorCodes.validationCodeCooldown,
    { cooldownRemaining },
  );
export const validationCodeWrong = (remainingAttempts: number) =>
  new HttpError(400, messagesFrAccount.validationCodeWrong, errorCodes.validationCodeInvalid, {
    remainingAttempts,
  });
export const validationCodeExpired = () =>
  new HttpError(400, messagesFrAccount.validationCodeExpired, errorCodes.validationCodeExpired);
export const recoveryEmailSame = () =>
  new HttpError(400, messagesFrAccount.recoveryEmailSame, errorCodes.recoveryEmailSame);
export const recoveryEmailUnchanged = () =>
  new HttpError(400, messagesFrAccount.recoveryEmailUnchanged, errorCodes.recoveryEmailUnchanged);
export const recoveryEmailAlreadySet = () =>
  new HttpError(409, messagesFrAccount.recoveryEmailAlreadySet, errorCodes.recoveryEmailAlreadySet);
export const recoveryEmailNotSet = () =>
  new HttpError(409, messagesFrAccount.recoveryEmailNotSet, errorCodes.recoveryEmailNotSet);
export const emailChangeAlreadyRequested = () =>
  new HttpError(409, messagesFrAccount.changeAlreadyRequested, errorCodes.emailChangeAlreadyRequested);
export const emailChangeNotRequested = () =>
  new HttpError(409, messagesFrAccount.changeNotRequested, errorCodes.emailChangeNotRequested);
export const emailChangeDelayRunning = (cooldownRemaining: number) =>
  new HttpError(409, messagesFrAccount.changeDelayRunning, errorCodes.emailChangeDelayRunning, {
    cooldownRemaining,
  });
export const emailChangeWindowClosed = () =>
  new HttpError(409, messagesFrAccount.changeWindowClosed, errorCodes.emailChangeWindowClosed);
