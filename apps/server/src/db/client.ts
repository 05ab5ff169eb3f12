import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse as pgliteParse, PGlite, protocol } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/paths';
import { PostgresListener, type ListeningHandler, type NoticeHandler } from './listener';
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
  /**
   * Hears the NOTIFYs of `channels` for as long as the database is open: `onListening(true)`
   * once they reach this instance, `(false)` whenever some may be missed (it listens again by
   * itself). Each instance of the app listens for itself; the function returned stops it.
   */
  listen(
    channels: readonly string[],
    onNotice: NoticeHandler,
    onListening: ListeningHandler,
  ): Promise<() => Promise<void>>;
  /**
   * Runs `work` unless another instance runs the job named by `key` right now: a PostgreSQL
   * advisory lock, held on one connection for the run (DECISIONS §1, periodic jobs). Resolves to
   * undefined when the job was running elsewhere.
   */
  exclusive<T>(key: number, work: () => Promise<T>): Promise<T | undefined>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** PostgreSQL only: the pool's connections, and the queries waiting for one (the metrics read it). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const drizzleOptions = { schema, casing: 'snake_case' } as const;
const migrationLockKey = 7_245_118_331;

/** The embedded database has one process: a job already running in it is not run twice. */
const runningAlone = new Set<number>();
async function runAlone<T>(key: number, work: () => Promise<T>): Promise<T | undefined> {
  if (runningAlone.has(key)) return undefined;
  runningAlone.add(key);
  try {
    return await work();
  } finally {
    runningAlone.delete(key);
  }
}

/** Embedded PostgreSQL; `dataDir` undefined keeps everything in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, ...drizzleOptions }) as unknown as Db;
  const raw = preparedStatements(client);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsDir }),
    raw,
    // One embedded database, one process: whatever changes it, this instance hears.
    listen: async (channels, onNotice, onListening) => {
      const stops = await Promise.all(
        channels.map((channel) => client.listen(channel, (payload) => onNotice(channel, payload))),
      );
      onListening(true);
      return async () => {
        if (!client.closed) await Promise.all(stops.map((stop) => stop()));
      };
    },
    exclusive: (key, work) => runAlone(key, work),
    // A probe may call it hundreds of times a second: the prepared path, not `query` (see raw()).
    ping: async () => {
      await raw('select 1', []);
    },
    close: () => client.close(),
  };
}

/**
 * raw() on PGlite: each statement is prepared once (Parse and Describe, by its text), then every
 * call is one exchange (Bind, Describe, Execute, Sync). PGlite's own `query` sends six messages
 * in six calls into WebAssembly and parses and plans the text again each time: 370 µs of the
 * server's thread on every sign-in step and session check, against 110 µs this way.
 *
 * It runs under the same two locks as `query`, so it never lands inside another caller's
 * transaction; values are serialized, and rows parsed, by PGlite's own type handlers.
 */
function preparedStatements(client: PGlite): Database['raw'] {
  const { serialize } = protocol;
  const statements = new Map<string, { name: string; types: number[] }>();
  // A failure carries its statement as PGlite's `query` does (its parameters stay out: the log's
  // safe serializer keeps the statement, never the values).
  const run = (text: string, message: Uint8Array[]) =>
    client.execProtocolStream(Buffer.concat(message), { syncToFs: true }).catch((error: unknown) => {
      if (error instanceof Error) Object.assign(error, { query: text });
      throw error;
    });

  return async <Row>(text: string, params: unknown[]): Promise<Row[]> => {
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        let statement = statements.get(text);
        if (!statement) {
          const name = `trousse_raw_${statements.size}`;
          const described = await run(text, [
            serialize.parse({ name, text }),
            serialize.describe({ type: 'S', name }),
            serialize.sync(),
          ]);
          statement = { name, types: pgliteParse.parseDescribeStatementResults(described) };
          statements.set(text, statement);
        }
        const types = statement.types;
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = client.serializers[types[i] ?? 0];
          return serializer ? serializer(value) : String(value);
        });
        const messages = await run(text, [
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]);
        return (pgliteParse.parseResults(messages, client.parsers)[0]?.rows ?? []) as Row[];
      }),
    );
  };
}

/** The name the product's sessions carry in `pg_stat_activity` (operators and tests find them by it). */
export const applicationName = 'trousse';

/** Where the driver reports the connections it loses: the application's logger once it exists. */
export interface DatabaseLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * What may be logged of a lost connection: its SQLSTATE (or errno code), severity and message.
 * These are the server's or the socket's own words ("terminating connection due to administrator
 * command", "Connection terminated unexpectedly"), never a query's parameters; quoted values are
 * masked all the same.
 */
function connectionErrorDetails(error: unknown): Record<string, unknown> {
  const { code, severity, message } = (error ?? {}) as {
    code?: unknown;
    severity?: unknown;
    message?: unknown;
  };
  return {
    code: typeof code === 'string' ? code : undefined,
    severity: typeof severity === 'string' ? severity : undefined,
    reason: typeof message === 'string' ? message.replace(/"[^"]*"/g, '"…"').slice(0, 200) : undefined,
  };
}

/** A message from the server that ends its session: the client must not be reused after it. */
function endsSession(message: { severity?: string; code?: string }): boolean {
  const code = message.code ?? '';
  return (
    message.severity === 'FATAL' ||
    message.severity === 'PANIC' ||
    code.startsWith('57P') ||
    code.startsWith('08')
  );
}

type Release = (error?: Error | boolean) => void;
type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void;

/**
 * pg's pool, made safe against a server that goes away under load (a restart, a failover,
 * pg_terminate_backend):
 *
 * - every client gets a permanent 'error' listener from its first connection, so a connection
 *   lost while checked out (between two statements of a transaction, say) fails that work instead
 *   of becoming an uncaught 'error' event that ends the process; pg-pool only listens while idle;
 * - a client that lost its connection, or was told by the server that its session ends, is given
 *   back with an error, so pg-pool destroys it instead of lending it again;
 * - a client checked out when its connection breaks is released at once: Drizzle's transaction
 *   sends `begin` before its try, so a `begin` failing on a dying connection would otherwise keep
 *   its pool slot forever; the holder's later `release()` is then a no-op.
 */
class ResilientPool extends pg.Pool {
  /** Clients whose connection is lost or ending. */
  readonly #broken = new WeakSet<pg.PoolClient>();
  /** The release of each client currently checked out. */
  readonly #leases = new WeakMap<pg.PoolClient, Release>();

  constructor(
    config: pg.PoolConfig,
    private readonly logger: () => DatabaseLogger | undefined,
  ) {
    super(config);
    this.on('connect', (client) => this.#watch(client));
    // pg-pool re-emits an idle client's error here after dropping it; #watch logged it already.
    this.on('error', () => {});
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (!callback) return super.connect().then((client) => (this.#lease(client), client));
    // pool.query() comes this way too, and releases through the `done` it is given.
    super.connect((error, client, done) => {
      if (error || !client) return callback(error, client, done);
      callback(undefined, client, this.#lease(client));
    });
  }

  #watch(client: pg.PoolClient) {
    client.on('error', (error: Error) => {
      this.#broken.add(client);
      this.logger()?.warn(connectionErrorDetails(error), 'database connection lost');
      this.#leases.get(client)?.(error);
    });
    // A FATAL (57P01 "terminating connection…") answers the query in flight before the socket
    // closes: from that moment the client is marked, whatever its holder does next.
    (client as unknown as pg.Client).connection.on(
      'errorMessage',
      (message: { severity?: string; code?: string }) => {
        if (endsSession(message)) this.#broken.add(client);
      },
    );
  }

  #lease(client: pg.PoolClient): Release {
    const release = client.release.bind(client) as Release;
    let released = false;
    const once: Release = (error) => {
      if (released) return;
      released = true;
      this.#leases.delete(client);
      release(error || (this.#broken.has(client) ? new Error('database connection lost') : undefined));
    };
    client.release = once;
    this.#leases.set(client, once);
    return once;
  }
}

export function openPostgres(url: string, options: { logger?: DatabaseLogger } = {}): Database {
  const connection = {
    connectionString: url,
    application_name: applicationName,
    connectionTimeoutMillis: 5_000,
    // TCP keepalive from 10 s of silence: an idle connection to a server that vanished without
    // closing its sockets (a failover moving its address, a cut network) is noticed and dropped.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  const pool = new ResilientPool({ ...connection, max: 10 }, () => options.logger);
  const listeners = new Set<PostgresListener>();
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
    listen: async (channels, onNotice, onListening) => {
      const listener = new PostgresListener(connection, channels, onNotice, onListening, (error) =>
        options.logger?.warn(
          connectionErrorDetails(error),
          'database notifications lost: sessions and flags read every time until listening again',
        ),
      );
      listeners.add(listener);
      await listener.start();
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    exclusive: async (key, work) => {
      const client = await pool.connect();
      try {
        const [row] = (await client.query('select pg_try_advisory_lock($1) as locked', [key])).rows as {
          locked: boolean;
        }[];
        if (!row?.locked) return undefined;
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await Promise.all([...listeners].map((listener) => listener.stop()));
      await pool.end();
    },
  };
}

export function openDatabase(
  options: { databaseUrl?: string; dataDir: string },
  logger?: DatabaseLogger,
): Promise<Database> {
  if (options.databaseUrl) return Promise.resolve(openPostgres(options.databaseUrl, { logger }));
  return openPglite(join(options.dataDir, 'pglite'));
}

/** Rows of a raw SQL statement; both drivers answer with `{rows}`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
