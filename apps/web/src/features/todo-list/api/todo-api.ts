import { useQuery, type QueryClient } from '@tanstack/react-query';
import { endpoints } from '@trousse/contracts/api/endpoints';
import { syncedErrors } from '@trousse/contracts/api/synced-errors';
import type { TodoItem, TodoList } from '@trousse/contracts/api/todo/schemas';

import { useAccountId } from '../../../entities/session/session-context';
import { rebasedVersion, recordVersion, syncedMutation, syncedQueryOptions } from '../../../entities/synced';
import { apiCall, isApiError } from '../../../lib/api-client';
import { endpointQueryKey } from '../../../lib/api/query-keys';
import { mergeConflict } from '../lib/merge';
import type {
  CreateItemChange,
  CreateListChange,
  DeleteItemChange,
  DeleteListChange,
  UpdateItemChange,
  UpdateListChange,
} from '../lib/pending';

// The to-do list's reads and changes (decision 026). A change is sent by the outbox, after a
// reload too: its variables carry everything it needs (the account, the list, the version it
// was made on and the values it replaced). What the server answers goes into the cache; what
// is not yet answered is shown from the pending changes (lib/pending.ts), never written here.

const listsKey = (accountId: string | null) => endpointQueryKey(endpoints.todo.lists, accountId);
const itemsKey = (accountId: string | null, listId: string) =>
  endpointQueryKey(endpoints.todo.items, accountId, listId);

export function useTodoLists() {
  const accountId = useAccountId();
  return useQuery({
    queryKey: listsKey(accountId),
    queryFn: async ({ signal }) => (await apiCall(endpoints.todo.lists, {}, { signal })).data,
    enabled: accountId !== null,
    ...syncedQueryOptions,
  });
}

/** A list's items; not asked while the list exists only here (its creation not yet sent). */
export function useTodoItems(listId: string | undefined, onServer: boolean) {
  const accountId = useAccountId();
  return useQuery({
    queryKey: itemsKey(accountId, listId ?? ''),
    queryFn: async ({ signal }) =>
      (await apiCall(endpoints.todo.items, { params: { id: listId! } }, { signal })).data,
    enabled: accountId !== null && listId !== undefined && onServer,
    ...syncedQueryOptions,
  });
}

/** Told when a change overwrote a field another device had changed too (the screen says so). */
let overriddenListener: (() => void) | undefined;
export function setOverriddenListener(listener: (() => void) | undefined): void {
  overriddenListener = listener;
}

function upsert<T extends { id: string }>(rows: T[] | undefined, row: T): T[] | undefined {
  if (!rows) return rows;
  return rows.some((one) => one.id === row.id)
    ? rows.map((one) => (one.id === row.id ? row : one))
    : [...rows, row];
}

const without = <T extends { id: string }>(rows: T[] | undefined, id: string) =>
  rows?.filter((one) => one.id !== id);

const isNotFound = (error: unknown) => isApiError(error) && error.code === syncedErrors.itemNotFound.code;

/** The item or list as the server holds it, from a 409's answer. */
function conflictCurrent<T>(error: unknown): T | undefined {
  if (!isApiError(error) || error.code !== syncedErrors.versionConflict.code) return undefined;
  return error.body?.current as T | undefined;
}

/** At most this many merges of one change before it gives up (another device keeps writing). */
const MERGE_TRIES = 3;

/**
 * Sends a change of some fields on the version it was made on (rebased on this device's own
 * later writes); on 409, merges with the server's current row and sends what is left again.
 */
async function sendVersioned<F extends object, R extends F & { id: string; version: number }>(
  change: { id: string; version: number; changes: Partial<F>; previous: Partial<F> },
  send: (version: number, fields: Partial<F>) => Promise<R>,
): Promise<R> {
  const first = rebasedVersion(change.id, change.version);
  let version = first;
  let fields = change.changes;
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await send(version, fields);
      recordVersion(change.id, version, row.version);
      if (first !== version) recordVersion(change.id, first, row.version);
      return row;
    } catch (error) {
      const current = conflictCurrent<R>(error);
      if (!current || attempt >= MERGE_TRIES) throw error;
      const merge = mergeConflict<F>(fields, change.previous, current);
      if (merge.overridden.length > 0) overriddenListener?.();
      if (Object.keys(merge.resend).length === 0) {
        recordVersion(change.id, first, current.version);
        return current;
      }
      version = current.version;
      fields = merge.resend;
    }
  }
}

export const createList = syncedMutation<CreateListChange>(
  'todo',
  'createList',
  async ({ accountId, list }, client: QueryClient) => {
    const { data } = await apiCall(endpoints.todo.createList, { body: list });
    client.setQueryData<TodoList[]>(listsKey(accountId), (lists) => upsert(lists, data));
    return data;
  },
);

export const updateList = syncedMutation<UpdateListChange>('todo', 'updateList', async (change, client) => {
  try {
    const data = await sendVersioned<UpdateListChange['changes'] & object, TodoList>(
      change,
      async (version, fields) =>
        (
          await apiCall(endpoints.todo.updateList, {
            params: { id: change.id },
            body: { version, ...fields },
          })
        ).data,
    );
    client.setQueryData<TodoList[]>(listsKey(change.accountId), (lists) => upsert(lists, data));
    return data;
  } catch (error) {
    if (isNotFound(error)) void client.invalidateQueries({ queryKey: listsKey(change.accountId) });
    throw error;
  }
});

export const deleteList = syncedMutation<DeleteListChange>(
  'todo',
  'deleteList',
  async ({ accountId, id }, client) => {
    await apiCall(endpoints.todo.deleteList, { params: { id } });
    client.setQueryData<TodoList[]>(listsKey(accountId), (lists) => without(lists, id));
    client.removeQueries({ queryKey: itemsKey(accountId, id) });
  },
);

/** The list's counts follow its items: the lists are read again after a change of them. */
function refreshCounts(client: QueryClient, accountId: string) {
  void client.invalidateQueries({ queryKey: listsKey(accountId) });
}

export const createItem = syncedMutation<CreateItemChange>(
  'todo',
  'createItem',
  async ({ accountId, listId, item }, client) => {
    const { data } = await apiCall(endpoints.todo.createItem, {
      params: { id: listId },
      body: { id: item.id, text: item.text, position: item.position, dueDate: item.dueDate },
    });
    client.setQueryData<TodoItem[]>(itemsKey(accountId, listId), (items) => upsert(items, data));
    refreshCounts(client, accountId);
    return data;
  },
);

export const updateItem = syncedMutation<UpdateItemChange>('todo', 'updateItem', async (change, client) => {
  try {
    const data = await sendVersioned<UpdateItemChange['changes'] & object, TodoItem>(
      change,
      async (version, fields) =>
        (
          await apiCall(endpoints.todo.updateItem, {
            params: { id: change.id },
            body: { version, ...fields },
          })
        ).data,
    );
    client.setQueryData<TodoItem[]>(itemsKey(change.accountId, change.listId), (items) =>
      upsert(items, data),
    );
    if (change.changes.done !== undefined) refreshCounts(client, change.accountId);
    return data;
  } catch (error) {
    if (isNotFound(error)) {
      client.setQueryData<TodoItem[]>(itemsKey(change.accountId, change.listId), (items) =>
        without(items, change.id),
      );
    }
    throw error;
  }
});

export const deleteItem = syncedMutation<DeleteItemChange>(
  'todo',
  'deleteItem',
  async ({ accountId, listId, id }, client) => {
    await apiCall(endpoints.todo.deleteItem, { params: { id } });
    client.setQueryData<TodoItem[]>(itemsKey(accountId, listId), (items) => without(items, id));
    refreshCounts(client, accountId);
  },
);
