import type { AccountExport } from '@trousse/contracts/api/account/schemas';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../db/client';
import { habitChecks, habits, notes, todoItems, todoLists } from '../../db/schema';

type ToolsExport = Pick<AccountExport, 'todoLists' | 'notes' | 'habits'>;

/** A timestamp as the export writes every date: ISO 8601 in UTC, to the millisecond. */
const isoText = (column: AnyPgColumn): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const iso = (date: Date) => date.toISOString();

/**
 * The account's data in the tools that keep it (to-do lists, notes, habits), for the export
 * (decision 026): every row whole. A list with its items and a habit with its days are one
 * statement each (decision 022: several tables, a template); the notes one table, the builder.
 */
export async function exportToolsData(db: Db, userId: string): Promise<ToolsExport> {
  const [lists, noteRows, habitRows] = await Promise.all([
    queryRows<ToolsExport['todoLists'][number]>(
      db,
      sql`select ${todoLists.id} as id, ${todoLists.version} as version,
                 ${isoText(todoLists.createdAt)} as "createdAt", ${isoText(todoLists.updatedAt)} as "updatedAt",
                 ${todoLists.title} as title, ${todoLists.position} as position,
                 coalesce((select json_agg(json_build_object(
                     'id', ${todoItems.id}, 'version', ${todoItems.version},
                     'createdAt', ${isoText(todoItems.createdAt)}, 'updatedAt', ${isoText(todoItems.updatedAt)},
                     'text', ${todoItems.text}, 'done', ${todoItems.done},
                     'dueDate', ${todoItems.dueDate}::text, 'position', ${todoItems.position})
                   order by ${todoItems.position}, ${todoItems.id})
                   from ${todoItems} where ${todoItems.listId} = ${todoLists.id}), '[]'::json) as items
          from ${todoLists} where ${todoLists.userId} = ${userId}
          order by ${todoLists.position}, ${todoLists.id}`,
    ),
    db
      .select({
        id: notes.id,
        version: notes.version,
        createdAt: notes.createdAt,
        updatedAt: notes.updatedAt,
        title: notes.title,
        body: notes.body,
      })
      .from(notes)
      .where(eq(notes.userId, userId))
      .orderBy(asc(notes.createdAt), asc(notes.id)),
    queryRows<ToolsExport['habits'][number]>(
      db,
      sql`select ${habits.id} as id, ${habits.version} as version,
                 ${isoText(habits.createdAt)} as "createdAt", ${isoText(habits.updatedAt)} as "updatedAt",
                 ${habits.name} as name, ${habits.dailyTarget} as "dailyTarget",
                 coalesce((select json_agg(json_build_object('day', ${habitChecks.day}::text, 'count', ${habitChecks.count})
                   order by ${habitChecks.day})
                   from ${habitChecks} where ${habitChecks.habitId} = ${habits.id}), '[]'::json) as checks
          from ${habits} where ${habits.userId} = ${userId}
          order by ${habits.createdAt}, ${habits.id}`,
    ),
  ]);
  return {
    todoLists: lists,
    notes: noteRows.map((row) => ({ ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) })),
    habits: habitRows,
  };
}
