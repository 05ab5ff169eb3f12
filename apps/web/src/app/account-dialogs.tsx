import { InvoicesHelp } from '../features/billing/components/invoices-help';
import { AlertsDialog } from '../features/alerts/components/alerts-dialog';
import { BillingDialogs } from '../features/billing/components/subscription-dialog';
import { SessionList } from '../features/security/components/sessions-section';
import { SettingsDialog } from '../features/settings/components/settings-dialog';
import { TwoFactorSection } from '../features/two-factor/components/two-factor-section';
import { useSession } from '../entities/session/session-context';
import { useOpenAppDialog } from '../hooks/app-dialogs';

/**
 * The account menu's dialogs, loaded when one opens: 'Alertes', 'Mon abonnement', and 'Paramètres' with the
 * parts other features own (sessions, two-factor, invoices) placed in it here.
 */
export function AccountDialogs() {
  const dialog = useOpenAppDialog();
  const { isAuthenticated, user } = useSession();
  if (!isAuthenticated || !user) return null;
  if (dialog === 'alerts') return <AlertsDialog user={user} />;
  if (dialog === 'subscription') return <BillingDialogs />;
  if (dialog === 'settings') {
    return (
      <SettingsDialog
        slots={{
          sessions: (endLabel) => <SessionList endLabel={endLabel} />,
          twoFactor: <TwoFactorSection embedded />,
          invoices: <InvoicesHelp />,
        }}
      />
    );
  }
  return null;
}
