import type { HabitWithChecks } from '@trousse/contracts/api/habits/schemas';
import { HABIT_HISTORY_DAYS } from '@trousse/contracts/personal-tools';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useFormat } from '../../../hooks/use-format';
import { formatDay, yearWeeks } from '../lib/calendar';

/**
 * A year of days, a column per week, a cell per day: its date and count said by its label and
 * shown by its fill (empty, half, full) as well as its colour. The grid scrolls sideways on a
 * narrow screen, by keyboard too (the region takes the focus).
 */
export function YearGrid({ habit, today }: { habit: HabitWithChecks; today: string }) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const weeks = useMemo(() => yearWeeks(today, HABIT_HISTORY_DAYS), [today]);
  const counts = new Map(habit.checks.map((check) => [check.day, check.count]));
  const target = habit.dailyTarget;
  const label = t('habitTracker.yearLabel', { name: habit.name });

  return (
    <div className="habit-year">
      <p className="habit-year__title" aria-hidden="true">
        {t('habitTracker.year')}
      </p>
      {/* Scrolled to its end (today) by its direction: the newest weeks show first. */}
      <div className="habit-year__scroll" role="region" aria-label={label} tabIndex={0}>
        <div className="habit-year__grid">
          {weeks.flatMap((week, w) =>
            week.map((day, d) => {
              if (!day)
                return <span key={`${w}-${d}`} className="habit-year__cell habit-year__cell--blank" />;
              const count = Math.min(counts.get(day) ?? 0, target);
              const level = count >= target ? 'done' : count > 0 ? 'partial' : 'none';
              const date = formatDay(day, language, 'long');
              const text =
                level === 'done'
                  ? t('habitTracker.cellDone', { date, count, target })
                  : level === 'partial'
                    ? t('habitTracker.cellPartial', { date, count, target })
                    : t('habitTracker.cellNone', { date });
              return (
                <span
                  key={day}
                  role="img"
                  aria-label={text}
                  title={text}
                  data-day={day}
                  data-level={level}
                  className={`habit-year__cell habit-year__cell--${level}${day === today ? ' habit-year__cell--today' : ''}`}
                />
              );
            }),
          )}
        </div>
      </div>
      <ul className="habit-year__legend" aria-hidden="true">
        <li>
          <span className="habit-year__cell habit-year__cell--none" />
          {t('habitTracker.legendNone')}
        </li>
        <li>
          <span className="habit-year__cell habit-year__cell--partial" />
          {t('habitTracker.legendPartial')}
        </li>
        <li>
          <span className="habit-year__cell habit-year__cell--done" />
          {t('habitTracker.legendDone')}
        </li>
      </ul>
    </div>
  );
}
