import type { Habit, HabitsList, HabitWithChecks } from '@trousse/contracts/api/habits/schemas';
import { describe, expect, it } from 'vitest';

import {
  applyPending,
  mergeConflict,
  withCheck,
  withDay,
  withHabit,
  withoutHabit,
  type UpdateHabitChange,
} from './changes';

const ME = 'account-1';
const habit = (id: string, overrides: Partial<HabitWithChecks> = {}): HabitWithChecks => ({
  id,
  name: `Habitude ${id}`,
  dailyTarget: 1,
  version: 1,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  checks: [],
  ...overrides,
});
const none = { creates: [], updates: [], removes: [], checks: [] };

describe('applyPending', () => {
  it('shows the server’s list as it is when nothing waits', () => {
    const list = [habit('a'), habit('b')];
    expect(applyPending(list, none, ME)).toEqual(list);
  });

  it('adds creations, applies edits and checks, hides deletions', () => {
    const list = [habit('a'), habit('b', { dailyTarget: 3, checks: [{ day: '2026-01-14', count: 3 }] })];
    const shown = applyPending(
      list,
      {
        creates: [{ account: ME, id: 'c', name: 'Nouvelle', dailyTarget: 2, at: '2026-01-15T09:00:00.000Z' }],
        updates: [
          { account: ME, id: 'a', base: 1, changes: { name: 'Renommée' }, before: { name: 'Habitude a' } },
        ],
        removes: [{ account: ME, id: 'b' }],
        checks: [
          { account: ME, id: 'c', day: '2026-01-15', count: 5, timeZone: 'UTC' },
          { account: ME, id: 'a', day: '2026-01-15', count: 1, timeZone: 'UTC' },
        ],
      },
      ME,
    );
    expect(shown.map((each) => [each.id, each.name, each.checks])).toEqual([
      ['a', 'Renommée', [{ day: '2026-01-15', count: 1 }]],
      // Kept at the target, as the server keeps it.
      ['c', 'Nouvelle', [{ day: '2026-01-15', count: 2 }]],
    ]);
  });

  it('does not show a creation twice once the server has it, nor another account’s changes', () => {
    const list = [habit('a')];
    const shown = applyPending(
      list,
      {
        ...none,
        creates: [
          { account: ME, id: 'a', name: 'Habitude a', dailyTarget: 1, at: '2026-01-01T10:00:00.000Z' },
          {
            account: 'other',
            id: 'x',
            name: 'À quelqu’un d’autre',
            dailyTarget: 1,
            at: '2026-01-01T10:00:00.000Z',
          },
        ],
        removes: [{ account: 'other', id: 'a' }],
      },
      ME,
    );
    expect(shown.map((each) => each.id)).toEqual(['a']);
  });

  it('unchecks a day with a count of 0', () => {
    const list = [habit('a', { checks: [{ day: '2026-01-15', count: 1 }] })];
    const shown = applyPending(
      list,
      { ...none, checks: [{ account: ME, id: 'a', day: '2026-01-15', count: 0, timeZone: 'UTC' }] },
      ME,
    );
    expect(shown[0]!.checks).toEqual([]);
  });
});

describe('mergeConflict', () => {
  const change: UpdateHabitChange = {
    account: ME,
    id: 'a',
    base: 1,
    changes: { name: 'Lire 30 pages', dailyTarget: 2 },
    before: { name: 'Lire', dailyTarget: 1 },
  };
  const current = (overrides: Partial<Habit>): Habit => ({
    ...habit('a'),
    name: 'Lire',
    ...overrides,
    version: 2,
  });

  it('sends again what the other device did not touch', () => {
    expect(mergeConflict(change, current({ dailyTarget: 5 }))).toEqual({ name: 'Lire 30 pages' });
    expect(mergeConflict(change, current({ name: 'Lire un livre' }))).toEqual({ dailyTarget: 2 });
  });

  it('leaves the other device’s values when it changed every field, or made the same change', () => {
    expect(mergeConflict(change, current({ name: 'Autre', dailyTarget: 5 }))).toBeUndefined();
    expect(mergeConflict(change, current({ name: 'Lire 30 pages', dailyTarget: 2 }))).toBeUndefined();
  });
});

describe('the cache’s updates', () => {
  const list: HabitsList = { today: '2026-01-15', habits: [habit('a'), habit('b')] };

  it('puts a created or edited habit in place, keeping its checks', () => {
    const withChecks = withCheck(list, 'a', { day: '2026-01-15', count: 1 });
    const edited = withHabit(withChecks, { ...habit('a'), name: 'Nouveau nom', version: 2 });
    expect(edited.habits[0]).toMatchObject({
      name: 'Nouveau nom',
      version: 2,
      checks: [{ day: '2026-01-15', count: 1 }],
    });
    expect(withHabit(list, habit('c')).habits.map((each) => each.id)).toEqual(['a', 'b', 'c']);
    expect(withoutHabit(list, 'a').habits.map((each) => each.id)).toEqual(['b']);
  });

  it('keeps the days in order and removes a day set to 0', () => {
    const checks = withDay([{ day: '2026-01-15', count: 1 }], '2026-01-10', 2);
    expect(checks).toEqual([
      { day: '2026-01-10', count: 2 },
      { day: '2026-01-15', count: 1 },
    ]);
    expect(withDay(checks, '2026-01-15', 0)).toEqual([{ day: '2026-01-10', count: 2 }]);
  });
});
