// Fills a stopped server's database for the benchmarks with plain SQL: users, sessions stay as
// the API made them; extra accounts, likes and favourites are inserted in bulk.
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

/** Adds accounts up to `users` in all and spreads `likes` likes and `likes` favourites over them. */
export async function seedLikes(query, { users, likes }) {
  await query(
    `insert into users (email, simple_id, code_hash)
     select 'seed-' || n || '@exemple.fr', 'TR-S' || lpad(n::text, 5, '0'), 'not-a-hash'
     from generate_series(1, $1::int) as n
     on conflict do nothing`,
    [users],
  );
  await query(`insert into subscriptions (user_id) select id from users on conflict do nothing`);
  for (const table of ['app_likes', 'app_favorites']) {
    await query(
      `insert into ${table} (user_id, app_id, created_at)
       select u.id, a.id, now()
       from (select id, row_number() over (order by id) as r from users) u
       cross join lateral (select id from apps order by md5(u.id::text || apps.id || '${table}') limit 5) a
       where u.r <= $1::int
       on conflict do nothing`,
      [Math.ceil(likes / 5)],
    );
  }
  await query(`update apps set likes_count = (select count(*) from app_likes where app_id = apps.id)`);
  const [{ count: likeCount }] = (await query('select count(*)::int as count from app_likes')).rows;
  const [{ count: userCount }] = (await query('select count(*)::int as count from users')).rows;
  return { likeCount, userCount };
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
