import { HABIT_NAME_MAX, HABIT_TARGET_MAX, HABITS_MAX } from '@trousse/contracts/personal-tools';
import { Plus } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { newId, useSyncedMutation } from '../../../entities/synced';
import type { ApiError } from '../../../lib/api-client';
import { createHabit } from '../api/habits-api';
import { readHabitForm, type HabitFieldError } from '../lib/habit-form';

interface AddHabitFormProps {
  accountId: string;
  /** HABITS_MAX reached: the form says so instead of sending a creation the server refuses. */
  full: boolean;
  onAdded: (announcement: string) => void;
  onDropped: (error: ApiError) => void;
}

/** A new habit: its name and its daily target (1 by default: a box to tick). */
export function AddHabitForm({ accountId, full, onAdded, onDropped }: AddHabitFormProps) {
  const { t } = useTranslation();
  const create = useSyncedMutation(createHabit, { onDropped });
  const [name, setName] = useState('');
  const [target, setTarget] = useState('1');
  const [errors, setErrors] = useState<Partial<Record<'name' | 'target', HabitFieldError>>>({});
  const nameInput = useRef<HTMLInputElement>(null);
  const targetInput = useRef<HTMLInputElement>(null);

  const errorText = (error: HabitFieldError | undefined) =>
    error
      ? t(`habitTracker.fields.${error}`, {
          max: error === 'nameTooLong' ? HABIT_NAME_MAX : HABIT_TARGET_MAX,
        })
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readHabitForm({ name, target });
    if (!read.ok) {
      setErrors(read.errors);
      (read.errors.name ? nameInput : targetInput).current?.focus();
      return;
    }
    setErrors({});
    create({
      account: accountId,
      id: newId(),
      name: read.name,
      dailyTarget: read.dailyTarget,
      at: new Date().toISOString(),
    });
    setName('');
    setTarget('1');
    onAdded(t('habitTracker.added', { name: read.name }));
    nameInput.current?.focus();
  };

  return (
    <section className="habit-tracker__add" aria-labelledby="habit-add-title">
      <h2 id="habit-add-title" className="habit-tracker__title">
        {t('habitTracker.addTitle')}
      </h2>
      {full ? (
        <p className="habit-tracker__notice">{t('habitTracker.limitNotice', { max: HABITS_MAX })}</p>
      ) : (
        <form className="habit-form" noValidate onSubmit={submit}>
          <Field
            className="habit-form__name"
            label={t('habitTracker.nameLabel')}
            hint={t('habitTracker.nameHint')}
            error={errorText(errors.name)}
          >
            {(control) => (
              <input
                {...control}
                ref={nameInput}
                className="text-input"
                autoComplete="off"
                maxLength={HABIT_NAME_MAX + 20}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
          <Field
            className="habit-form__target"
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
          <button type="submit" className="button button--primary habit-form__submit">
            <Plus size={16} aria-hidden="true" />
            {t('habitTracker.add')}
          </button>
        </form>
      )}
    </section>
  );
}
