import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/ui/modal';
import { twoFactorApi } from '../api/two-factor-api';
import { describeTwoFactorError, secondFactorFormatProblem } from '../lib/two-factor';
import { useCountdown } from '../lib/use-countdown';
import { RecoveryCodesView } from './recovery-codes-view';
import { SecondFactorField } from './second-factor-field';
import { useTwoFactorMessages } from './use-two-factor-messages';

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
  const { failureText, formatText } = useTwoFactorMessages();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [blockedUntil, setBlockedUntil] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const codesTitleRef = useRef<HTMLHeadingElement>(null);
  const blockLeft = useCountdown(blockedUntil);
  const blocked = blockedUntil !== null && blockLeft > 0;
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) inputRef.current?.focus();
  }, [focusRequest, blocked]);

  useEffect(() => {
    if (codes) codesTitleRef.current?.focus();
  }, [codes]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || blocked) return;
    const problem = secondFactorFormatProblem('app', code);
    if (problem) {
      setError(formatText(problem));
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await twoFactorApi.renewRecoveryCodes(code);
      setBusy(false);
      setCodes(answer.backupCodes);
      onRenewed();
    } catch (caught) {
      const failure = describeTwoFactorError(caught, Date.now());
      setBlockedUntil(failure.kind === 'blocked' ? failure.blockedUntil : null);
      setError(failureText(failure));
      setCode('');
      setBusy(false);
      setFocusRequest((value) => value + 1);
    }
  };

  return (
    <Modal title={t('twoFactor.renew.title')} onDismiss={onClose} initialFocus={inputRef} busy={busy}>
      {codes ? (
        <div className="setup-step">
          <h3 ref={codesTitleRef} tabIndex={-1} className="setup-step__title">
            {t('twoFactor.renew.done')}
          </h3>
          <p className="setup-step__intro">{t('twoFactor.renew.codesIntro')}</p>
          <RecoveryCodesView codes={codes} />
          <div className="dialog__actions dialog__actions--end">
            <button type="button" className="button button--primary" onClick={onClose}>
              {t('twoFactor.setup.done')}
            </button>
          </div>
        </div>
      ) : (
        <form className="dialog__form" noValidate onSubmit={(event) => void submit(event)}>
          <p className="setup-step__intro">{t('twoFactor.renew.intro')}</p>
          <SecondFactorField
            mode="app"
            value={code}
            onChange={(next) => {
              setCode(next);
              if (!blocked) setError(null);
            }}
            error={error}
            disabled={busy || blocked}
            inputRef={inputRef}
          />
          <div className="dialog__actions dialog__actions--end">
            <button type="button" className="button button--secondary" disabled={busy} onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={busy || blocked}
              aria-busy={busy}
            >
              {t('twoFactor.renew.submit')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
