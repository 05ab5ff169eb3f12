import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationName, openPostgres, queryRows, type Database } from '../src/db/client';
import { testDatabaseUrl } from './helpers';

/**
 * The pool of src/db/client.ts against a real PostgreSQL server whose sessions are terminated
 * (pg_terminate_backend, as a failover or an operator would): a connection lost while checked
 * out fails its work without an uncaught 'error' event (vitest fails a run on one), a transaction
 * rolls back, the broken client leaves the pool at once, and nothing personal is logged.
 */
describe.runIf(testDatabaseUrl)('the PostgreSQL pool when its sessions are terminated', () => {
  const name = `trousse_pool_${randomBytes(4).toString('hex')}`;
  const logged: { details: Record<string, unknown>; message: string }[] = [];
  let database: Database;
  let pool: pg.Pool;
  let admin: pg.Client;

  const terminate = async (pid: number) => {
    const [row] = (await admin.query<{ ok: boolean }>('select pg_terminate_backend($1) as ok', [pid])).rows;
    expect(row?.ok).toBe(true);
  };
  const pidOf = async (run: (text: string) => Promise<{ rows: { pid: number }[] }>) =>
    (await run('select pg_backend_pid() as pid')).rows[0]!.pid;
  /** Waits until the driver has seen its connection go (its 'error' event was logged). */
  const connectionLost = async (count: number) => {
    await expect.poll(() => logged.length, { timeout: 5_000, interval: 10 }).toBeGreaterThanOrEqual(count);
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${name}`;
    database = openPostgres(url.toString(), {
      logger: { warn: (details, message) => logged.push({ details, message }) },
    });
    pool = (database.db as unknown as { $client: pg.Pool }).$client;
    await database.db.execute(sql`create table probe (id int primary key, email text)`);
  });

  afterAll(async () => {
    await database?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('names its sessions, so that they can be found in pg_stat_activity', async () => {
    await database.ping();
    const { rows } = await admin.query<{ count: string }>(
      'select count(*) from pg_stat_activity where datname = $1 and application_name = $2',
      [name, applicationName],
    );
    expect(Number(rows[0]!.count)).toBeGreaterThan(0);
  });

  it('fails and rolls back a transaction whose session is terminated between two statements', async () => {
    logged.length = 0;
    const email = `secret-${randomBytes(3).toString('hex')}@exemple.fr`;
    const attempt = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe (id, email) values (1, ${email})`);
      const pid = (await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`))[0]!.pid;
      // The FATAL arrives while no query runs on this client: the old uncaught 'error' event.
      await terminate(pid);
      await connectionLost(1);
      await tx.execute(sql`insert into probe (id, email) values (2, ${email})`);
    });
    const error = await attempt.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(Error);
    expect(chain(error)).toMatch(/57P01|Connection terminated|not queryable/);

    // Rolled back, and the pool serves again on a new connection.
    expect(await queryRows(database.db, sql`select count(*)::int as count from probe`)).toEqual([
      { count: 0 },
    ]);
    expect(logged[0]?.message).toBe('database connection lost');
    expect(JSON.stringify(logged)).not.toContain(email);
  });

  it('drops a checked-out client at once when its connection breaks; its holder releasing it is harmless', async () => {
    logged.length = 0;
    const client = await pool.connect();
    const pid = await pidOf((text) => client.query(text));
    const before = pool.totalCount;
    await terminate(pid);
    await connectionLost(1);
    // Out of the pool before its holder gave it back: a holder that never does (Drizzle's
    // transaction when `begin` fails) cannot keep its slot.
    expect(pool.totalCount).toBe(before - 1);
    expect(() => client.release()).not.toThrow();
    expect(() => client.release()).not.toThrow();
    const again = await pidOf((text) => pool.query(text));
    expect(again).not.toBe(pid);
  });

  it('never lends again a client whose query was answered by a FATAL', async () => {
    const client = await pool.connect();
    const pid = await pidOf((text) => client.query(text));
    const before = pool.totalCount;
    // The session ends while a query runs on it: the query gets the FATAL itself, and its holder
    // gives the client back at once, before the socket's end is seen.
    const slow = client.query('select pg_sleep(5)').then(
      () => ({ outcome: 'finished', idle: -1, total: -1 }),
      (error: { code?: string; message?: string }) => {
        client.release();
        return { outcome: error.code ?? error.message, idle: pool.idleCount, total: pool.totalCount };
      },
    );
    await expect
      .poll(async () => {
        const { rows } = await admin.query('select 1 from pg_stat_activity where pid = $1 and state = $2', [
          pid,
          'active',
        ]);
        return rows.length;
      })
      .toBe(1);
    await terminate(pid);
    const seen = await slow;
    expect(seen.outcome).toBe('57P01');
    // Destroyed on release, not put back among the idle clients.
    expect(seen.total).toBe(before - 1);
    const pids = await Promise.all(Array.from({ length: 5 }, () => pidOf((text) => pool.query(text))));
    expect(pids).not.toContain(pid);
  });

  it('keeps every pool slot through many broken transactions', async () => {
    const max = pool.options.max ?? 10;
    for (let round = 0; round < max + 2; round++) {
      await database.db
        .transaction(async (tx) => {
          const pid = (await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`))[0]!.pid;
          await terminate(pid);
          await tx.execute(sql`select pg_sleep(1)`);
        })
        .catch(() => {});
    }
    // No slot leaked: the pool still answers at once.
    const started = Date.now();
    await database.ping();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(pool.totalCount).toBeLessThanOrEqual(max);
  });
});

/** Codes and messages of an error and its causes, for matching. */
function chain(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    parts.push(`${String(code)} ${String(message)}`);
    current = cause;
  }
  return parts.join(' | ');
}
