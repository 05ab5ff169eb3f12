import { syncedErrors } from '@trousse/contracts/api/synced-errors';
import { todoErrors } from '@trousse/contracts/api/todo/errors';
import type {
  CreateTodoItem,
  CreateTodoList,
  TodoItem,
  TodoList,
  UpdateTodoItem,
  UpdateTodoList,
} from '@trousse/contracts/api/todo/schemas';
import { todoItemsResponseSchema } from '@trousse/contracts/api/todo/schemas';
import { TODO_ITEMS_PER_LIST_MAX, TODO_LISTS_MAX } from '@trousse/contracts/personal-tools';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { todoItems, todoLists } from '../../db/schema';
import { at } from '../../db/sql-helpers';
import type { Clock } from '../../lib/clock';
import { fail } from '../../lib/http-error';
import { NotifiedCache } from '../../lib/notified-cache';
import { PreparedJson } from '../../lib/reply';

/**
 * The first key of the two-key advisory lock taken per account while a list or an item is
 * created: concurrent creations of one account, on any instance, queue there, so that the count
 * that follows sees every row made before (decision 026). Apart from the support form's space.
 */
const TODO_LOCK_SPACE = 7_245_129;

interface ListRow {
  id: string;
  title: string;
  position: number;
  version: number;
  item_count: number;
  done_count: number;
}

interface ItemRow {
  id: string;
  list_id: string;
  text: string;
  done: boolean;
  due_date: string | null;
  position: number;
  version: number;
}

const toList = (row: ListRow): TodoList => ({
  id: row.id,
  title: row.title,
  position: Number(row.position),
  version: row.version,
  itemCount: row.item_count,
  doneCount: row.done_count,
});

const toItem = (row: ItemRow): TodoItem => ({
  id: row.id,
  listId: row.list_id,
  text: row.text,
  done: row.done,
  dueDate: row.due_date,
  position: Number(row.position),
  version: row.version,
});

/** The columns of a list's answer, its counts read from its items (`l` is the list). */
const listColumns = sql`l.id, l.title, l.position, l.version,
  (select count(*)::int from ${todoItems} i where i.list_id = l.id) as item_count,
  (select count(*)::int from ${todoItems} i where i.list_id = l.id and i.done) as done_count`;

/** The columns of an item's answer (`i` is the item); the day as text, never a JS date. */
const itemColumns = sql`i.id, i.list_id, i.text, i.done, i.due_date::text as due_date, i.position, i.version`;

/** `column = value` when the change names it, the column unchanged otherwise. */
const setIf = (given: boolean, column: SQL, value: SQL) =>
  sql`${column} = case when ${given} then ${value} else ${column} end`;

/**
 * An account's to-do lists and their items (issue 28, decision 026): client ids, a version per
 * row, limits counted in SQL under a lock per account. Every statement names the account: a row
 * of another account is never read, changed or deleted.
 */
/** The channel the database says a list's items changed on (migration 0020): the list's id. */
export const TODO_ITEMS_CHANNEL = 'trousse_todo_items';
/** The lists whose answer is kept serialized; the oldest goes first. */
const ITEM_ANSWERS_CACHED = 256;

export class TodoService {
  /**
   * Each list's answer, serialized, with the account it belongs to: read again only once the
   * database says one of its items changed (decision 011; a list of 500 items is ~100 KB of JSON, ~10 KB gzipped once,
   * that would otherwise be read and written at every poll of every open tab, decision 026).
   */
  readonly itemAnswers = new NotifiedCache<{ userId: string; answer: PreparedJson }>(ITEM_ANSWERS_CACHED);

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The answer of GET /api/todo/lists/:id/items, serialized; undefined when not the account's list. */
  async itemsAnswer(userId: string, listId: string): Promise<PreparedJson | undefined> {
    const cached = this.itemAnswers.get(listId);
    if (cached) return cached.userId === userId ? cached.answer : undefined;
    const epoch = this.itemAnswers.epoch();
    const items = await this.items(userId, listId);
    if (!items) return undefined;
    // Checked against the contract once, as the serializer does for every other answer.
    const answer = new PreparedJson(
      Buffer.from(JSON.stringify(todoItemsResponseSchema.parse({ data: items }))),
    );
    this.itemAnswers.set(listId, { userId, answer }, epoch);
    return answer;
  }

  /**
   * After a write of the account's items or lists, once committed: its kept answers go at once
   * (the database's notice follows, for every instance).
   */
  #written(userId: string): void {
    this.itemAnswers.invalidateWhere((answer) => answer.userId === userId);
  }

  /** The account's lists with their counts, in their order: one statement. */
  async lists(userId: string): Promise<TodoList[]> {
    const rows = await queryRows<ListRow>(
      this.db,
      sql`select l.id, l.title, l.position, l.version,
                 count(i.id)::int as item_count, (count(i.id) filter (where i.done))::int as done_count
          from ${todoLists} l left join ${todoItems} i on i.list_id = l.id
          where l.user_id = ${userId}
          group by l.id
          order by l.position, l.created_at, l.id`,
    );
    return rows.map(toList);
  }

  /**
   * Creates the list, or answers the one this id already made in the account (a creation sent
   * again); another account's id is not found. TODO_LISTS_MAX per account.
   */
  async createList(userId: string, input: CreateTodoList): Promise<TodoList> {
    const now = at(this.clock.now());
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${TODO_LOCK_SPACE}::int, hashtext(${userId}))`);
      const existing = await this.#list(tx, userId, input.id);
      if (existing) return existing;
      const [counted] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from ${todoLists} where ${todoLists.userId} = ${userId}`,
      );
      if ((counted?.n ?? 0) >= TODO_LISTS_MAX) throw fail(todoErrors.listLimitReached);
      // `do nothing`: an id taken by another account must not abort the transaction.
      const inserted = await queryRows<{ id: string }>(
        tx,
        sql`insert into ${todoLists} (id, user_id, title, position, version, created_at, updated_at)
            values (${input.id}, ${userId}, ${input.title}, ${input.position}, 1, ${now}, ${now})
            on conflict (id) do nothing returning id`,
      );
      if (inserted.length === 0) throw fail(syncedErrors.itemNotFound);
      return {
        id: input.id,
        title: input.title,
        position: input.position,
        version: 1,
        itemCount: 0,
        doneCount: 0,
      };
    });
  }

  /** Renames or moves a list written on `version`; 409 with the list as it is otherwise. */
  async updateList(userId: string, id: string, change: UpdateTodoList): Promise<TodoList> {
    const [row] = await queryRows<ListRow>(
      this.db,
      sql`with l as (
            update ${todoLists} set
              ${setIf(change.title !== undefined, sql.raw('title'), sql`${change.title ?? null}::text`)},
              ${setIf(change.position !== undefined, sql.raw('position'), sql`${change.position ?? null}::float8`)},
              version = version + 1,
              updated_at = ${at(this.clock.now())}
            where id = ${id} and user_id = ${userId} and version = ${change.version}
            returning id, title, position, version)
          select ${listColumns} from l`,
    );
    if (row) return toList(row);
    const current = await this.#list(this.db, userId, id);
    if (!current) throw fail(syncedErrors.itemNotFound);
    throw fail(syncedErrors.versionConflict, { current });
  }

  /** Deletes the list and its items; what is already gone (or never was the account's) too. */
  async deleteList(userId: string, id: string): Promise<void> {
    await this.db.execute(sql`delete from ${todoLists} where id = ${id} and user_id = ${userId}`);
    this.#written(userId);
  }

  /** A list's items in their order, in one statement; undefined when the list is not the account's. */
  async items(userId: string, listId: string): Promise<TodoItem[] | undefined> {
    const rows = await queryRows<ItemRow | { list_id: string; id: null }>(
      this.db,
      sql`select l.id as list_id, i.id, i.text, i.done, i.due_date::text as due_date, i.position, i.version
          from ${todoLists} l left join ${todoItems} i on i.list_id = l.id
          where l.id = ${listId} and l.user_id = ${userId}
          order by i.position, i.created_at, i.id
          limit ${TODO_ITEMS_PER_LIST_MAX}`,
    );
    if (rows.length === 0) return undefined;
    return rows.filter((row): row is ItemRow => row.id !== null).map(toItem);
  }

  /**
   * Adds the item to the list, or answers the one this id already made in the account; a list
   * or an id of another account is not found. TODO_ITEMS_PER_LIST_MAX per list.
   */
  async createItem(userId: string, listId: string, input: CreateTodoItem): Promise<TodoItem> {
    const item = await this.#insertItem(userId, listId, input);
    this.#written(userId);
    return item;
  }

  async #insertItem(userId: string, listId: string, input: CreateTodoItem): Promise<TodoItem> {
    const now = at(this.clock.now());
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${TODO_LOCK_SPACE}::int, hashtext(${userId}))`);
      const existing = await this.#item(tx, userId, input.id);
      if (existing) return existing;
      // The list stays while the item goes in: a deletion of it waits for this transaction.
      const [list] = await queryRows<{ n: number }>(
        tx,
        sql`select (select count(*)::int from ${todoItems} i where i.list_id = l.id) as n
            from ${todoLists} l where l.id = ${listId} and l.user_id = ${userId} for key share of l`,
      );
      if (!list) throw fail(syncedErrors.itemNotFound);
      if (list.n >= TODO_ITEMS_PER_LIST_MAX) throw fail(todoErrors.itemLimitReached);
      const [row] = await queryRows<ItemRow>(
        tx,
        sql`with i as (
              insert into ${todoItems} (id, user_id, list_id, text, done, due_date, position, version, created_at, updated_at)
              values (${input.id}, ${userId}, ${listId}, ${input.text}, false, ${input.dueDate ?? null}::date,
                      ${input.position}, 1, ${now}, ${now})
              on conflict (id) do nothing
              returning *)
            select ${itemColumns} from i`,
      );
      if (!row) throw fail(syncedErrors.itemNotFound);
      return toItem(row);
    });
  }

  /** Changes the fields the change names, written on `version`; 409 with the item as it is otherwise. */
  async updateItem(userId: string, id: string, change: UpdateTodoItem): Promise<TodoItem> {
    const [row] = await queryRows<ItemRow>(
      this.db,
      sql`with i as (
            update ${todoItems} set
              ${setIf(change.text !== undefined, sql.raw('text'), sql`${change.text ?? null}::text`)},
              ${setIf(change.done !== undefined, sql.raw('done'), sql`${change.done ?? null}::boolean`)},
              ${setIf(change.dueDate !== undefined, sql.raw('due_date'), sql`${change.dueDate ?? null}::date`)},
              ${setIf(change.position !== undefined, sql.raw('position'), sql`${change.position ?? null}::float8`)},
              version = version + 1,
              updated_at = ${at(this.clock.now())}
            where id = ${id} and user_id = ${userId} and version = ${change.version}
            returning *)
          select ${itemColumns} from i`,
    );
    if (row) {
      this.#written(userId);
      return toItem(row);
    }
    const current = await this.#item(this.db, userId, id);
    if (!current) throw fail(syncedErrors.itemNotFound);
    throw fail(syncedErrors.versionConflict, { current });
  }

  /** Deletes the item; what is already gone (or never was the account's) too. */
  async deleteItem(userId: string, id: string): Promise<void> {
    await this.db.execute(sql`delete from ${todoItems} where id = ${id} and user_id = ${userId}`);
    this.#written(userId);
  }

  async #list(db: Db, userId: string, id: string): Promise<TodoList | undefined> {
    const [row] = await queryRows<ListRow>(
      db,
      sql`select ${listColumns} from ${todoLists} l where l.id = ${id} and l.user_id = ${userId}`,
    );
    return row && toList(row);
  }

  async #item(db: Db, userId: string, id: string): Promise<TodoItem | undefined> {
    const [row] = await queryRows<ItemRow>(
      db,
      sql`select ${itemColumns} from ${todoItems} i where i.id = ${id} and i.user_id = ${userId}`,
    );
    return row && toItem(row);
  }
}
