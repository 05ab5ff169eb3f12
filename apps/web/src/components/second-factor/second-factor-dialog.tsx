import { useTranslation } from 'react-i18next';

import { Modal } from '../ui/modal';
import { SecondFactorForm } from './second-factor-form';
import { useSecondFactorForm } from './use-second-factor-form';

interface SecondFactorDialogProps {
  title: string;
  /** Read with the title when the dialog opens. */
  intro: string;
  /** Sends the code (its format is right), then does what follows a success: the dialog closes. */
  onSend: (code: string) => Promise<void>;
  /** 'Annuler', the close button or Escape. */
  onCancel: () => void;
  submitLabel: string;
  /** The submit button is a dangerous one (e.g. 'Désactiver'). */
  danger?: boolean;
  /** The proof of the sign-in's first step expired: its message goes there, not under the field. */
  onStepExpired?: (message: string) => void;
}

/**
 * A dialog that asks for an app code or a recovery code, then closes once it is accepted (it
 * stays busy until then).
 */
export function SecondFactorDialog({
  title,
  intro,
  onSend,
  onCancel,
  submitLabel,
  danger = false,
  onStepExpired,
}: SecondFactorDialogProps) {
  const { t } = useTranslation();
  const form = useSecondFactorForm({ keepBusyOnSuccess: true, onStepExpired });

  return (
    <Modal
      title={title}
      description={<p>{intro}</p>}
      onDismiss={onCancel}
      initialFocus={form.inputRef}
      busy={form.busy}
    >
      <SecondFactorForm
        form={form}
        onSend={onSend}
        withRecoveryCode
        cancelLabel={t('common.cancel')}
        onCancel={onCancel}
        submitLabel={submitLabel}
        danger={danger}
      />
    </Modal>
  );
}
