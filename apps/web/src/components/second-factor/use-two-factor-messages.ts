import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { CodeFormatProblem, TwoFactorFailure } from '../../lib/two-factor';

/** "14:35": the end of a block, in the page's language. */
export function formatBlockEnd(time: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(time);
}

/** The French text of a two-factor failure or of a code format problem. */
export function useTwoFactorMessages() {
  const { t, i18n } = useTranslation();

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
        case 'message':
          return failure.message;
        case 'default':
          return t('messages2fa.wrongCode');
      }
    },
    [t, i18n.language],
  );

  const formatText = useCallback(
    (problem: CodeFormatProblem): string =>
      problem === 'totp-format' ? t('messages2fa.codeFormat') : t('messages2fa.recoveryCodeFormat'),
    [t],
  );

  return { failureText, formatText };
}
