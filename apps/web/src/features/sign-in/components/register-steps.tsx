import { messagesFr } from '@trousse/contracts/messages-fr';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { registerErrorMessage } from '../../../lib/auth-errors';
import { isValidAccessCode } from '../lib/auth-flow';
import { loadAuthSchemas, prefetchAuthSchemas } from '../lib/auth-schemas';
import type { AuthFlowAction, AuthFlowState } from '../lib/auth-flow';
import { sessionStore } from '../../../lib/session/session';
import { CodeKeypad } from './code-keypad';
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
    const schemas = await loadAuthSchemas().catch(() => null);
    if (!schemas) {
      setError(messagesFr.serverConnectionError);
      return;
    }
    const parsed = schemas.newAccessCodeSchema.safeParse(code);
    if (!parsed.success) {
      setCode('');
      setError(parsed.error.issues[0]?.message ?? messagesFr.codeLength);
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
  /** Social sign-in: the code is created for the pending identity, then the user is signed in. */
  onOAuthCreateCode?: (code: string, confirmation: string) => Promise<void>;
}

/** register-confirm: the same code again, then the account is created and the user signed in. */
export function RegisterConfirmStep({
  state,
  dispatch,
  onBack,
  onOAuthCreateCode,
}: RegisterConfirmStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy || !isValidAccessCode(code)) return;
    if (code !== state.pendingCode) {
      setCode('');
      dispatch({ type: 'confirmationMismatch', message: messagesFr.codesMismatch });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (state.oauth && onOAuthCreateCode) {
        await onOAuthCreateCode(state.pendingCode, code);
        return;
      }
      const result = await sessionStore.register(state.email, state.pendingCode, code);
      if (result.status === 'signed-in') toast.success(t('auth.registered'));
    } catch (caught) {
      setCode('');
      setError(registerErrorMessage(caught));
    } finally {
      setBusy(false);
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
