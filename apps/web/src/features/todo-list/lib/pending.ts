import type { TodoItem, TodoList } from '@trousse/contracts/api/todo/schemas';
import { byPosition } from './positions';

/** The fields of an item a change may set. */
export type ItemFields = Pick<TodoItem, 'text' | 'done' | 'dueDate' | 'position'>;
/** The fields of a list a change may set. */
export type ListFields = Pick<TodoList, 'title' | 'position'>;

export interface CreateListChange {
  accountId: string;
  list: { id: string; title: string; position: number };
}
export interface UpdateListChange {
  accountId: string;
  id: string;
  /** The version the change was made on. */
  version: number;
  changes: Partial<ListFields>;
  /** The values the changes replaced, for the merge of a 409. */
  previous: Partial<ListFields>;
}
export interface DeleteListChange {
  accountId: string;
  id: string;
}
export interface CreateItemChange {
  accountId: string;
  listId: string;
  item: { id: string; text: string; dueDate: string | null; position: number };
}
export interface UpdateItemChange {
  accountId: string;
  listId: string;
  id: string;
  version: number;
  changes: Partial<ItemFields>;
  previous: Partial<ItemFields>;
}
export interface DeleteItemChange {
  accountId: string;
  listId: string;
  id: string;
}

/**
 * The lists as shown: the server's with the changes not yet acknowledged applied over them
 * (decision 026), in their order. A list created here and not yet sent counts no items.
 */
export function listsWithPending(
  server: readonly TodoList[],
  pending: {
    created: readonly CreateListChange[];
    updated: readonly UpdateListChange[];
    deleted: readonly DeleteListChange[];
  },
): TodoList[] {
  const byId = new Map(server.map((list) => [list.id, { ...list }]));
  for (const { list } of pending.created) {
    if (!byId.has(list.id)) byId.set(list.id, { ...list, version: 1, itemCount: 0, doneCount: 0 });
  }
  for (const change of pending.updated) {
    const list = byId.get(change.id);
    if (list) Object.assign(list, change.changes);
  }
  for (const { id } of pending.deleted) byId.delete(id);
  return byPosition([...byId.values()]);
}

/** A list's items as shown: the server's with this list's pending changes applied, in their order. */
export function itemsWithPending(
  listId: string,
  server: readonly TodoItem[],
  pending: {
    created: readonly CreateItemChange[];
    updated: readonly UpdateItemChange[];
    deleted: readonly DeleteItemChange[];
  },
): TodoItem[] {
  const byId = new Map(server.map((item) => [item.id, { ...item }]));
  for (const change of pending.created) {
    if (change.listId !== listId || byId.has(change.item.id)) continue;
    byId.set(change.item.id, { ...change.item, listId, done: false, version: 1 });
  }
  for (const change of pending.updated) {
    const item = byId.get(change.id);
    if (item) Object.assign(item, change.changes);
  }
  for (const { id } of pending.deleted) byId.delete(id);
  return byPosition([...byId.values()]);
}
