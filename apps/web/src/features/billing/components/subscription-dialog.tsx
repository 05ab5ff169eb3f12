import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/ui/modal';
import { useAppDialogActions, useOpenAppDialog } from '../../../hooks/app-dialogs';
import { SubscriptionPanel } from './subscription-panel';

import './subscription.css';

/** 'Mon abonnement', opened from the account menu (hooks/app-dialogs.ts). */
export function BillingDialogs() {
  const { t } = useTranslation();
  const open = useOpenAppDialog();
  const { closeAppDialog } = useAppDialogActions();
  if (open !== 'subscription') return null;
  return (
    <Modal title={t('billing.subscription.title')} onDismiss={closeAppDialog}>
      <SubscriptionPanel />
    </Modal>
  );
}
