import { useMutation } from '@tanstack/react-query';
import type { User } from '@trousse/contracts/api/auth/schemas';
import { endpoints } from '@trousse/contracts/api/endpoints';
import { useTranslation } from 'react-i18next';

import { apiCall } from '../../../lib/api-client';
import { sessionStore } from '../../../entities/session/session';
import { SecondFactorDialog } from '../../../components/second-factor/second-factor-dialog';

export interface TwoFactorLoginDialogProps {
  /** The account that passed the access-code step. */
  email: string;
  /** Signed in (token stored, session filled). */
  onSuccess: (user: User) => void;
  /** 'Annuler', the close button or Escape. */
  onCancel: () => void;
  /** The proof of the code step expired: the message to show at the email step. */
  onStepExpired: (message: string) => void;
}

/**
 * The second step of a sign-in (login, reset, social sign-in): an app code or a recovery
 * code, checked by POST /auth/2fa/verify-login from the client that passed the first step.
 */
export function TwoFactorLoginDialog({
  email,
  onSuccess,
  onCancel,
  onStepExpired,
}: TwoFactorLoginDialogProps) {
  const { t } = useTranslation();
  const verify = useMutation({
    mutationFn: async (code: string) => {
      const response = await apiCall(endpoints.twoFactor.verifyLogin, { body: { email, code } });
      return sessionStore.completeTwoFactorLogin(response);
    },
  });

  return (
    <SecondFactorDialog
      title={t('twoFactor.login.title')}
      intro={t('twoFactor.login.intro', { email })}
      onSend={async (code) => {
        onSuccess(await verify.mutateAsync(code));
      }}
      onCancel={onCancel}
      submitLabel={t('twoFactor.verify')}
      onStepExpired={onStepExpired}
    />
  );
}
