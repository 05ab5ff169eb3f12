import type { HabitWithChecks } from '@trousse/contracts/api/habits/schemas';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/ui/modal';
import { useSyncedMutation } from '../../../entities/synced';
import type { ApiError } from '../../../lib/api-client';
import { removeHabit, updateHabit } from '../api/habits-api';
import type { HabitFields } from '../lib/changes';
import { useHabitFormFields } from './habit-form-fields';

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
  const { fields, read, nameInput } = useHabitFormFields({
    name: habit.name,
    target: String(habit.dailyTarget),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = read();
    if (!values) return;
    const changes: HabitFields = {};
    const before: HabitFields = {};
    if (values.name !== habit.name) {
      changes.name = values.name;
      before.name = habit.name;
    }
    if (values.dailyTarget !== habit.dailyTarget) {
      changes.dailyTarget = values.dailyTarget;
      before.dailyTarget = habit.dailyTarget;
    }
    if (changes.name !== undefined || changes.dailyTarget !== undefined) {
      update({ account: accountId, id: habit.id, base: habit.version, changes, before });
      onDone(t('habitTracker.saved', { name: values.name }));
    }
    onClose();
  };

  return (
    <Modal title={t('habitTracker.editTitle')} onDismiss={onClose} initialFocus={nameInput}>
      <form className="dialog__form habit-form habit-form--dialog" noValidate onSubmit={submit}>
        {fields}
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
