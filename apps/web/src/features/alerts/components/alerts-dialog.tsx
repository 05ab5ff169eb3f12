import type { User } from '@trousse/contracts/api/auth/schemas';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { SectionSkeleton } from '../../../components/section-states';
import { Modal } from '../../../components/ui/modal';
import { useCountdown } from '../../../hooks/use-countdown';
import { useFormat } from '../../../hooks/use-format';
import { useSection } from '../../../i18n/sections';
import { useAppDialogActions } from '../../../hooks/app-dialogs';
import { clockWait } from '../../../lib/wait-display';
import { useSystemAlerts } from '../api/alerts-query';
import { dismissAlert, dismissProcedure, showAllAlerts, useDismissed } from '../lib/dismissed';
import { useProcedure } from '../lib/procedure';
import { AlertCard, useAlertWords } from './alert-card';

import './alerts.css';

/** The procedure's status every 3 s, every second in its last half-minute (part 2 §4). */
const procedurePoll = (secondsLeft: number) => (secondsLeft <= 30 ? 1_000 : 3_000);

/**
 * 'Alertes': the system alerts and the alerts of a running recovery-email change, each with
 * 'Ignorer' (remembered on this browser); 'Tout voir' shows the dismissed ones again.
 */
export function AlertsDialog({ user }: { user: User }) {
  const { t } = useTranslation();
  const { closeAppDialog } = useAppDialogActions();
  const ready = useSection('alertTexts');
  const format = useFormat();
  const words = useAlertWords();
  const alerts = useSystemAlerts();
  const procedure = useProcedure(user, procedurePoll);
  const left = useCountdown(procedure?.endsAt ?? null);
  const dismissed = useDismissed();
  // A dismissed alert takes its button away: the focus goes back to the list, not to the page.
  const listRef = useRef<HTMLDivElement>(null);
  const dismiss = (action: () => void) => {
    action();
    listRef.current?.focus();
  };

  const shown = alerts.filter((alert) => !dismissed.ids.includes(alert.id));
  const procedureShown = procedure && !dismissed.procedures.includes(procedure.stage) ? procedure : null;
  const hidden = alerts.length - shown.length + (procedure && !procedureShown ? 1 : 0);

  return (
    <Modal title={ready ? t('alertTexts.title') : t('header.alerts')} onDismiss={closeAppDialog}>
      {ready ? (
        <div ref={listRef} tabIndex={-1} className="alerts-dialog">
          {shown.length === 0 && !procedureShown && (
            <p className="alerts-dialog__empty">{t('alertTexts.empty')}</p>
          )}
          <ul className="alerts-dialog__list">
            {procedureShown && (
              <li>
                <AlertCard
                  type={procedureShown.stage === 'cooldown' ? 'WARNING' : 'INFO'}
                  title={t(`alertTexts.procedure.${procedureShown.stage}.title`)}
                  message={t(`alertTexts.procedure.${procedureShown.stage}.message`, {
                    time: clockWait(left),
                  })}
                  action={
                    <button
                      type="button"
                      className="button button--secondary alert-card__dismiss"
                      onClick={() => dismiss(() => dismissProcedure(procedureShown.stage))}
                    >
                      {t('alertTexts.dismiss')}
                    </button>
                  }
                />
              </li>
            )}
            {shown.map((alert) => (
              <li key={alert.id}>
                <AlertCard
                  type={alert.type}
                  {...words(alert)}
                  action={
                    <div className="alert-card__side">
                      <span className="alert-card__until">
                        {t('alertTexts.until', { date: format.dateTime(alert.expiresAt) })}
                      </span>
                      <button
                        type="button"
                        className="button button--secondary alert-card__dismiss"
                        onClick={() => dismiss(() => dismissAlert(alert.id))}
                      >
                        {t('alertTexts.dismiss')}
                      </button>
                    </div>
                  }
                />
              </li>
            ))}
          </ul>
          {hidden > 0 && (
            <button type="button" className="button button--secondary" onClick={showAllAlerts}>
              {t('alertTexts.showAll')}
            </button>
          )}
        </div>
      ) : (
        <SectionSkeleton rows={2} />
      )}
    </Modal>
  );
}
