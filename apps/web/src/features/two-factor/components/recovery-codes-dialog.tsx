import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@trousse/contracts/api/endpoints';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/ui/modal';
import { apiCall } from '../../../lib/api-client';
import { SecondFactorForm } from '../../../components/second-factor/second-factor-form';
import { RecoveryCodesStep } from './setup-step';
import { useSecondFactorForm } from '../../../components/second-factor/use-second-factor-form';

interface RecoveryCodesDialogProps {
  /** A new set replaced the old one: refresh the count. */
  onRenewed: () => void;
  onClose: () => void;
}

/**
 * 'Générer de nouveaux codes de récupération': a code of the app, then the new codes, shown
 * once (the previous set no longer works).
 */
export function RecoveryCodesDialog({ onRenewed, onClose }: RecoveryCodesDialogProps) {
  const { t } = useTranslation();
  const form = useSecondFactorForm();
  const [codes, setCodes] = useState<string[] | null>(null);
  const codesTitleRef = useRef<HTMLHeadingElement>(null);
  const renew = useMutation({
    mutationFn: (code: string) => apiCall(endpoints.twoFactor.recoveryCodes, { body: { code } }),
  });

  useEffect(() => {
    if (codes) codesTitleRef.current?.focus();
  }, [codes]);

  return (
    <Modal
      title={t('twoFactor.renew.title')}
      onDismiss={onClose}
      initialFocus={form.inputRef}
      busy={form.busy}
    >
      {codes ? (
        <RecoveryCodesStep
          title={t('twoFactor.renew.done')}
          titleRef={codesTitleRef}
          intros={[t('twoFactor.renew.codesIntro')]}
          codes={codes}
          onDone={onClose}
        />
      ) : (
        <SecondFactorForm
          form={form}
          onSend={async (code) => {
            const answer = await renew.mutateAsync(code);
            setCodes(answer.backupCodes);
            onRenewed();
          }}
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t('twoFactor.renew.submit')}
        >
          <p className="setup-step__intro">{t('twoFactor.renew.intro')}</p>
        </SecondFactorForm>
      )}
    </Modal>
  );
}
