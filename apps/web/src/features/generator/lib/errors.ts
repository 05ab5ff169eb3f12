import { errorCodes } from '@trousse/contracts/error-codes';
import type { TFunction } from 'i18next';

import { clientErrorCodes, isApiError } from '../../../lib/api-client';

/** What the screen does with a failed generation (part 1 §8 "Generator and apps"). */
export type GenerationFailure =
  /** 429 QUOTA_EXCEEDED: the server's message (else 'Quota dépassé') and the upgrade offer. */
  | { kind: 'quota'; message: string; resetAt: string | null }
  /** The session is over: the user goes to /auth. */
  | { kind: 'sign-in' }
  /** The anonymous allowance is used up ('Limite Atteinte' opens). */
  | { kind: 'freemium'; message: string }
  /** Anything else: 'Erreur de connexion au serveur', with the server's own detail if any. */
  | { kind: 'error'; message: string; detail?: string };

/**
 * The failure to show, its texts in the language of `t` (the server's own words, when it
 * gives some, are shown as they came).
 */
export function generationFailure(error: unknown, t: TFunction): GenerationFailure {
  if (!isApiError(error)) return { kind: 'error', message: t('messages.serverConnectionError') };
  if (error.status === 429 && error.code === errorCodes.quotaExceeded) {
    const resetAt = error.body?.resetAt;
    return {
      kind: 'quota',
      message: error.serverMessage ?? t('messages.quotaExceeded'),
      resetAt: typeof resetAt === 'string' ? resetAt : null,
    };
  }
  if (error.code === clientErrorCodes.freemiumLimit)
    return { kind: 'freemium', message: t('messages.freemiumLimit') };
  if (error.status === 401) return { kind: 'sign-in' };
  // What went wrong, when the server says it in a way worth showing under the main message.
  const detail =
    error.details?.[0]?.message ??
    (error.code === errorCodes.generationFailed ? error.serverMessage : undefined);
  return { kind: 'error', message: t('messages.serverConnectionError'), ...(detail ? { detail } : {}) };
}
