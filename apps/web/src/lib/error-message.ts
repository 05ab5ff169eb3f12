import { errorCodes } from '@trousse/contracts/error-codes';
import { isPlanType } from '@trousse/contracts/plans';
import i18next, { type ParseKeys, type TFunction } from 'i18next';

import { clientErrorCodes, isApiError, type ApiError } from './api/api-error';
import { planNameKey } from './plan-names';

type CatalogueKey = ParseKeys;

/**
 * The catalogue entry of each error code the screens know (errors are shown from their code,
 * never from the server's sentence). French entries are the contract's verbatim messages.
 * A code may mean two things by status (TWO_FACTOR_INVALID: a refused set-up, or a wrong code
 * at sign-in): `CODE:status` is looked up first.
 */
const codeMessages: Readonly<Record<string, CatalogueKey>> = {
  [errorCodes.validation]: 'messages.invalidData',
  [errorCodes.badRequest]: 'messages.badRequest',
  [errorCodes.badUrl]: 'messages.badUrl',
  [errorCodes.urlTooLong]: 'messages.urlTooLong',
  [errorCodes.headersTooLarge]: 'messages.headersTooLarge',
  [errorCodes.requestTimeout]: 'messages.requestTimeout',
  [errorCodes.unsupportedMediaType]: 'messages.unsupportedMediaType',
  [errorCodes.notFound]: 'messages.notFound',
  [errorCodes.appNotFound]: 'messages.appNotFoundTitle',
  [errorCodes.sessionNotFound]: 'messages.sessionNotFound',
  [errorCodes.oauthProviderDisabled]: 'messages.oauthProviderDisabled',
  [errorCodes.internal]: 'messages.genericError',
  [errorCodes.unavailable]: 'messages.serviceUnavailable',
  [errorCodes.rateLimited]: 'messages.tooManyRequests',
  [errorCodes.payloadTooLarge]: 'messages.payloadTooLarge',
  [errorCodes.unauthenticated]: 'messages.unauthenticated',
  [errorCodes.originRejected]: 'messages.originRejected',
  [errorCodes.invalidCode]: 'messages.wrongCode',
  [errorCodes.accountLocked]: 'messages.accountLocked',
  [errorCodes.codeCheckBusy]: 'messages.codeCheckBusy',
  [errorCodes.emailTaken]: 'messages.emailTaken',
  [errorCodes.deviceLimitExceeded]: 'messages.deviceLimit',
  [errorCodes.refreshInvalid]: 'messages.refreshInvalid',
  [errorCodes.resetCodeInvalid]: 'messages.resetCodeWrong',
  [errorCodes.resetCodeExpired]: 'messages.resetCodeExpired',
  [errorCodes.resetTooManyAttempts]: 'messages.resetTooManyAttempts',
  [errorCodes.resetCooldown]: 'messages.resetCooldown',
  [errorCodes.mailFailed]: 'messages.mailSendError',
  [errorCodes.oauthTokenInvalid]: 'messages.oauthTokenInvalid',
  [errorCodes.oauthEmailUnverified]: 'messages.oauthEmailUnverified',
  [errorCodes.twoFactorStepRequired]: 'messages2fa.stepExpired',
  [`${errorCodes.twoFactorInvalid}:400`]: 'messages2fa.setupWrongCode',
  [errorCodes.twoFactorInvalid]: 'messages2fa.wrongCode',
  [errorCodes.twoFactorBlocked]: 'messages2fa.blocked',
  [errorCodes.twoFactorCodeRequired]: 'messages2fa.codeRequired',
  [errorCodes.twoFactorNotEnabled]: 'messages2fa.notEnabled',
  [errorCodes.twoFactorAlreadyEnabled]: 'messages2fa.alreadyEnabled',
  [errorCodes.twoFactorNoSetup]: 'messages2fa.noPendingSetup',
  [errorCodes.generationFailed]: 'messagesGenerator.generationFailed',
  [errorCodes.quotaExceeded]: 'messages.quotaExceeded',
  [errorCodes.billingUnavailable]: 'messages.billingUnavailable',
  [errorCodes.paymentProviderFailed]: 'messages.paymentProviderFailed',
  [errorCodes.webhookSignatureInvalid]: 'messages.webhookSignatureInvalid',
  [errorCodes.planAlreadyActive]: 'messages.planAlreadyActive',
  [errorCodes.noSubscription]: 'messages.noSubscription',
  [errorCodes.noBillingAccount]: 'messages.noBillingAccount',
  [errorCodes.withdrawalPeriodOver]: 'messages.withdrawalPeriodOver',
  [errorCodes.webhookUnassigned]: 'messages.webhookUnassigned',
  [errorCodes.accountRateLimited]: 'messages.accountRateLimited',
  // The settings (their texts load with the dialog, where these errors are shown).
  [errorCodes.userMismatch]: 'settings.recovery.errors.userMismatch',
  [errorCodes.validationCodeInvalid]: 'settings.recovery.errors.wrongCode',
  [errorCodes.validationCodeExpired]: 'settings.recovery.errors.codeExpired',
  [errorCodes.recoveryEmailSame]: 'settings.recovery.errors.sameAsAccount',
  [errorCodes.recoveryEmailUnchanged]: 'settings.recovery.errors.unchanged',
  [errorCodes.recoveryEmailAlreadySet]: 'settings.recovery.errors.alreadySet',
  [errorCodes.recoveryEmailNotSet]: 'settings.recovery.errors.notSet',
  [errorCodes.emailChangeAlreadyRequested]: 'settings.recovery.errors.alreadyRequested',
  [errorCodes.emailChangeNotRequested]: 'settings.recovery.errors.notRequested',
  [errorCodes.emailChangeDelayRunning]: 'settings.recovery.errors.delayRunning',
  [errorCodes.emailChangeWindowClosed]: 'settings.recovery.errors.windowClosed',
  // Failures made on the device whose message is the one to show (no answer at all: the
  // caller's own fallback says what failed, e.g. 'Erreur de connexion').
  [clientErrorCodes.freemiumLimit]: 'messages.freemiumLimit',
  [clientErrorCodes.invalidToken]: 'messages.invalidToken',
  [clientErrorCodes.sessionExpired]: 'messages.sessionExpired',
};

/** The catalogue key of an error's code, if the client knows it. */
export function errorMessageKey(error: ApiError): CatalogueKey | undefined {
  if (!error.code) return undefined;
  return codeMessages[`${error.code}:${error.status}`] ?? codeMessages[error.code];
}

/** When a failure carries no code the client knows, and no text of the server's: by status. */
function statusMessageKey(status: number): CatalogueKey | undefined {
  if (status === 0) return 'messages.serverConnectionError';
  if (status === 400 || status === 422) return 'messages.invalidData';
  if (status === 404) return 'messages.notFound';
  if (status === 413) return 'messages.payloadTooLarge';
  if (status === 429) return 'messages.tooManyRequests';
  if (status === 503) return 'messages.serviceUnavailable';
  return undefined;
}

/**
 * The texts of a feature's own error codes (its group's errors.ts), which its section holds:
 * `{ [supportErrors.limitReached.code]: 'support.errors.limitReached' }`.
 */
export type OwnCodes = Readonly<Record<string, CatalogueKey>>;

/**
 * What to show for a failed call, in the current language: the message of its code — the
 * feature's own codes first (`ownCodes`), then the codes every screen knows (above); for a code
 * the client does not know, the server's own `error` text; otherwise `fallback`. A quota
 * refusal is said from its facts (plan, limit, period, renewal).
 */
export function errorText(error: unknown, t: TFunction, fallback: string, ownCodes: OwnCodes = {}): string {
  if (!isApiError(error)) return fallback;
  const own = error.code ? ownCodes[error.code] : undefined;
  if (own) return t(own);
  if (error.code === errorCodes.quotaExceeded) {
    const quota = quotaExceededText(error, t);
    if (quota) return quota;
  }
  const wait =
    error.code === errorCodes.validationCodeCooldown ? error.numberField('cooldownRemaining') : undefined;
  if (wait !== undefined) return t('settings.recovery.wait', { count: wait });
  const key = errorMessageKey(error);
  if (key) return t(key);
  return error.serverMessage ?? fallback;
}

/** Like `errorText`, with the status's generic message (else 'Une erreur est survenue') as fallback. */
export function errorTextOrStatus(error: unknown, t: TFunction): string {
  const status = isApiError(error) ? error.status : 0;
  return errorText(error, t, t(statusMessageKey(status) ?? 'messages.genericError'));
}

/** "Quota atteint : le forfait Gratuit permet 3 générations par jour…", from the answer's facts. */
function quotaExceededText(error: ApiError, t: TFunction): string | undefined {
  const planType = error.body?.planType;
  // The plan's name in the reader's language; the server's (French) one for a plan unknown here.
  const planName =
    typeof planType === 'string' && isPlanType(planType) ? t(planNameKey(planType)) : error.body?.planName;
  const limit = error.numberField('limit');
  const period = error.body?.period;
  if (typeof planName !== 'string' || limit === undefined) return undefined;
  if (period === 'day') return t('errors.quotaDaily', { planName, limit });
  const resetAt = error.body?.resetAt;
  if (period !== 'billing-period' || typeof resetAt !== 'string') return undefined;
  const date = new Intl.DateTimeFormat(i18next.language, {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  }).format(new Date(resetAt));
  return t('errors.quotaPeriod', { planName, limit, date });
}
