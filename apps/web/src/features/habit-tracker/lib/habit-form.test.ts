import { HABIT_NAME_MAX, HABIT_TARGET_MAX } from '@trousse/contracts/personal-tools';
import { describe, expect, it } from 'vitest';

import { readHabitForm } from './habit-form';

describe('readHabitForm', () => {
  it('reads a trimmed name and a whole target', () => {
    expect(readHabitForm({ name: '  Lire  ', target: ' 3 ' })).toEqual({
      ok: true,
      name: 'Lire',
      dailyTarget: 3,
    });
    expect(readHabitForm({ name: 'a'.repeat(HABIT_NAME_MAX), target: String(HABIT_TARGET_MAX) }).ok).toBe(
      true,
    );
  });

  it('says what is wrong with each field, by the server’s rules', () => {
    expect(readHabitForm({ name: '   ', target: '1' })).toEqual({
      ok: false,
      errors: { name: 'nameRequired' },
    });
    expect(readHabitForm({ name: 'a'.repeat(HABIT_NAME_MAX + 1), target: '1' })).toEqual({
      ok: false,
      errors: { name: 'nameTooLong' },
    });
    for (const target of ['0', '', '1.5', '-2', String(HABIT_TARGET_MAX + 1), 'deux']) {
      expect(readHabitForm({ name: 'Lire', target })).toEqual({ ok: false, errors: { target: 'target' } });
    }
  });
});
