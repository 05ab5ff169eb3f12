import { useMutation } from '@tanstack/react-query';
import { ACCESS_CODE_PATTERN } from '@trousse/contracts/auth-rules';
import { endpoints } from '@trousse/contracts/api/endpoints';
import type { TwoFactorSetupResponse } from '@trousse/contracts/api/two-factor/schemas';
import { RotateCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AccessCodeField } from '../../../components/access-code-field';
import { Field } from '../../../components/field';
import { Modal } from '../../../components/ui/modal';
import { useCopy } from '../../../hooks/use-copy';
import { apiCall, isApiError } from '../../../lib/api-client';
import { describeLoginError } from '../../../entities/session/auth-errors';
import { describeSetupVerifyError, groupSecret } from '../../../entities/two-factor/two-factor';
import { CopyButton, CopyStatus } from './copy-feedback';
import { SecondFactorForm } from '../../../components/second-factor/second-factor-form';
import { RecoveryCodesStep, StepTitle } from './setup-step';
import { useSecondFactorForm } from '../../../components/second-factor/use-second-factor-form';
import { useTwoFactorMessages } from '../../../components/second-factor/use-two-factor-messages';

type SetupStep =
  /** The current access code first: turning 2FA on is a sensitive change (DECISIONS §2). */
  | { kind: 'confirm'; error: string | null }
  | { kind: 'init'; failed: boolean }
  | { kind: 'qr'; setup: TwoFactorSetupResponse }
  | { kind: 'verify'; setup: TwoFactorSetupResponse }
  | { kind: 'codes'; codes: string[] };

interface TwoFactorSetupDialogProps {
  /** Two-factor is now on: refresh what shows it (status, user). */
  onEnabled: () => void;
  onClose: () => void;
}

/**
 * 'Activer la double authentification': the current access code → init (POST /auth/2fa/enable
 * with that code, under the sign-in lockout) → the QR code, with the
 * secret for manual entry → a code of the app (POST /auth/2fa/verify) → the recovery codes,
 * shown once, with 'Copier', 'Télécharger' and 'Terminé'.
 */
export function TwoFactorSetupDialog({ onEnabled, onClose }: TwoFactorSetupDialogProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<SetupStep>({ kind: 'confirm', error: null });
  const [accessCode, setAccessCode] = useState('');
  const form = useSecondFactorForm();
  const { apiErrorText } = useTwoFactorMessages();
  const { setCode, setError, inputRef } = form;
  const stepTitleRef = useRef<HTMLHeadingElement>(null);
  const accessCodeRef = useRef<HTMLInputElement>(null);
  const { state: copyState, copy } = useCopy();
  const { mutateAsync: enable } = useMutation({
    mutationFn: (code: string) => apiCall(endpoints.twoFactor.enable, { body: { code } }),
  });
  const { mutateAsync: confirmSetup } = useMutation({
    mutationFn: ({ setup, code }: { setup: TwoFactorSetupResponse; code: string }) =>
      apiCall(endpoints.twoFactor.verify, {
        body: { code, secret: setup.secret, backupCodes: setup.backupCodes },
      }),
  });

  const start = useCallback(
    async (code: string) => {
      setStep({ kind: 'init', failed: false });
      try {
        const setup = await enable(code);
        setAccessCode('');
        setStep({ kind: 'qr', setup });
      } catch (caught) {
        const failure = describeLoginError(caught, t);
        if (failure.kind === 'other' && !isApiError(caught)) {
          setStep({ kind: 'init', failed: true });
          return;
        }
        setAccessCode('');
        const attempts =
          failure.kind === 'wrong-code' && failure.remainingAttempts !== undefined
            ? ` (${t('auth.attemptsLeft', { count: failure.remainingAttempts })})`
            : '';
        setStep({ kind: 'confirm', error: `${failure.message}${attempts}` });
      }
    },
    [t, enable],
  );

  // Each step announces itself: the focus goes to its title, or to the code field.
  useEffect(() => {
    if (step.kind === 'verify') inputRef.current?.focus();
    else if (step.kind === 'confirm') accessCodeRef.current?.focus();
    else if (step.kind !== 'init' || step.failed) stepTitleRef.current?.focus();
  }, [step, inputRef]);

  /** The code of the app confirms the set-up; a refusal here blocks nothing, and may restart it. */
  const verify = async (setup: TwoFactorSetupResponse, code: string) => {
    try {
      await confirmSetup({ setup, code });
      setStep({ kind: 'codes', codes: setup.backupCodes });
      onEnabled();
    } catch (caught) {
      const failure = describeSetupVerifyError(caught);
      setCode('');
      if (failure.kind === 'restart') {
        // The pending set-up is gone: a new secret is needed, after the access code again.
        setError(null);
        setStep({ kind: 'confirm', error: apiErrorText(failure.error) });
      } else {
        setError(
          failure.kind === 'wrong-code' ? t('messages2fa.setupWrongCode') : apiErrorText(failure.error),
        );
      }
    }
  };

  const codeValid = ACCESS_CODE_PATTERN.test(accessCode);
  let body;
  switch (step.kind) {
    case 'confirm':
      body = (
        <form
          className="setup-step"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (codeValid) void start(accessCode);
          }}
        >
          <p className="setup-step__intro">{t('twoFactor.setup.confirmIntro')}</p>
          <AccessCodeField
            value={accessCode}
            onChange={setAccessCode}
            error={step.error}
            inputRef={accessCodeRef}
          />
          <div className="dialog__actions dialog__actions--end">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={!codeValid}>
              {t('twoFactor.setup.next')}
            </button>
          </div>
        </form>
      );
      break;
    case 'init':
      body = step.failed ? (
        <div className="setup-step">
          <StepTitle titleRef={stepTitleRef} role="alert">
            {t('messages2fa.setupError')}
          </StepTitle>
          <div className="dialog__actions dialog__actions--end">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => setStep({ kind: 'confirm', error: null })}
            >
              <RotateCw size={16} aria-hidden="true" />
              {t('common.retry')}
            </button>
          </div>
        </div>
      ) : (
        <p className="setup-step__loading" role="status">
          {t('twoFactor.setup.preparing')}
        </p>
      );
      break;
    case 'qr':
      body = (
        <div className="setup-step">
          <StepTitle titleRef={stepTitleRef}>{t('twoFactor.setup.qrTitle')}</StepTitle>
          <p className="setup-step__intro">{t('twoFactor.setup.qrIntro')}</p>
          <img
            className="setup-step__qr"
            src={step.setup.qrCode}
            alt={t('twoFactor.setup.qrAlt')}
            width={192}
            height={192}
          />
          <Field label={t('twoFactor.setup.secretLabel')} hint={t('twoFactor.setup.secretHint')}>
            {(control) => (
              <div className="secret-field">
                {/* Wraps on narrow screens: the whole key stays visible. */}
                <textarea
                  {...control}
                  className="text-input secret-field__input"
                  readOnly
                  rows={2}
                  spellCheck={false}
                  value={groupSecret(step.setup.secret)}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyButton
                  state={copyState}
                  onCopy={() => void copy(step.setup.secret)}
                  label={t('twoFactor.setup.copySecret')}
                />
              </div>
            )}
          </Field>
          <CopyStatus state={copyState} />
          <div className="dialog__actions dialog__actions--end">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setCode('');
                setError(null);
                setStep({ kind: 'verify', setup: step.setup });
              }}
            >
              {t('twoFactor.setup.next')}
            </button>
          </div>
        </div>
      );
      break;
    case 'verify':
      body = (
        <SecondFactorForm
          form={form}
          onSend={(code) => verify(step.setup, code)}
          className="setup-step"
          cancelLabel={t('auth.back')}
          onCancel={() => {
            setError(null);
            setStep({ kind: 'qr', setup: step.setup });
          }}
          submitLabel={t('twoFactor.verify')}
        >
          <StepTitle titleRef={stepTitleRef}>{t('twoFactor.setup.verifyTitle')}</StepTitle>
          <p className="setup-step__intro">{t('twoFactor.setup.verifyIntro')}</p>
        </SecondFactorForm>
      );
      break;
    case 'codes':
      body = (
        <RecoveryCodesStep
          title={t('twoFactor.setup.codesTitle')}
          titleRef={stepTitleRef}
          intros={[t('twoFactor.setup.codesIntro'), t('twoFactor.setup.otherSessions')]}
          codes={step.codes}
          onDone={onClose}
        />
      );
      break;
  }

  return (
    <Modal title={t('twoFactor.setup.title')} onDismiss={onClose} busy={form.busy}>
      {body}
    </Modal>
  );
}
