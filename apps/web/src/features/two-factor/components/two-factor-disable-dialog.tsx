import { useTranslation } from 'react-i18next';

import { twoFactorApi } from '../../../lib/two-factor-api';
import { SecondFactorDialog } from '../../../components/second-factor/second-factor-dialog';

interface TwoFactorDisableDialogProps {
  onDisabled: () => void;
  onClose: () => void;
}

/** 'Désactiver la double authentification': an app code or a recovery code, then 'Désactiver'. */
export function TwoFactorDisableDialog({ onDisabled, onClose }: TwoFactorDisableDialogProps) {
  const { t } = useTranslation();

  return (
    <SecondFactorDialog
      title={t('twoFactor.disable.title')}
      intro={t('twoFactor.disable.intro')}
      onSend={async (code) => {
        await twoFactorApi.disable(code);
        onDisabled();
      }}
      onCancel={onClose}
      submitLabel={t('twoFactor.disable.submit')}
      danger
    />
  );
}
