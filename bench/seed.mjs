// The databases of the project's own benches: a stopped server's PGlite or a throwaway
// PostgreSQL database, read with plain SQL.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Runs `work(query)` on the server's database: PGlite under dataDir, or PostgreSQL. */
export async function withDatabase({ dataDir, databaseUrl }, work) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await work((text, params) => client.query(text, params));
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    return await work((text, params) => db.query(text, params));
  } finally {
    await db.close();
  }
}

/**
 * A new, empty database on the machine's PostgreSQL server (BENCH_DATABASE_URL, default the
 * test database's server), or undefined when it does not answer. `drop()` removes it.
 */
export async function freshPostgres() {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `trousse_bench_${randomBytes(4).toString('hex')}`;
  try {
    const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2_000 });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
  } catch {
    return undefined;
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Runs `bench(label, databaseUrl?)` on PGlite, then on a throwaway PostgreSQL database when one answers. */
export async function onPgliteThenPostgres(bench) {
  await bench('PGlite');
  const postgres = await freshPostgres();
  if (!postgres) {
    console.log('\n(PostgreSQL injoignable : partie PostgreSQL sautée ; BENCH_DATABASE_URL pour la lancer)');
    return;
  }
  try {
    await bench('PostgreSQL', postgres.url);
  } finally {
    await postgres.drop();
  }
}
