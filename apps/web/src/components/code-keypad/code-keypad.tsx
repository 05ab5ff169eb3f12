import { Delete } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { ACCESS_CODE_MAX_LENGTH, ACCESS_CODE_PATTERN } from '@trousse/contracts/auth-rules';

import './code-keypad.css';

interface CodeKeypadProps {
  /** What the code is for, e.g. the step's instruction (names the keypad group). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  disabled?: boolean;
  /** A request is running: the code stays but nothing can be typed or sent. */
  busy?: boolean;
}

const digitRows = [
  ['1', '2', '3'],
  ['4', '5', '6'],
  ['7', '8', '9'],
] as const;

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The access-code keypad: digit buttons, 'Effacer', 'Supprimer le dernier chiffre' and
 * 'Valider' (enabled at 4 to 8 digits). The physical keyboard works too: digits, Backspace,
 * and Enter to confirm. The code shows as dots; its length is announced politely.
 */
export function CodeKeypad({
  label,
  value,
  onChange,
  onSubmit,
  disabled = false,
  busy = false,
}: CodeKeypadProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inactive = disabled || busy;
  const valid = ACCESS_CODE_PATTERN.test(value);

  useEffect(() => {
    if (inactive) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isEditable(event.target)) return;
      // A dialog over the keypad (e.g. the two-factor modal) has the keyboard to itself; a
      // keypad inside a dialog (the settings) takes the keys typed there.
      const dialog = event.target instanceof Element ? event.target.closest('[role="dialog"]') : null;
      if (dialog && !dialog.contains(rootRef.current)) return;
      if (/^[0-9]$/.test(event.key)) {
        event.preventDefault();
        if (value.length < ACCESS_CODE_MAX_LENGTH) onChange(value + event.key);
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        onChange(value.slice(0, -1));
      } else if (event.key === 'Enter') {
        // A focused button or link answers Enter itself.
        if (event.target instanceof Element && event.target.closest('button, a')) return;
        if (valid) {
          event.preventDefault();
          onSubmit();
        }
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [inactive, value, valid, onChange, onSubmit]);

  // While busy the keys stay focusable (the focus is not lost) but do nothing.
  const press = (digit: string) => {
    if (!inactive && value.length < ACCESS_CODE_MAX_LENGTH) onChange(value + digit);
  };
  const edit = (next: string) => {
    if (!inactive) onChange(next);
  };

  const slots = Math.max(4, Math.min(ACCESS_CODE_MAX_LENGTH, value.length + 1));

  return (
    <div ref={rootRef} className="keypad" role="group" aria-labelledby={labelId}>
      {/* The step's visible title says what to type; the group still names it for screen readers. */}
      <p id={labelId} className="sr-only">
        {label}
      </p>
      <div className="keypad__display" aria-hidden="true">
        {Array.from({ length: slots }, (_, index) => (
          <span
            key={index}
            className={index < value.length ? 'keypad__dot keypad__dot--filled' : 'keypad__dot'}
          />
        ))}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {t('auth.keypad.entered', { count: value.length })}
      </p>
      <div className="keypad__grid">
        {digitRows.flat().map((digit) => (
          <button
            key={digit}
            type="button"
            className="keypad__key"
            disabled={disabled}
            onClick={() => press(digit)}
          >
            {digit}
          </button>
        ))}
        <button
          type="button"
          className="keypad__key keypad__key--action"
          disabled={disabled}
          onClick={() => edit('')}
        >
          {t('auth.keypad.clear')}
        </button>
        <button type="button" className="keypad__key" disabled={disabled} onClick={() => press('0')}>
          0
        </button>
        <button
          type="button"
          className="keypad__key keypad__key--action"
          aria-label={t('auth.keypad.backspace')}
          title={t('auth.keypad.backspace')}
          disabled={disabled}
          onClick={() => edit(value.slice(0, -1))}
        >
          <Delete size={20} aria-hidden="true" />
        </button>
      </div>
      <button
        type="button"
        className="button button--primary keypad__submit"
        disabled={inactive || !valid}
        onClick={onSubmit}
      >
        {t('auth.keypad.submit')}
      </button>
      <p className="keypad__hint">{t('auth.keypad.hint')}</p>
    </div>
  );
}
