import { useQuery } from '@tanstack/react-query';
import { HABITS_MAX } from '@trousse/contracts/personal-tools';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAccountId } from '../../../entities/session/session-context';
import { usePendingChanges, useSyncedTool } from '../../../entities/synced';
import { SyncStatus } from '../../../components/synced';
import type { ApiError } from '../../../lib/api-client';
import {
  browserTimeZone,
  checkHabit,
  createHabit,
  habitsQueryOptions,
  removeHabit,
  updateHabit,
} from '../api/habits-api';
import { applyPending } from '../lib/changes';
import { habitErrorText } from '../lib/error-text';
import { AddHabitForm } from './add-habit-form';
import { HabitItem } from './habit-item';

/** The tool for a signed-in person: the form, the list, and what became of the changes. */
export function HabitTracker() {
  const accountId = useAccountId();
  // SignedInOnly renders this only with a session.
  return accountId ? <Habits accountId={accountId} /> : null;
}

function Habits({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  useSyncedTool('habits');
  const timeZone = useMemo(() => browserTimeZone(), []);
  const query = useQuery(habitsQueryOptions(accountId, timeZone));
  const creates = usePendingChanges(createHabit);
  const updates = usePendingChanges(updateHabit);
  const removes = usePendingChanges(removeHabit);
  const checks = usePendingChanges(checkHabit);
  /** Said politely after each change (a result), or at once when the server refused one. */
  const [announcement, setAnnouncement] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const onDropped = useCallback(
    (error: ApiError) => setRefusal(t('habitTracker.errors.refused', { reason: habitErrorText(error, t) })),
    [t],
  );
  const announce = useCallback((text: string) => {
    setRefusal(null);
    setAnnouncement(text);
  }, []);

  const habits = useMemo(
    () =>
      query.data ? applyPending(query.data.habits, { creates, updates, removes, checks }, accountId) : [],
    [query.data, creates, updates, removes, checks, accountId],
  );

  return (
    <div className="app-page__panel habit-tracker">
      <div className="habit-tracker__bar">
        <SyncStatus scope="habits" />
        {query.data && (
          <p className="habit-tracker__counter">
            {t('habitTracker.counter', { count: habits.length, max: HABITS_MAX })}
          </p>
        )}
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {refusal && (
        <p className="form-message form-message--error" role="alert">
          {refusal}
        </p>
      )}

      <AddHabitForm
        accountId={accountId}
        full={habits.length >= HABITS_MAX}
        onAdded={announce}
        onDropped={onDropped}
      />

      <section className="habit-tracker__list-section" aria-labelledby="habit-list-title">
        <h2 id="habit-list-title" className="habit-tracker__title" tabIndex={-1}>
          {t('habitTracker.listTitle')}
        </h2>
        {query.isPending ? (
          <div aria-busy="true" className="habit-tracker__loading">
            <span className="sr-only">{t('habitTracker.loading')}</span>
            <Skeleton width="100%" height="9rem" />
            <Skeleton width="100%" height="9rem" />
          </div>
        ) : query.isError && !query.data ? (
          <ErrorState
            compact
            message={t('habitTracker.loadError')}
            actionLabel={t('habitTracker.retry')}
            onAction={() => void query.refetch()}
          />
        ) : habits.length === 0 ? (
          <p className="habit-tracker__empty">{t('habitTracker.empty')}</p>
        ) : (
          <ul className="habit-tracker__list">
            {habits.map((habit) => (
              <HabitItem
                key={habit.id}
                habit={habit}
                today={query.data.today}
                accountId={accountId}
                timeZone={timeZone}
                onDone={announce}
                onDropped={onDropped}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
