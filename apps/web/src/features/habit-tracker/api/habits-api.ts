import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { endpoints } from '@trousse/contracts/api/endpoints';
import type { Habit, HabitsList } from '@trousse/contracts/api/habits/schemas';
import { syncedErrors } from '@trousse/contracts/api/synced-errors';

import { rebasedVersion, recordVersion, syncedMutation, syncedQueryOptions } from '../../../entities/synced';
import { apiCall, isApiError } from '../../../lib/api-client';
import { endpointQueryKey, isEndpointQueryKey } from '../../../lib/api/query-keys';
import {
  mergeConflict,
  withCheck,
  withHabit,
  withoutHabit,
  type CheckHabitChange,
  type CreateHabitChange,
  type HabitFields,
  type RemoveHabitChange,
  type UpdateHabitChange,
} from '../lib/changes';

/** The person's own time zone: their days are its days. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The account's habits, each with a year of checks, on the person's calendar. */
export function habitsQueryOptions(accountId: string, timeZone: string) {
  return queryOptions({
    queryKey: endpointQueryKey(endpoints.habits.list, accountId, timeZone),
    queryFn: ({ signal }) => apiCall(endpoints.habits.list, { query: { timeZone } }, { signal }),
    ...syncedQueryOptions,
  });
}

/** Applies an answer to every cached list of the habits (one per time zone asked). */
function updateLists(client: QueryClient, update: (list: HabitsList) => HabitsList): void {
  client.setQueriesData<HabitsList>(
    { predicate: (query) => isEndpointQueryKey(query.queryKey, endpoints.habits.list) },
    (list) => (list ? update(list) : list),
  );
}

export const createHabit = syncedMutation('habits', 'create', async (change: CreateHabitChange, client) => {
  const habit = await apiCall(endpoints.habits.create, {
    body: { id: change.id, name: change.name, dailyTarget: change.dailyTarget },
  });
  updateLists(client, (list) => withHabit(list, habit));
  return habit;
});

/** The current habit a 409 carries. */
function conflictCurrent(error: unknown): Habit | undefined {
  if (!isApiError(error) || error.status !== 409 || error.code !== syncedErrors.versionConflict.code)
    return undefined;
  return error.body?.current as Habit | undefined;
}

export const updateHabit = syncedMutation('habits', 'update', async (change: UpdateHabitChange, client) => {
  const first = rebasedVersion(change.id, change.base);
  let version = first;
  let fields: HabitFields = change.changes;
  // A second conflict in a row is another device writing again: merged again on its answer.
  for (let attempt = 0; ; attempt++) {
    try {
      const habit = await apiCall(endpoints.habits.update, {
        params: { id: change.id },
        body: { version, ...fields },
      });
      recordVersion(change.id, first, habit.version);
      updateLists(client, (list) => withHabit(list, habit));
      return habit;
    } catch (error) {
      const current = conflictCurrent(error);
      if (!current || attempt >= 3) throw error;
      const merged = mergeConflict(change, current);
      if (!merged) {
        // The other device's values stand: nothing of this change is left to send.
        recordVersion(change.id, first, current.version);
        updateLists(client, (list) => withHabit(list, current));
        return current;
      }
      version = current.version;
      fields = merged;
    }
  }
});

export const removeHabit = syncedMutation('habits', 'remove', async (change: RemoveHabitChange, client) => {
  await apiCall(endpoints.habits.remove, { params: { id: change.id } });
  updateLists(client, (list) => withoutHabit(list, change.id));
});

export const checkHabit = syncedMutation('habits', 'check', async (change: CheckHabitChange, client) => {
  const check = await apiCall(endpoints.habits.check, {
    params: { id: change.id, day: change.day },
    body: { count: change.count, timeZone: change.timeZone },
  });
  updateLists(client, (list) => withCheck(list, change.id, check));
  return check;
});
