import { HABITS_MAX } from '@trousse/contracts/personal-tools';
import { Plus } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { newId, useSyncedMutation } from '../../../entities/synced';
import type { ApiError } from '../../../lib/api-client';
import { createHabit } from '../api/habits-api';
import { useHabitFormFields } from './habit-form-fields';

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
  const { fields, read, reset } = useHabitFormFields({ name: '', target: '1' }, { onPage: true });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = read();
    if (!values) return;
    create({
      account: accountId,
      id: newId(),
      name: values.name,
      dailyTarget: values.dailyTarget,
      at: new Date().toISOString(),
    });
    reset();
    onAdded(t('habitTracker.added', { name: values.name }));
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
          {fields}
          <button type="submit" className="button button--primary habit-form__submit">
            <Plus size={16} aria-hidden="true" />
            {t('habitTracker.add')}
          </button>
        </form>
      )}
    </section>
  );
}
