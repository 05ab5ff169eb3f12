import { HABIT_NAME_MAX, HABIT_TARGET_MAX } from '@trousse/contracts/personal-tools';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { readHabitForm, type HabitFieldError } from '../lib/habit-form';

/**
 * A habit's two fields, its name and its daily target, as the add form and the edit dialog show
 * them: their values, their errors in the reader's language, and `read()`, which gives what the
 * server takes or shows the errors and puts the focus on the first wrong field. `onPage`: the
 * add form's layout (a hint under the name, the fields' own classes).
 */
export function useHabitFormFields(initial: { name: string; target: string }, { onPage = false } = {}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial.name);
  const [target, setTarget] = useState(initial.target);
  const [errors, setErrors] = useState<Partial<Record<'name' | 'target', HabitFieldError>>>({});
  const nameInput = useRef<HTMLInputElement>(null);
  const targetInput = useRef<HTMLInputElement>(null);

  const errorText = (error: HabitFieldError | undefined) =>
    error
      ? t(`habitTracker.fields.${error}`, {
          max: error === 'nameTooLong' ? HABIT_NAME_MAX : HABIT_TARGET_MAX,
        })
      : null;

  const read = () => {
    const values = readHabitForm({ name, target });
    if (!values.ok) {
      setErrors(values.errors);
      (values.errors.name ? nameInput : targetInput).current?.focus();
      return undefined;
    }
    setErrors({});
    return values;
  };

  /** Back to the initial values, the focus on the name (after an addition). */
  const reset = () => {
    setName(initial.name);
    setTarget(initial.target);
    nameInput.current?.focus();
  };

  const fields = (
    <>
      <Field
        className={onPage ? 'habit-form__name' : undefined}
        label={t('habitTracker.nameLabel')}
        hint={onPage ? t('habitTracker.nameHint') : undefined}
        error={errorText(errors.name)}
      >
        {(control) => (
          <input
            {...control}
            ref={nameInput}
            className="text-input"
            autoComplete="off"
            maxLength={onPage ? HABIT_NAME_MAX + 20 : undefined}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <Field
        className={onPage ? 'habit-form__target' : undefined}
        label={t('habitTracker.targetLabel')}
        hint={t('habitTracker.targetHint', { max: HABIT_TARGET_MAX })}
        error={errorText(errors.target)}
      >
        {(control) => (
          <input
            {...control}
            ref={targetInput}
            className="text-input"
            type="number"
            inputMode="numeric"
            min={1}
            max={HABIT_TARGET_MAX}
            step={1}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          />
        )}
      </Field>
    </>
  );

  return { fields, read, reset, nameInput };
}
