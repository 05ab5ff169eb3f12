import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@trousse/contracts/endpoints';
import { useTranslation } from 'react-i18next';

import { apiCall } from '../../../lib/api-client';
import { SecondFactorDialog } from '../../../components/second-factor/second-factor-dialog';

interface TwoFactorDisableDialogProps {
  onDisabled: () => void;
  onClose: () => void;
}

/** 'Désactiver la double authentification': an app code or a recovery code, then 'Désactiver'. */
export function TwoFactorDisableDialog({ onDisabled, onClose }: TwoFactorDisableDialogProps) {
  const { t } = useTranslation();
  const disable = useMutation({
    mutationFn: (code: string) => apiCall(endpoints.twoFactor.disable, { body: { code } }),
  });

  return (
    <SecondFactorDialog
      title={t('twoFactor.disable.title')}
      intro={t('twoFactor.disable.intro')}
      onSend={async (code) => {
        await disable.mutateAsync(code);
        onDisabled();
      }}
      onCancel={onClose}
      submitLabel={t('twoFactor.disable.submit')}
      danger
    />
  );
}
