import type { HabitWithChecks } from '@trousse/contracts/api/habits/schemas';
import { HABIT_NAME_MAX, HABIT_TARGET_MAX } from '@trousse/contracts/personal-tools';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { Modal } from '../../../components/ui/modal';
import { useSyncedMutation } from '../../../entities/synced';
import type { ApiError } from '../../../lib/api-client';
import { removeHabit, updateHabit } from '../api/habits-api';
import type { HabitFields } from '../lib/changes';
import { readHabitForm, type HabitFieldError } from '../lib/habit-form';

interface HabitDialogProps {
  habit: HabitWithChecks;
  accountId: string;
  onClose: () => void;
  onDone: (announcement: string) => void;
  onDropped: (error: ApiError) => void;
}

/** Renames the habit or changes its target; only what changed is sent, on the shown version. */
export function EditHabitDialog({ habit, accountId, onClose, onDone, onDropped }: HabitDialogProps) {
  const { t } = useTranslation();
  const update = useSyncedMutation(updateHabit, { onDropped });
  const [name, setName] = useState(habit.name);
  const [target, setTarget] = useState(String(habit.dailyTarget));
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
    const changes: HabitFields = {};
    const before: HabitFields = {};
    if (read.name !== habit.name) {
      changes.name = read.name;
      before.name = habit.name;
    }
    if (read.dailyTarget !== habit.dailyTarget) {
      changes.dailyTarget = read.dailyTarget;
      before.dailyTarget = habit.dailyTarget;
    }
    if (changes.name !== undefined || changes.dailyTarget !== undefined) {
      update({ account: accountId, id: habit.id, base: habit.version, changes, before });
      onDone(t('habitTracker.saved', { name: read.name }));
    }
    onClose();
  };

  return (
    <Modal title={t('habitTracker.editTitle')} onDismiss={onClose} initialFocus={nameInput}>
      <form className="dialog__form habit-form habit-form--dialog" noValidate onSubmit={submit}>
        <Field label={t('habitTracker.nameLabel')} error={errorText(errors.name)}>
          {(control) => (
            <input
              {...control}
              ref={nameInput}
              className="text-input"
              autoComplete="off"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <Field
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
        <div className="dialog__actions dialog__actions--end">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('habitTracker.cancel')}
          </button>
          <button type="submit" className="button button--primary">
            {t('habitTracker.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Asks before deleting the habit and its days; the focus then goes to the list's title. */
export function DeleteHabitDialog({ habit, accountId, onClose, onDone, onDropped }: HabitDialogProps) {
  const { t } = useTranslation();
  const remove = useSyncedMutation(removeHabit, { onDropped });
  const cancel = useRef<HTMLButtonElement>(null);

  const confirm = () => {
    remove({ account: accountId, id: habit.id });
    onDone(t('habitTracker.deleted', { name: habit.name }));
    onClose();
    // The habit's buttons go with it: the focus goes to the list, not to the page's start.
    requestAnimationFrame(() => document.getElementById('habit-list-title')?.focus());
  };

  return (
    <Modal
      title={t('habitTracker.deleteTitle', { name: habit.name })}
      description={t('habitTracker.deleteBody')}
      onDismiss={onClose}
      initialFocus={cancel}
    >
      <div className="dialog__actions dialog__actions--end">
        <button ref={cancel} type="button" className="button button--secondary" onClick={onClose}>
          {t('habitTracker.cancel')}
        </button>
        <button type="button" className="button button--danger" onClick={confirm}>
          {t('habitTracker.delete')}
        </button>
      </div>
    </Modal>
  );
}
