import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/ui/modal';
import { twoFactorApi } from '../api/two-factor-api';
import { describeTwoFactorError, secondFactorFormatProblem } from '../lib/two-factor';
import type { SecondFactorMode } from '../lib/two-factor';
import { useCountdown } from '../lib/use-countdown';
import { SecondFactorField } from './second-factor-field';
import { useTwoFactorMessages } from './use-two-factor-messages';

interface TwoFactorDisableDialogProps {
  onDisabled: () => void;
  onClose: () => void;
}

/** 'Désactiver la double authentification': an app code or a recovery code, then 'Désactiver'. */
export function TwoFactorDisableDialog({ onDisabled, onClose }: TwoFactorDisableDialogProps) {
  const { t } = useTranslation();
  const { failureText, formatText } = useTwoFactorMessages();
  const [mode, setMode] = useState<SecondFactorMode>('app');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [blockedUntil, setBlockedUntil] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const blockLeft = useCountdown(blockedUntil);
  const blocked = blockedUntil !== null && blockLeft > 0;
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) inputRef.current?.focus();
  }, [focusRequest, blocked]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || blocked) return;
    const problem = secondFactorFormatProblem(mode, code);
    if (problem) {
      setError(formatText(problem));
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await twoFactorApi.disable(code);
      onDisabled();
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
    <Modal
      title={t('twoFactor.disable.title')}
      description={<p>{t('twoFactor.disable.intro')}</p>}
      onDismiss={onClose}
      initialFocus={inputRef}
      busy={busy}
    >
      <form className="dialog__form" noValidate onSubmit={(event) => void submit(event)}>
        <SecondFactorField
          mode={mode}
          onModeChange={(next) => {
            setMode(next);
            if (!blocked) setError(null);
          }}
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
          <button type="submit" className="button button--danger" disabled={busy || blocked} aria-busy={busy}>
            {t('twoFactor.disable.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
