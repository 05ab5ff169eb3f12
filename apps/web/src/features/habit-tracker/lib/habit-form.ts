import { HABIT_NAME_MAX, HABIT_TARGET_MAX } from '@trousse/contracts/personal-tools';

/** What is wrong with a field of the habit form: the key of its text in the section. */
export type HabitFieldError = 'nameRequired' | 'nameTooLong' | 'target';

interface HabitFormValues {
  name: string;
  /** As typed. */
  target: string;
}

/** The form's values as the server takes them, or each field's error (the server's rules). */
export function readHabitForm(
  values: HabitFormValues,
):
  | { ok: true; name: string; dailyTarget: number }
  | { ok: false; errors: Partial<Record<'name' | 'target', HabitFieldError>> } {
  const errors: Partial<Record<'name' | 'target', HabitFieldError>> = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'nameRequired';
  else if (name.length > HABIT_NAME_MAX) errors.name = 'nameTooLong';
  const text = values.target.trim();
  const dailyTarget = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  if (!(dailyTarget >= 1 && dailyTarget <= HABIT_TARGET_MAX)) errors.target = 'target';
  if (errors.name || errors.target) return { ok: false, errors };
  return { ok: true, name, dailyTarget };
}
