import { useQuery } from '@tanstack/react-query';
import { recoveryFieldSchemas } from '@trousse/contracts/api/recovery-email/schemas';
import { RECOVERY_CHANGE_DELAY_HOURS, RECOVERY_CHANGE_WINDOW_HOURS } from '@trousse/contracts/auth-rules';
import type { User } from '@trousse/contracts/api/auth/schemas';
import { errorCodes } from '@trousse/contracts/error-codes';
import { MailCheck } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

import { Field } from '../../../components/field';
import { useCountdown } from '../../../hooks/use-countdown';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/error-message';
import { clockWait } from '../../../lib/wait-display';
import { emailChangeStatusQueryOptions } from '../../../entities/recovery-email/recovery-email-status';
import { useCancelChange, useOpenWindow, useRequestChange, useSendCode } from '../api/settings-api';
import { CurrentCodeDialog } from './current-code-dialog';
import { ValidationCodeDialog } from './validation-code-dialog';

/**
 * 'Code d'accès perdu': set the recovery email with a mailed code; once set, change it through
 * the security delay and the window (part 2 §4), or stop a change with 'Annuler la demande'.
 */
export function RecoveryEmailSection({ user }: { user: User | null }) {
  const { t } = useTranslation();
  if (!user) {
    return (
      <p className="form-message form-message--error" role="alert">
        {t('settings.recovery.errors.userNotFound')}
      </p>
    );
  }
  return (
    <>
      <p className="settings__text">{t('settings.recovery.intro')}</p>
      {user.recoveryEmail ? (
        <RecoveryEmailChange user={user} recoveryEmail={user.recoveryEmail} />
      ) : (
        <CodeRequestForm
          purpose="set"
          userEmail={user.email}
          twoFactor={user.twoFactorEnabled}
          label={t('settings.recovery.emailLabel')}
          onDone={() => toast.success(t('settings.recovery.saved'))}
        />
      )}
    </>
  );
}

/**
 * An address and 'Envoyer le code', then the code dialog. The button waits while sending,
 * when the field is empty, and for the 60 s between two codes (the wait is said).
 */
function CodeRequestForm({
  purpose,
  userEmail,
  twoFactor,
  label,
  pendingEmail = null,
  onDone,
}: {
  purpose: 'set' | 'change';
  userEmail: string;
  /** The code dialog asks for the second factor too. */
  twoFactor: boolean;
  label: string;
  /** An address a code was mailed to, as the server knows it (the window of a change). */
  pendingEmail?: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const [dialogEmail, setDialogEmail] = useState<string | null>(null);
  // The address the last code went to, so that a closed code dialog can be opened again.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const reopenEmail = pendingEmail ?? sentTo;
  const send = useSendCode(purpose, userEmail);
  const wait = useCountdown(waitUntil);
  const schemas = useMemo(
    () =>
      recoveryFieldSchemas({
        recoveryEmailRequired: t('settings.recovery.errors.emailRequired'),
        recoveryEmailInvalid: t('settings.recovery.errors.emailInvalid'),
        validationCodeLength: t('settings.recovery.errors.codeLength'),
      }),
    [t],
  );

  const sendError =
    send.error && !(isApiError(send.error) && send.error.code === errorCodes.validationCodeCooldown)
      ? errorText(send.error, t, t('settings.recovery.errors.sendError'))
      : null;
  const message = invalid ?? sendError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending || wait > 0) return;
    const parsed = schemas.recoveryEmailSchema.safeParse(email);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? t('settings.recovery.errors.emailInvalid'));
      return;
    }
    setInvalid(null);
    send.mutate(parsed.data, {
      onSuccess: ({ cooldownRemaining }) => {
        setWaitUntil(Date.now() + cooldownRemaining * 1000);
        setSentTo(parsed.data);
        setDialogEmail(parsed.data);
      },
      onError: (error) => {
        // Another code went out less than 60 s ago: wait for as long as the server says.
        const seconds = isApiError(error) ? error.numberField('cooldownRemaining') : undefined;
        if (seconds !== undefined) setWaitUntil(Date.now() + seconds * 1000);
      },
    });
  };

  return (
    <>
      <form className="settings-form" noValidate onSubmit={submit}>
        <Field label={label} error={message}>
          {(control) => (
            <input
              {...control}
              type="email"
              className="text-input"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setInvalid(null);
              }}
            />
          )}
        </Field>
        {wait > 0 && (
          <p className="form-message form-message--info" aria-live="polite">
            {t('settings.recovery.wait', { count: wait })}
          </p>
        )}
        <div className="settings-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={send.isPending || email.trim() === '' || wait > 0}
          >
            {send.isPending ? t('settings.recovery.sending') : t('settings.recovery.send')}
          </button>
          {reopenEmail && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setDialogEmail(reopenEmail)}
            >
              {t('settings.recovery.enterCode')}
            </button>
          )}
        </div>
        {reopenEmail && (
          <p className="settings__text">{t('settings.recovery.pending', { email: reopenEmail })}</p>
        )}
      </form>
      {dialogEmail && (
        <ValidationCodeDialog
          purpose={purpose}
          email={dialogEmail}
          userEmail={userEmail}
          twoFactor={twoFactor}
          onClose={() => setDialogEmail(null)}
          onDone={() => {
            setDialogEmail(null);
            setSentTo(null);
            setEmail('');
            onDone();
          }}
        />
      )}
    </>
  );
}

/** Seconds between two readings of a change's status while the settings show it (part 2 §4). */
const STATUS_POLL_MS = 1_000;

/** Hours as the settings say them: whole, or to the tenth for a shortened test set-up. */
const toHours = (seconds: number) => Math.round((seconds / 3600) * 10) / 10;

/**
 * The recovery email set: the address, and the change procedure with its countdowns. Asking for a
 * change and cancelling one each ask for the current codes in their own dialog (DECISIONS §2).
 */
function RecoveryEmailChange({ user, recoveryEmail }: { user: User; recoveryEmail: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<'request' | 'cancel' | null>(null);
  const status = useQuery(emailChangeStatusQueryOptions(user, STATUS_POLL_MS));
  const request = useRequestChange(user.email);
  const openWindow = useOpenWindow(user.email);
  const cancel = useCancelChange(user.email);
  const stage = status.data?.stage;

  // The delay is over: the window opens by itself (part 2 §4), once per reading that says so.
  const { mutate: open, isPending: opening, isError: openFailed } = openWindow;
  useEffect(() => {
    if (stage === 'ready' && !opening && !openFailed) open();
  }, [stage, opening, openFailed, open]);

  // The remaining seconds count from when the reading arrived.
  const readAt = status.dataUpdatedAt;
  const cooldown = useCountdown(
    stage === 'cooldown' && status.data ? readAt + status.data.cooldownRemaining * 1000 : null,
  );
  const windowLeft = useCountdown(
    stage === 'window' && status.data ? readAt + status.data.windowRemaining * 1000 : null,
  );

  const cancelButton = (
    <button
      type="button"
      className="button button--secondary"
      disabled={cancel.isPending}
      onClick={() => setConfirming('cancel')}
    >
      {t('settings.recovery.cancelRequest')}
    </button>
  );

  return (
    <div className="settings-recovery">
      <p className="settings-recovery__current">
        <MailCheck size={18} aria-hidden="true" />
        <span>
          {t('common.fieldLabel', { label: t('settings.recovery.current') })} <strong>{recoveryEmail}</strong>
        </span>
      </p>
      <p className="settings__text">
        {t('settings.recovery.changeIntro', {
          // This server's durations once read (an operator may shorten them), the rule until then.
          delay: status.data ? toHours(status.data.delaySeconds) : RECOVERY_CHANGE_DELAY_HOURS,
          window: status.data ? toHours(status.data.windowSeconds) : RECOVERY_CHANGE_WINDOW_HOURS,
        })}
      </p>
      {status.isError && !status.data && (
        <p className="form-message form-message--error" role="alert">
          {t('settings.recovery.statusError')}
        </p>
      )}
      {stage === 'none' && (
        <div className="settings-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={request.isPending || !status.data?.canRequestChange}
            onClick={() => setConfirming('request')}
          >
            {t('settings.recovery.requestChange')}
          </button>
        </div>
      )}
      {stage === 'cooldown' && (
        <>
          <p className="settings-recovery__countdown" role="timer" aria-live="off">
            {t('settings.recovery.cooldown', { time: clockWait(cooldown) })}
          </p>
          <div className="settings-actions">{cancelButton}</div>
        </>
      )}
      {stage === 'ready' && (
        <>
          <p className="settings__text" aria-live="polite">
            {openFailed
              ? errorText(openWindow.error, t, t('settings.recovery.errors.changeError'))
              : t('settings.recovery.opening')}
          </p>
          <div className="settings-actions">{cancelButton}</div>
        </>
      )}
      {stage === 'window' && (
        <>
          <p className="settings-recovery__countdown" role="timer" aria-live="off">
            {t('settings.recovery.window', { time: clockWait(windowLeft) })}
          </p>
          <CodeRequestForm
            purpose="change"
            userEmail={user.email}
            twoFactor={user.twoFactorEnabled}
            label={t('settings.recovery.newEmailLabel')}
            pendingEmail={status.data?.pendingEmail ?? null}
            onDone={() => toast.success(t('settings.recovery.changed'))}
          />
          <div className="settings-actions">{cancelButton}</div>
        </>
      )}
      {confirming === 'request' && (
        <CurrentCodeDialog
          title={t('settings.recovery.requestTitle')}
          intro={t('settings.recovery.requestIntro')}
          confirmLabel={t('settings.recovery.requestConfirm')}
          twoFactor={user.twoFactorEnabled}
          send={request.mutate}
          pending={request.isPending}
          fallback={t('settings.recovery.errors.changeRequestError')}
          onDone={() => {
            setConfirming(null);
            toast.success(t('settings.recovery.requested'));
          }}
          onClose={() => setConfirming(null)}
        />
      )}
      {confirming === 'cancel' && (
        <CurrentCodeDialog
          title={t('settings.recovery.cancelTitle')}
          intro={t('settings.recovery.cancelIntro')}
          confirmLabel={t('settings.recovery.cancelConfirm')}
          twoFactor={user.twoFactorEnabled}
          send={cancel.mutate}
          pending={cancel.isPending}
          fallback={t('settings.recovery.errors.changeError')}
          onDone={() => {
            setConfirming(null);
            toast.success(t('settings.recovery.cancelled'));
          }}
          onClose={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
