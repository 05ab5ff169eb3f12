import { useMutation } from '@tanstack/react-query';
import { ACCESS_CODE_PATTERN } from '@trousse/contracts/auth-rules';
import { endpoints } from '@trousse/contracts/api/endpoints';
import { errorCodes } from '@trousse/contracts/error-codes';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AccessCodeField } from '../../../components/access-code-field';
import { SecondFactorForm } from '../../../components/second-factor/second-factor-form';
import { useSecondFactorForm } from '../../../components/second-factor/use-second-factor-form';
import { Modal } from '../../../components/ui/modal';
import { apiCall, isApiError, type EndpointBody } from '../../../lib/api-client';
import { describeLoginError } from '../../../entities/session/auth-errors';

interface TwoFactorDisableDialogProps {
  onDisabled: () => void;
  onClose: () => void;
}

/** The refusals that are about the access code, not the second factor. */
const accessCodeErrors: ReadonlySet<string> = new Set([
  errorCodes.invalidCode,
  errorCodes.accountLocked,
  errorCodes.codeCheckBusy,
]);

/**
 * 'Désactiver la double authentification': a sensitive change (DECISIONS §2), so the current
 * access code, then an app code or a recovery code, sent together; then 'Désactiver'.
 */
export function TwoFactorDisableDialog({ onDisabled, onClose }: TwoFactorDisableDialogProps) {
  const { t } = useTranslation();
  const form = useSecondFactorForm();
  const accessRef = useRef<HTMLInputElement>(null);
  const [accessCode, setAccessCode] = useState('');
  const [accessError, setAccessError] = useState<string | null>(null);
  const disable = useMutation({
    mutationFn: (body: EndpointBody<typeof endpoints.twoFactor.disable>) =>
      apiCall(endpoints.twoFactor.disable, { body }),
  });

  /** A refusal of the access code is said under its field; the second factor was not tried. */
  const send = async (code: string) => {
    if (!ACCESS_CODE_PATTERN.test(accessCode)) {
      setAccessError(t('twoFactor.disable.accessCodeRequired'));
      accessRef.current?.focus();
      return;
    }
    setAccessError(null);
    try {
      await disable.mutateAsync({ code, currentCode: accessCode });
    } catch (caught) {
      if (!isApiError(caught) || !caught.code || !accessCodeErrors.has(caught.code)) throw caught;
      const failure = describeLoginError(caught, t);
      const attempts =
        failure.kind === 'wrong-code' && failure.remainingAttempts !== undefined
          ? ` (${t('auth.attemptsLeft', { count: failure.remainingAttempts })})`
          : '';
      setAccessError(`${failure.message}${attempts}`);
      setAccessCode('');
      accessRef.current?.focus();
      return;
    }
    onDisabled();
  };

  return (
    <Modal
      title={t('twoFactor.disable.title')}
      description={<p>{t('twoFactor.disable.intro')}</p>}
      onDismiss={onClose}
      initialFocus={accessRef}
      busy={form.busy}
    >
      <SecondFactorForm
        form={form}
        onSend={send}
        withRecoveryCode
        cancelLabel={t('common.cancel')}
        onCancel={onClose}
        submitLabel={t('twoFactor.disable.submit')}
        danger
      >
        <AccessCodeField
          value={accessCode}
          onChange={(next) => {
            setAccessCode(next);
            setAccessError(null);
          }}
          error={accessError}
          disabled={form.busy}
          inputRef={accessRef}
        />
      </SecondFactorForm>
    </Modal>
  );
}
