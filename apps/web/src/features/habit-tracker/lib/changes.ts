import type { Habit, HabitsList, HabitWithChecks } from '@trousse/contracts/api/habits/schemas';
import type { HabitDay } from '@trousse/contracts/habit-streaks';

// The habit tracker's changes as the outbox keeps them (decision 026), and what they do to the
// server's list: the screen shows the list with the pending ones applied, the mutations put
// their answers in the cache. Each change names its account, so that another account's change
// still waiting in this tab never shows.

/** A habit created on this device. */
export interface CreateHabitChange {
  account: string;
  id: string;
  name: string;
  dailyTarget: number;
  /** When, for the order of the list. */
  at: string;
}

/** What an edit changes, and the values it replaced (for the merge of a 409). */
export interface HabitFields {
  name?: string;
  dailyTarget?: number;
}

/** A rename or a new target, based on the version `base`. */
export interface UpdateHabitChange {
  account: string;
  id: string;
  base: number;
  changes: HabitFields;
  before: HabitFields;
}

export interface RemoveHabitChange {
  account: string;
  id: string;
}

/** A day's count, set (not added); in the person's zone. */
export interface CheckHabitChange {
  account: string;
  id: string;
  day: string;
  count: number;
  timeZone: string;
}

interface PendingHabitChanges {
  creates: readonly CreateHabitChange[];
  updates: readonly UpdateHabitChange[];
  removes: readonly RemoveHabitChange[];
  checks: readonly CheckHabitChange[];
}

/** A day's count in a list of checks (0 removes the day), the days kept in order. */
export function withDay(checks: readonly HabitDay[], day: string, count: number): HabitDay[] {
  const others = checks.filter((check) => check.day !== day);
  if (count > 0) others.push({ day, count });
  return others.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/**
 * The list as the person should see it: the server's habits, with this account's changes not
 * yet acknowledged applied in their order (creations, then edits, checks and deletions).
 */
export function applyPending(
  habits: readonly HabitWithChecks[],
  pending: PendingHabitChanges,
  account: string,
): HabitWithChecks[] {
  const own = <T extends { account: string }>(changes: readonly T[]) =>
    changes.filter((change) => change.account === account);
  let shown: HabitWithChecks[] = [...habits];
  for (const create of own(pending.creates)) {
    if (shown.some((habit) => habit.id === create.id)) continue;
    shown.push({
      id: create.id,
      name: create.name,
      dailyTarget: create.dailyTarget,
      version: 1,
      createdAt: create.at,
      updatedAt: create.at,
      checks: [],
    });
  }
  for (const update of own(pending.updates)) {
    shown = shown.map((habit) => (habit.id === update.id ? { ...habit, ...update.changes } : habit));
  }
  for (const check of own(pending.checks)) {
    shown = shown.map((habit) =>
      habit.id === check.id
        ? { ...habit, checks: withDay(habit.checks, check.day, Math.min(check.count, habit.dailyTarget)) }
        : habit,
    );
  }
  const removed = new Set(own(pending.removes).map((remove) => remove.id));
  return shown.filter((habit) => !removed.has(habit.id));
}

/**
 * What to send again after a 409, on `current` (the habit as another device left it): the
 * fields that device did not touch get this device's values; a field it changed too keeps its
 * value (the later edit there wins over this older one). Undefined when nothing is left to send.
 */
export function mergeConflict(change: UpdateHabitChange, current: Habit): HabitFields | undefined {
  const merged: HabitFields = {};
  if (
    change.changes.name !== undefined &&
    current.name === change.before.name &&
    current.name !== change.changes.name
  )
    merged.name = change.changes.name;
  if (
    change.changes.dailyTarget !== undefined &&
    current.dailyTarget === change.before.dailyTarget &&
    current.dailyTarget !== change.changes.dailyTarget
  )
    merged.dailyTarget = change.changes.dailyTarget;
  return merged.name === undefined && merged.dailyTarget === undefined ? undefined : merged;
}

/** A habit's own fields, without anything else an object carries. */
const habitFields = ({ id, name, dailyTarget, version, createdAt, updatedAt }: Habit): Habit => ({
  id,
  name,
  dailyTarget,
  version,
  createdAt,
  updatedAt,
});

/** The cached list with a habit as the server answered it (created or edited); its checks kept. */
export function withHabit(list: HabitsList, habit: Habit): HabitsList {
  const known = list.habits.some((each) => each.id === habit.id);
  return {
    ...list,
    habits: known
      ? list.habits.map((each) =>
          each.id === habit.id ? { ...habitFields(habit), checks: each.checks } : each,
        )
      : [...list.habits, { ...habitFields(habit), checks: [] }],
  };
}

/** The cached list without a habit. */
export function withoutHabit(list: HabitsList, id: string): HabitsList {
  return { ...list, habits: list.habits.filter((habit) => habit.id !== id) };
}

/** The cached list with a day's count as the server answered it. */
export function withCheck(list: HabitsList, id: string, check: HabitDay): HabitsList {
  return {
    ...list,
    habits: list.habits.map((habit) =>
      habit.id === id ? { ...habit, checks: withDay(habit.checks, check.day, check.count) } : habit,
    ),
  };
}
