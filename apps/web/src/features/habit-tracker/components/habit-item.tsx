import type { HabitWithChecks } from '@trousse/contracts/api/habits/schemas';
import { bestStreak, currentStreak } from '@trousse/contracts/habit-streaks';
import { HABIT_CHECK_PAST_DAYS } from '@trousse/contracts/personal-tools';
import { Minus, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSyncedMutation } from '../../../entities/synced';
import { useFormat } from '../../../hooks/use-format';
import type { ApiError } from '../../../lib/api-client';
import { checkHabit } from '../api/habits-api';
import { daysBefore, formatDay } from '../lib/calendar';
import { withDay } from '../lib/changes';
import { DeleteHabitDialog, EditHabitDialog } from './habit-dialogs';
import { YearGrid } from './year-grid';

interface HabitItemProps {
  habit: HabitWithChecks;
  /** Today in the person's zone, as the server counts it. */
  today: string;
  accountId: string;
  timeZone: string;
  onDone: (announcement: string) => void;
  onDropped: (error: ApiError) => void;
}

/** One habit: today's check, the week before, the streaks, the year, and its edits. */
export function HabitItem({ habit, today, accountId, timeZone, onDone, onDropped }: HabitItemProps) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const check = useSyncedMutation(checkHabit, { onDropped });
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const titleId = useId();
  const target = habit.dailyTarget;
  const counts = new Map(habit.checks.map((each) => [each.day, each.count]));
  const countOn = (day: string) => Math.min(counts.get(day) ?? 0, target);
  const current = currentStreak(habit.checks, target, today);
  const best = bestStreak(habit.checks, target, today);

  const setCount = (day: string, count: number) => {
    const next = Math.max(0, Math.min(count, target));
    check({ account: accountId, id: habit.id, day, count: next, timeZone });
    const streak = currentStreak(withDay(habit.checks, day, next), target, today);
    onDone(
      t('habitTracker.checked', {
        name: habit.name,
        count: next,
        target,
        date: formatDay(day, language, 'long'),
        streak: t('habitTracker.days', { count: streak }),
      }),
    );
  };

  const todayCount = countOn(today);

  return (
    <li className="habit" aria-labelledby={titleId}>
      <div className="habit__head">
        <h3 id={titleId} className="habit__name">
          {habit.name}
        </h3>
        <p className="habit__target">{t('habitTracker.perDay', { count: target })}</p>
      </div>

      <div className="habit__today">
        {target === 1 ? (
          <label className="habit__check habit__check--today">
            <input
              type="checkbox"
              checked={todayCount >= 1}
              onChange={(event) => setCount(today, event.target.checked ? 1 : 0)}
            />
            <span className="sr-only">{habit.name} : </span>
            {t('habitTracker.doneToday')}
          </label>
        ) : (
          <div className="habit__stepper" role="group" aria-label={t('habitTracker.today')}>
            <span className="habit__stepper-label" aria-hidden="true">
              {t('habitTracker.today')}
            </span>
            <button
              type="button"
              className="button button--secondary habit__step"
              aria-label={t('habitTracker.decrease', { name: habit.name })}
              disabled={todayCount <= 0}
              onClick={() => setCount(today, todayCount - 1)}
            >
              <Minus size={16} aria-hidden="true" />
            </button>
            <span className={`habit__progress${todayCount >= target ? ' habit__progress--done' : ''}`}>
              <span className="sr-only">
                {t('habitTracker.progressLabel', { name: habit.name, count: todayCount, target })}
              </span>
              <span aria-hidden="true">{t('habitTracker.progress', { count: todayCount, target })}</span>
            </span>
            <button
              type="button"
              className="button button--secondary habit__step"
              aria-label={t('habitTracker.increase', { name: habit.name })}
              disabled={todayCount >= target}
              onClick={() => setCount(today, todayCount + 1)}
            >
              <Plus size={16} aria-hidden="true" />
            </button>
          </div>
        )}
      </div>

      <fieldset className="habit__week">
        <legend>{t('habitTracker.week')}</legend>
        <ul className="habit__days">
          {daysBefore(today, HABIT_CHECK_PAST_DAYS).map((day) => (
            <li key={day}>
              <PastDay
                label={t('habitTracker.dayLabel', {
                  name: habit.name,
                  date: formatDay(day, language, 'long'),
                })}
                short={formatDay(day, language, 'short')}
                count={countOn(day)}
                target={target}
                onChange={(done) => setCount(day, done ? target : 0)}
              />
            </li>
          ))}
        </ul>
      </fieldset>

      <dl className="habit__streaks">
        <div>
          <dt>{t('habitTracker.currentStreak')}</dt>
          <dd>{t('habitTracker.days', { count: current })}</dd>
        </div>
        <div>
          <dt>{t('habitTracker.bestStreak')}</dt>
          <dd>{t('habitTracker.days', { count: best })}</dd>
        </div>
      </dl>

      <YearGrid habit={habit} today={today} />

      <div className="habit__actions">
        <button type="button" className="button button--secondary" onClick={() => setDialog('edit')}>
          <Pencil size={16} aria-hidden="true" />
          {t('habitTracker.edit')}
          <span className="sr-only"> {habit.name}</span>
        </button>
        <button type="button" className="button button--danger-outline" onClick={() => setDialog('delete')}>
          <Trash2 size={16} aria-hidden="true" />
          {t('habitTracker.delete')}
          <span className="sr-only"> {habit.name}</span>
        </button>
      </div>

      {dialog === 'edit' && (
        <EditHabitDialog
          habit={habit}
          accountId={accountId}
          onClose={() => setDialog(null)}
          onDone={onDone}
          onDropped={onDropped}
        />
      )}
      {dialog === 'delete' && (
        <DeleteHabitDialog
          habit={habit}
          accountId={accountId}
          onClose={() => setDialog(null)}
          onDone={onDone}
          onDropped={onDropped}
        />
      )}
    </li>
  );
}

/** A past day's box: ticked when the target was reached, mixed when started. */
function PastDay({
  label,
  short,
  count,
  target,
  onChange,
}: {
  label: string;
  short: string;
  count: number;
  target: number;
  onChange: (done: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const partial = count > 0 && count < target;
  useEffect(() => {
    if (input.current) input.current.indeterminate = partial;
  }, [partial]);
  return (
    <label className="habit__check habit__check--day" title={label}>
      <input
        ref={input}
        type="checkbox"
        checked={count >= target}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{label}</span>
    </label>
  );
}
