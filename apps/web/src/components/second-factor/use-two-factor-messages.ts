import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { ApiError } from '../../lib/api-client';
import {
  twoFactorErrorText,
  type CodeFormatProblem,
  type TwoFactorFailure,
} from '../../entities/two-factor/two-factor';

/** "14:35": the end of a block, in the page's language. */
export function formatBlockEnd(time: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(time);
}

/** The text of a two-factor failure or of a code format problem, in the current language. */
export function useTwoFactorMessages() {
  const { t, i18n } = useTranslation();

  const apiErrorText = useCallback((error: ApiError): string => twoFactorErrorText(error, t), [t]);

  const failureText = useCallback(
    (failure: TwoFactorFailure): string => {
      switch (failure.kind) {
        case 'wrong-code':
          return t('twoFactor.wrongCodeAttempts', { count: failure.remainingAttempts });
        case 'blocked':
          return t('twoFactor.blockedUntil', { time: formatBlockEnd(failure.blockedUntil, i18n.language) });
        case 'step-expired':
          return t('messages2fa.stepExpired');
        case 'invalid-token':
          return t('twoFactor.invalidToken');
        case 'error':
          return apiErrorText(failure.error);
        case 'default':
          return t('messages2fa.wrongCode');
      }
    },
    [t, i18n.language, apiErrorText],
  );

  const formatText = useCallback(
    (problem: CodeFormatProblem): string =>
      problem === 'totp-format' ? t('messages2fa.codeFormat') : t('messages2fa.recoveryCodeFormat'),
    [t],
  );

  return { failureText, formatText, apiErrorText };
}
