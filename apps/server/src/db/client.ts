import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/paths';
import * as schema from './schema';

/** Both drivers give this one type, so services never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /**
   * A parameterized statement straight to the driver, for the few queries on every request
   * (session check, caller's flags): Drizzle's layer costs about as much as PGlite itself there.
   */
  raw<Row>(text: string, params: unknown[]): Promise<Row[]>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const drizzleOptions = { schema, casing: 'snake_case' } as const;
const migrationLockKey = 7_245_118_331;

/** Embedded PostgreSQL; `dataDir` undefined keeps everything in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, ...drizzleOptions }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsDir }),
    raw: async <Row>(text: string, params: unknown[]) => (await client.query<Row>(text, params)).rows,
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, ...drizzleOptions }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // One connection holds an advisory lock for the whole run, so instances starting
      // together apply each migration once.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
        await migrateNodePg(drizzleNodePg({ client, ...drizzleOptions }), {
          migrationsFolder: migrationsDir,
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
        client.release();
      }
    },
    raw: async <Row>(text: string, params: unknown[]) => (await pool.query(text, params)).rows as Row[],
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return Promise.resolve(openPostgres(options.databaseUrl));
  return openPglite(join(options.dataDir, 'pglite'));
}

/** Rows of a raw SQL statement; both drivers answer with `{rows}`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
