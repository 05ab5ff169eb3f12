import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

import { registerErrorMessage } from '../../../entities/session/auth-errors';
import { isValidAccessCode } from '../lib/auth-flow';
import { loadFieldSchemas, prefetchAuthSchemas } from '../lib/auth-schemas';
import type { AuthFlowAction, AuthFlowState } from '../lib/auth-flow';
import { useCreateOAuthCode, useRegister } from '../api/sign-in-mutations';
import { CodeKeypad } from '../../../components/code-keypad/code-keypad';
import { useProviderName } from './provider-name';
import { FormMessage, StepLayout } from './step-layout';

interface RegisterStepProps {
  state: AuthFlowState;
  dispatch: (action: AuthFlowAction) => void;
  onBack: () => void;
}

/** register (and oauth-create-code): choose the code; a guessable one is refused at once. */
export function RegisterStep({ state, dispatch, onBack }: RegisterStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isOAuth = state.step === 'oauth-create-code';
  const provider = useProviderName(state.oauth?.provider);
  const message = error ?? state.flash;

  const submit = async () => {
    if (!isValidAccessCode(code)) return;
    const schemas = await loadFieldSchemas(t).catch(() => null);
    if (!schemas) {
      setError(t('messages.serverConnectionError'));
      return;
    }
    const parsed = schemas.newAccessCodeSchema.safeParse(code);
    if (!parsed.success) {
      setCode('');
      setError(parsed.error.issues[0]?.message ?? t('messages.codeLength'));
      return;
    }
    dispatch({ type: 'codeChosen', code });
  };

  return (
    <StepLayout
      title={isOAuth ? t('auth.oauthCreateCode.title') : t('auth.register.title')}
      intro={
        isOAuth
          ? t('auth.oauthCreateCode.intro', { provider, email: state.email })
          : t('auth.register.intro', { email: state.email })
      }
      onBack={onBack}
    >
      {message && <FormMessage tone="error">{message}</FormMessage>}
      <CodeKeypad
        label={t('auth.register.title')}
        value={code}
        onChange={(next) => {
          prefetchAuthSchemas();
          setCode(next);
          if (state.flash) dispatch({ type: 'flashShown' });
          setError(null);
        }}
        onSubmit={() => void submit()}
      />
    </StepLayout>
  );
}

interface RegisterConfirmStepProps extends RegisterStepProps {
  /** Social sign-in: the code was created for the pending identity and the user signed in. */
  onOAuthSignedIn: () => void;
  /** The account behind a social sign-in has two-factor: the code step takes over. */
  onRequires2FA: (email: string) => void;
}

/** register-confirm: the same code again, then the account is created and the user signed in. */
export function RegisterConfirmStep({
  state,
  dispatch,
  onBack,
  onOAuthSignedIn,
  onRequires2FA,
}: RegisterConfirmStepProps) {
  const { t } = useTranslation();
  const register = useRegister();
  const createOAuthCode = useCreateOAuthCode();
  const busy = register.isPending || createOAuthCode.isPending;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (busy || !isValidAccessCode(code)) return;
    if (code !== state.pendingCode) {
      setCode('');
      dispatch({ type: 'confirmationMismatch', message: t('messages.codesMismatch') });
      return;
    }
    setError(null);
    try {
      if (state.oauth) {
        const result = await createOAuthCode.mutateAsync({
          token: state.oauth.token,
          code: state.pendingCode,
          codeConfirmation: code,
        });
        if (result.status === 'requires2FA') onRequires2FA(result.email);
        if (result.status === 'signed-in') onOAuthSignedIn();
        return;
      }
      const result = await register.mutateAsync({
        email: state.email,
        code: state.pendingCode,
        codeConfirmation: code,
      });
      if (result.status === 'signed-in') toast.success(t('auth.registered'));
    } catch (caught) {
      setCode('');
      setError(registerErrorMessage(caught, t));
    }
  };

  return (
    <StepLayout
      title={t('auth.registerConfirm.title')}
      intro={t('auth.registerConfirm.intro')}
      onBack={onBack}
    >
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <CodeKeypad
        label={t('auth.registerConfirm.title')}
        value={code}
        onChange={setCode}
        onSubmit={() => void submit()}
        busy={busy}
      />
    </StepLayout>
  );
}
