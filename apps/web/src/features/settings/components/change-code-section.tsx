import { useQueryClient } from '@tanstack/react-query';
import { isTrivialCode } from '@trousse/contracts/auth-rules';
import { errorCodes } from '@trousse/contracts/error-codes';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

import { CodeKeypad } from '../../../components/code-keypad/code-keypad';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/error-message';
import { accountKey } from '../../../lib/api/query-keys';
import { useChangeCode } from '../api/settings-api';
import { SecondFactorInput, useSecondFactorInput } from './second-factor-input';

type Step = 'current' | 'next' | 'confirm' | 'twoFactor';

/**
 * 'Changer le code d'accès': the current code, the new one twice on the sign-in keypad, then the
 * app's code when two-factor is on. A wrong current code counts as a failed sign-in try.
 */
export function ChangeCodeSection({ twoFactor }: { twoFactor: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = useChangeCode();
  const secondFactor = useSecondFactorInput();
  const [step, setStep] = useState<Step>('current');
  const [codes, setCodes] = useState({ current: '', next: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);

  const restart = (at: Step = 'current') => {
    setCodes((value) =>
      at === 'current' ? { current: '', next: '', confirm: '' } : { ...value, next: '', confirm: '' },
    );
    secondFactor.setCode('');
    setStep(at);
  };

  const send = () =>
    change.mutate(
      {
        currentCode: codes.current,
        newCode: codes.next,
        newCodeConfirmation: codes.confirm,
        ...(twoFactor ? { twoFactorCode: secondFactor.code } : {}),
      },
      {
        onSuccess: () => {
          toast.success(t('settings.changeCode.done'));
          setError(null);
          restart();
          void queryClient.invalidateQueries({ queryKey: accountKey() });
        },
        onError: (caught) => {
          setError(errorText(caught, t, t('settings.changeCode.error')));
          const code = isApiError(caught) ? caught.code : undefined;
          // A wrong or locked current code: type it again. A second-factor refusal stays put.
          if (code === errorCodes.invalidCode || code === errorCodes.accountLocked) restart();
          else if (code === errorCodes.validation) restart('next');
        },
      },
    );

  const submitStep = () => {
    if (change.isPending) return;
    setError(null);
    if (step === 'current') return setStep('next');
    if (step === 'next') {
      if (isTrivialCode(codes.next)) {
        setError(t('settings.changeCode.tooEasy'));
        return setCodes((value) => ({ ...value, next: '' }));
      }
      return setStep('confirm');
    }
    if (codes.confirm !== codes.next) {
      setError(t('settings.changeCode.mismatch'));
      return restart('next');
    }
    if (twoFactor && step === 'confirm') return setStep('twoFactor');
    send();
  };

  const submitSecondFactor = (event: FormEvent) => {
    event.preventDefault();
    const problem = secondFactor.check();
    if (problem) return setError(problem);
    setError(null);
    send();
  };

  const keypadStep = step === 'twoFactor' ? null : step;
  const labels = {
    current: t('settings.changeCode.current'),
    next: t('settings.changeCode.next'),
    confirm: t('settings.changeCode.confirm'),
  };

  return (
    <div className="settings-code">
      <p className="settings__text">{t('settings.changeCode.intro')}</p>
      {keypadStep ? (
        <>
          <p className="settings-code__step" aria-live="polite">
            {labels[keypadStep]}
          </p>
          {error && (
            <p className="form-message form-message--error" role="alert">
              {error}
            </p>
          )}
          <CodeKeypad
            key={keypadStep}
            label={labels[keypadStep]}
            value={codes[keypadStep]}
            onChange={(value) => setCodes((current) => ({ ...current, [keypadStep]: value }))}
            onSubmit={submitStep}
            busy={change.isPending}
          />
        </>
      ) : (
        <form className="settings-form" noValidate onSubmit={submitSecondFactor}>
          <p className="settings-code__step">{t('settings.changeCode.twoFactor')}</p>
          <SecondFactorInput state={secondFactor} error={error} disabled={change.isPending} />
          <button type="submit" className="button button--primary" disabled={change.isPending}>
            {t('settings.changeCode.submit')}
          </button>
        </form>
      )}
      {step !== 'current' && (
        <button
          type="button"
          className="button button--secondary settings-code__back"
          disabled={change.isPending}
          onClick={() => {
            setError(null);
            restart();
          }}
        >
          {t('settings.changeCode.back')}
        </button>
      )}
    </div>
  );
}
