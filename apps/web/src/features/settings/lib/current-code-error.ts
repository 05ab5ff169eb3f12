import { errorCodes } from '@trousse/contracts/error-codes';
import type { TFunction } from 'i18next';

import { formatBlockEnd } from '../../../components/second-factor/use-two-factor-messages';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/error-message';
import { relativeWait } from '../../../lib/wait-display';

/** Which of the codes typed a refusal is about: the field to clear and type again. */
export type RefusedCode = 'access' | 'twoFactor' | 'other';

const accessCodeErrors: ReadonlySet<string> = new Set([
  errorCodes.invalidCode,
  errorCodes.accountLocked,
  errorCodes.codeCheckBusy,
]);
const twoFactorErrors: ReadonlySet<string> = new Set([
  errorCodes.twoFactorInvalid,
  errorCodes.twoFactorBlocked,
  errorCodes.twoFactorCodeRequired,
]);

/**
 * What a sensitive change's refusal says (DECISIONS §2), from its code: a wrong access code with
 * the tries left before the lock, the lock and how long it lasts, a wrong or blocked second
 * factor; anything else from the catalogue, else `fallback`.
 */
export function currentCodeRefusal(
  error: unknown,
  t: TFunction,
  language: string,
  fallback: string,
): { refused: RefusedCode; message: string } {
  const code = isApiError(error) ? error.code : undefined;
  if (!isApiError(error) || !code) return { refused: 'other', message: errorText(error, t, fallback) };
  if (accessCodeErrors.has(code)) {
    const left = error.numberField('remainingAttempts');
    const lockSeconds = error.numberField('remainingTime');
    let message = errorText(error, t, fallback);
    if (code === errorCodes.invalidCode && left !== undefined)
      message = `${message} (${t('auth.attemptsLeft', { count: left })})`;
    if (code === errorCodes.accountLocked && lockSeconds !== undefined) {
      const wait = relativeWait(lockSeconds);
      const time =
        wait.unit === 'hours'
          ? t('auth.waitHours', { count: wait.count })
          : t('auth.waitMinutes', { count: wait.count });
      message = `${message} ${t('auth.lockedWait', { time })}`;
    }
    return { refused: 'access', message };
  }
  if (twoFactorErrors.has(code)) {
    const left = error.numberField('remainingAttempts');
    const until = error.body?.blockedUntil;
    let message = errorText(error, t, fallback);
    if (code === errorCodes.twoFactorInvalid && left !== undefined)
      message = t('twoFactor.wrongCodeAttempts', { count: left });
    if (code === errorCodes.twoFactorBlocked && typeof until === 'string' && !Number.isNaN(Date.parse(until)))
      message = t('twoFactor.blockedUntil', { time: formatBlockEnd(Date.parse(until), language) });
    return { refused: 'twoFactor', message };
  }
  return { refused: 'other', message: errorText(error, t, fallback) };
}
