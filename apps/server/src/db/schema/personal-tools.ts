import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// The tools that keep an account's data (issue 28). Every row names its account (user_id, deleted
// with it) and carries a version: a write based on an older one is refused (409), so two devices
// never overwrite each other silently. Ids are the client's (UUIDs made in the browser), so that
// a creation sent again after a lost answer finds its row instead of making a second one.

/** To-do lists: at most TODO_LISTS_MAX per account, counted in SQL under a lock per account. */
export const todoLists = pgTable(
  'todo_lists',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    position: doublePrecision().notNull(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('todo_lists_user_idx').on(table.userId, table.position)],
);

/** Their items: at most TODO_ITEMS_PER_LIST_MAX per list; a list's are read in one query. */
export const todoItems = pgTable(
  'todo_items',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listId: uuid()
      .notNull()
      .references(() => todoLists.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    done: boolean().notNull().default(false),
    /** A calendar day, no time: the reader's locale shows it. */
    dueDate: date(),
    position: doublePrecision().notNull(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('todo_items_list_idx').on(table.listId, table.position),
    index('todo_items_user_idx').on(table.userId),
  ],
);

/** Plain-text notes: at most NOTES_MAX per account, NOTE_BODY_MAX characters each. */
export const notes = pgTable(
  'notes',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    body: text().notNull(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('notes_user_idx').on(table.userId, table.updatedAt)],
);

/** Habits: at most HABITS_MAX per account, each with its daily target. */
export const habits = pgTable(
  'habits',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    dailyTarget: integer().notNull(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('habits_user_idx').on(table.userId, table.createdAt),
    check('habits_target_positive', sql`${table.dailyTarget} > 0`),
  ],
);

/** A habit's count on one day: the person's own day (their time zone, sent with each check). */
export const habitChecks = pgTable(
  'habit_checks',
  {
    habitId: uuid()
      .notNull()
      .references(() => habits.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    count: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.habitId, table.day] }),
    index('habit_checks_user_idx').on(table.userId),
    check('habit_checks_count_positive', sql`${table.count} > 0`),
  ],
);
