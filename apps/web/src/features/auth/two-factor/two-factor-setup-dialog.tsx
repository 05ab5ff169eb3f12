import type { TwoFactorSetupResponse } from '@trousse/contracts/two-factor';
import { Check, Copy, RotateCw } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/ui/modal';
import { useCopy } from '../../../hooks/use-copy';
import { twoFactorApi } from '../api/two-factor-api';
import { describeSetupVerifyError, groupSecret, secondFactorFormatProblem } from '../lib/two-factor';
import { RecoveryCodesView } from './recovery-codes-view';
import { SecondFactorField } from './second-factor-field';
import { useTwoFactorMessages } from './use-two-factor-messages';

type SetupStep =
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
 * 'Activer la double authentification': init (POST /auth/2fa/enable) → the QR code, with the
 * secret for manual entry → a code of the app (POST /auth/2fa/verify) → the recovery codes,
 * shown once, with 'Copier', 'Télécharger' and 'Terminé'.
 */
export function TwoFactorSetupDialog({ onEnabled, onClose }: TwoFactorSetupDialogProps) {
  const { t } = useTranslation();
  const { formatText } = useTwoFactorMessages();
  const [step, setStep] = useState<SetupStep>({ kind: 'init', failed: false });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stepTitleRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const started = useRef(false);
  const secretId = useId();
  const { state: copyState, copy } = useCopy();

  const start = useCallback(async () => {
    setStep({ kind: 'init', failed: false });
    try {
      const setup = await twoFactorApi.enable();
      setStep({ kind: 'qr', setup });
    } catch {
      setStep({ kind: 'init', failed: true });
    }
  }, []);

  // One set-up per opening (a second one would replace the secret being shown).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  // Each step announces itself: the focus goes to its title, or to the code field.
  useEffect(() => {
    if (step.kind === 'verify') inputRef.current?.focus();
    else if (step.kind !== 'init' || step.failed) stepTitleRef.current?.focus();
  }, [step]);

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || step.kind !== 'verify') return;
    const problem = secondFactorFormatProblem('app', code);
    if (problem) {
      setError(formatText(problem));
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await twoFactorApi.verify(code, step.setup.secret, step.setup.backupCodes);
      setStep({ kind: 'codes', codes: step.setup.backupCodes });
      onEnabled();
    } catch (caught) {
      const failure = describeSetupVerifyError(caught);
      setCode('');
      if (failure.kind === 'restart') {
        // The pending set-up is gone: a new secret is needed.
        setError(null);
        void start();
      } else {
        setError(failure.kind === 'wrong-code' ? t('messages2fa.setupWrongCode') : failure.message);
      }
    } finally {
      setBusy(false);
    }
  };

  let body;
  switch (step.kind) {
    case 'init':
      body = step.failed ? (
        <div className="setup-step">
          <h3 ref={stepTitleRef} tabIndex={-1} className="setup-step__title" role="alert">
            {t('messages2fa.setupError')}
          </h3>
          <div className="dialog__actions dialog__actions--end">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="button" className="button button--primary" onClick={() => void start()}>
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
          <h3 ref={stepTitleRef} tabIndex={-1} className="setup-step__title">
            {t('twoFactor.setup.qrTitle')}
          </h3>
          <p className="setup-step__intro">{t('twoFactor.setup.qrIntro')}</p>
          <img
            className="setup-step__qr"
            src={step.setup.qrCode}
            alt={t('twoFactor.setup.qrAlt')}
            width={192}
            height={192}
          />
          <label htmlFor={secretId} className="field-label">
            {t('twoFactor.setup.secretLabel')}
          </label>
          <div className="secret-field">
            {/* Wraps on narrow screens: the whole key stays visible. */}
            <textarea
              id={secretId}
              className="text-input secret-field__input"
              readOnly
              rows={2}
              spellCheck={false}
              value={groupSecret(step.setup.secret)}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void copy(step.setup.secret)}
            >
              {copyState === 'copied' ? (
                <Check size={16} aria-hidden="true" />
              ) : (
                <Copy size={16} aria-hidden="true" />
              )}
              {t('twoFactor.setup.copySecret')}
            </button>
          </div>
          <p className="field-hint">{t('twoFactor.setup.secretHint')}</p>
          <p className="recovery-codes__status" role="status">
            {copyState === 'copied'
              ? t('common.copied')
              : copyState === 'failed'
                ? t('common.copyFailed')
                : ''}
          </p>
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
        <form className="setup-step" noValidate onSubmit={(event) => void verify(event)}>
          <h3 ref={stepTitleRef} tabIndex={-1} className="setup-step__title">
            {t('twoFactor.setup.verifyTitle')}
          </h3>
          <p className="setup-step__intro">{t('twoFactor.setup.verifyIntro')}</p>
          <SecondFactorField
            mode="app"
            value={code}
            onChange={(next) => {
              setCode(next);
              setError(null);
            }}
            error={error}
            disabled={busy}
            inputRef={inputRef}
          />
          <div className="dialog__actions dialog__actions--end">
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => {
                setError(null);
                setStep({ kind: 'qr', setup: step.setup });
              }}
            >
              {t('auth.back')}
            </button>
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
              {t('twoFactor.verify')}
            </button>
          </div>
        </form>
      );
      break;
    case 'codes':
      body = (
        <div className="setup-step">
          <h3 ref={stepTitleRef} tabIndex={-1} className="setup-step__title">
            {t('twoFactor.setup.codesTitle')}
          </h3>
          <p className="setup-step__intro">{t('twoFactor.setup.codesIntro')}</p>
          <p className="setup-step__intro">{t('twoFactor.setup.otherSessions')}</p>
          <RecoveryCodesView codes={step.codes} />
          <div className="dialog__actions dialog__actions--end">
            <button type="button" className="button button--primary" onClick={onClose}>
              {t('twoFactor.setup.done')}
            </button>
          </div>
        </div>
      );
      break;
  }

  return (
    <Modal title={t('twoFactor.setup.title')} onDismiss={onClose} busy={busy}>
      {body}
    </Modal>
  );
}
