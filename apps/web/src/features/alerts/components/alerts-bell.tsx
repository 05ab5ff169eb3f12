import type { User } from '@trousse/contracts/api/auth/schemas';
import { Bell } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useSession } from '../../../entities/session/session-context';
import { useNow } from '../../../hooks/use-now';
import { useAppDialogActions } from '../../../hooks/app-dialogs';
import { useSystemAlerts } from '../api/alerts-query';
import { ALERT_POLL_MS } from '../lib/alert-poll-policy';
import { useDismissed } from '../lib/dismissed';
import { useProcedure } from '../lib/procedure';

import './alerts.css';

/** While alerts wait, the bell and the account's initial take turns this often (part 2 §4). */
const BELL_TOGGLE_MS = 30_000;

/** The header's 'Alertes' button, for a signed-in user: the count of alerts not dismissed. */
export function AlertsBell() {
  const { isAuthenticated, user } = useSession();
  if (!isAuthenticated || !user) return null;
  return <AlertsBellButton user={user} />;
}

function AlertsBellButton({ user }: { user: User }) {
  const { t } = useTranslation();
  const { openAppDialog } = useAppDialogActions();
  const countId = useId();
  const alerts = useSystemAlerts();
  const procedure = useProcedure(user, ALERT_POLL_MS);
  const dismissed = useDismissed();
  const now = useNow(BELL_TOGGLE_MS);
  const count =
    alerts.filter((alert) => !dismissed.ids.includes(alert.id)).length +
    (procedure && !dismissed.procedures.includes(procedure.stage) ? 1 : 0);
  const showInitial = count > 0 && Math.floor(now / BELL_TOGGLE_MS) % 2 === 1;

  return (
    <button
      type="button"
      className="alerts-bell"
      aria-label={t('header.alerts')}
      aria-describedby={count > 0 ? countId : undefined}
      title={t('header.alerts')}
      onClick={() => openAppDialog('alerts')}
    >
      {showInitial ? (
        <span className="alerts-bell__initial" aria-hidden="true">
          {(user.email.trim()[0] ?? '?').toUpperCase()}
        </span>
      ) : (
        <Bell size={20} aria-hidden="true" />
      )}
      {count > 0 && (
        <>
          <span className="alerts-bell__badge" aria-hidden="true">
            {count}
          </span>
          <span id={countId} className="sr-only">
            {t('header.alertsCount', { count })}
          </span>
        </>
      )}
    </button>
  );
}
