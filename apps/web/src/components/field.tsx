import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/** What the control of a field carries: spread it on the input, textarea or select. */
export interface FieldControl {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** The control's id (tests and other controls may name it); a generated one otherwise. */
  id?: string;
  /** A line under the control, read with it ('field-hint'). */
  hint?: ReactNode;
  /**
   * The field's error, shown under it as an alert. Pass `null` while there is none: the control
   * then says `aria-invalid="false"`; leave it out for a field that is never invalid.
   */
  error?: ReactNode;
  /**
   * Whether the control is invalid when its error is said elsewhere (a message for the whole
   * form, given through `describedBy`); `error` decides otherwise.
   */
  invalid?: boolean;
  /** Ids of other texts that describe the control (a counter…), read before the hint and error. */
  describedBy?: string;
  /**
   * A class for a wrapping <div>. Without it, label, control, hint and error are placed in the
   * parent as they are, so the forms' own grids lay them out.
   */
  className?: string;
  /** The control, given the props that tie it to its label, hint and error… */
  children?: (control: FieldControl) => ReactNode;
  /** …or, for a plain text input, its attributes. */
  input?: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}

/**
 * A labelled form field: the label names the control, and the hint and the error describe it
 * (`aria-describedby`), the error also setting `aria-invalid`. One place for the wiring that each
 * form used to write by hand.
 */
export function Field({
  label,
  id,
  hint,
  error,
  invalid,
  describedBy,
  className,
  children,
  input,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  const describers = [describedBy, hasError ? errorId : undefined, hint ? hintId : undefined].filter(Boolean);
  const control: FieldControl = {
    id: controlId,
    'aria-describedby': describers.length > 0 ? describers.join(' ') : undefined,
    'aria-invalid': error === undefined ? invalid : hasError,
  };

  const content = (
    <>
      <label htmlFor={controlId} className="field-label">
        {label}
      </label>
      {children ? children(control) : <input className="text-input" {...input} {...control} />}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className="form-message form-message--error" role="alert">
          {error}
        </p>
      )}
    </>
  );
  return className ? <div className={className}>{content}</div> : content;
}
