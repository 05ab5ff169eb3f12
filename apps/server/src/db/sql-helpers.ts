import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';

/** `expiresAt` → `expires_at`: the names the schema's columns get in SQL (casing: snake_case). */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** A value as the drivers hand it back from raw SQL: timestamps may come as text. */
type RawValue<V> = V extends Date ? Date | string : V;

/**
 * A row of raw SQL (decision 004) typed from the Drizzle schema: the chosen columns of `T`,
 * under their SQL names, with the schema's types. `RawRow<typeof sessions, 'userId'>` is
 * `{ user_id: string }`; a column renamed or retyped in the schema changes the row type too.
 */
export type RawRow<T extends Table, K extends keyof T['$inferSelect'] & string> = {
  [C in K as SnakeCase<C>]: RawValue<T['$inferSelect'][C]>;
};

/**
 * Turns a raw `select *` row of `table` (SQL names, the driver's values) into the schema's row,
 * as Drizzle's own queries return it: for a hot statement called through `raw`.
 */
export function rowMapper<T extends Table>(table: T): (row: Record<string, unknown>) => T['$inferSelect'] {
  const columns = Object.entries(getTableColumns(table)).map(
    ([key, column]) => [key, key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), column] as const,
  );
  return (row) => {
    const mapped: Record<string, unknown> = {};
    for (const [key, name, column] of columns) {
      const value = row[name];
      mapped[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return mapped as T['$inferSelect'];
  };
}

/** A timestamp parameter from the injected clock; SQL never calls now() so tests can move time. */
export function at(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

/** The constraint a unique violation broke, through the driver's and Drizzle's wrappers. */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint, message, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (code === '23505') {
      if (typeof constraint === 'string') return constraint;
      const match = typeof message === 'string' ? /unique constraint "([^"]+)"/.exec(message) : null;
      return match?.[1] ?? 'unknown';
    }
    current = cause;
  }
  return undefined;
}

/**
 * Whether `error` is a foreign key to `users` that no longer holds: the account was deleted
 * while the request that writes for it was under way (its own deletion in another tab, the
 * inactivity sweep). Drizzle names these constraints `<table>_user_id_users_id_fk`.
 */
export function isAccountGone(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint, message, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (code === '23503') {
      const name =
        typeof constraint === 'string'
          ? constraint
          : typeof message === 'string'
            ? /foreign key constraint "([^"]+)"/.exec(message)?.[1]
            : undefined;
      return name?.endsWith('_user_id_users_id_fk') ?? false;
    }
    current = cause;
  }
  return false;
}
