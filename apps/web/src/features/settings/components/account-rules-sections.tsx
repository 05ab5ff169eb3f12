import {
  INACTIVITY_MONTHS,
  INACTIVITY_NOTICE_DAYS,
  LOCK_HOURS,
  MAX_LIVE_SESSIONS,
  MAX_LOGIN_ATTEMPTS,
  SESSION_HOURS,
  TWO_FACTOR_SESSION_DAYS,
} from '@trousse/contracts/auth-rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// The account's rules, said with the very constants the server applies.

export function SessionDurationSection({ sessions }: { sessions: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="settings__text">
        {t('settings.sessionDuration.body', {
          hours: SESSION_HOURS,
          days: TWO_FACTOR_SESSION_DAYS,
          max: MAX_LIVE_SESSIONS,
        })}
      </p>
      <h4 className="settings__subtitle">{t('settings.sessionDuration.listTitle')}</h4>
      {sessions}
    </>
  );
}

export function AutoDeletionSection() {
  const { t } = useTranslation();
  return (
    <p className="settings__text">
      {t('settings.autoDeletion.body', { months: INACTIVITY_MONTHS, days: INACTIVITY_NOTICE_DAYS })}
    </p>
  );
}

export function AttemptsSection() {
  const { t } = useTranslation();
  return (
    <p className="settings__text">
      {t('settings.attempts.body', { count: MAX_LOGIN_ATTEMPTS, hours: LOCK_HOURS })}
    </p>
  );
}
