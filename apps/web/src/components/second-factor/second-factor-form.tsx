import type { ReactNode } from 'react';

import { SecondFactorField } from './second-factor-field';
import type { SecondFactorFormState } from './use-second-factor-form';

interface SecondFactorFormProps {
  /** From useSecondFactorForm. */
  form: SecondFactorFormState;
  /** Sends the code (its format is right), then does what follows a success. */
  onSend: (code: string) => Promise<void>;
  /** Offer a recovery code too: the 'Code de l'application' / 'Code de récupération' toggle. */
  withRecoveryCode?: boolean;
  className?: string;
  /** What stands above the field (a title, an introduction). */
  children?: ReactNode;
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** The submit button is a dangerous one (e.g. 'Désactiver'). */
  danger?: boolean;
}

/**
 * A two-factor code form: the code field (and its message), then the cancel and submit
 * buttons, both off while the code is sent, the submit one also while attempts are blocked.
 */
export function SecondFactorForm({
  form,
  onSend,
  withRecoveryCode = false,
  className = 'dialog__form',
  children,
  cancelLabel,
  onCancel,
  submitLabel,
  danger = false,
}: SecondFactorFormProps) {
  const { mode, setMode, code, setCode, error, setError, busy, blocked, inputRef, submit } = form;

  return (
    <form className={className} noValidate onSubmit={(event) => void submit(event, onSend)}>
      {children}
      <SecondFactorField
        mode={mode}
        onModeChange={
          withRecoveryCode
            ? (next) => {
                setMode(next);
                if (!blocked) setError(null);
              }
            : undefined
        }
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
        <button type="button" className="button button--secondary" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button
          type="submit"
          className={danger ? 'button button--danger' : 'button button--primary'}
          disabled={busy || blocked}
          aria-busy={busy}
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
