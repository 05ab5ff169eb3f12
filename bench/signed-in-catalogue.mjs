// Signed-in GET /api/apps (per-user flags; 2,000 users, 10,000 likes and 10,000 favourites)
// against the bare route of the catalogue bench, alternated in the same run: on PGlite, and
// on PostgreSQL when BENCH_DATABASE_URL (default: the machine's test database) answers.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { alternate, fmt, registerAccounts, startProcess, startTrousse, verdict } from './lib.mjs';
import { seedLikes, withDatabase } from './seed.mjs';

const SIGNED_IN_CLIENTS = 50;

async function freshPostgres() {
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

async function benchOne(label, target, databaseUrl) {
  const env = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const first = await startTrousse(env);
  const tokens = await registerAccounts(first.url, SIGNED_IN_CLIENTS);
  await first.stop();
  const seeded = await withDatabase({ dataDir: first.dataDir, databaseUrl }, (query) =>
    seedLikes(query, { users: 2_000, likes: 10_000 }),
  );
  const trousse = await startTrousse({ ...env, DATA_DIR: first.dataDir });
  const catalogueFile = join(tmpdir(), `trousse-catalogue-${process.pid}.json`);
  writeFileSync(catalogueFile, await (await fetch(`${trousse.url}/api/apps`)).text());
  const bare = await startProcess(new URL('./bare-server.mjs', import.meta.url).pathname, {
    args: [catalogueFile],
  });
  try {
    let next = 0;
    const results = await alternate(
      [
        {
          name: 'trousse',
          url: `${trousse.url}/api/apps`,
          requests: [
            {
              setupRequest: (request, context) => {
                context.token ??= tokens[next++ % tokens.length];
                return {
                  ...request,
                  headers: { ...request.headers, authorization: `Bearer ${context.token}` },
                };
              },
            },
          ],
        },
        { name: 'bare', url: `${bare.url}/api/apps` },
      ],
      { connections: 50 },
    );
    const ratio = results.trousse.rps / results.bare.rps;
    console.log(
      `\nGET /api/apps connecté (${label} : ${seeded.userCount} comptes, ${seeded.likeCount} j'aime) — 50 connexions`,
    );
    console.log(`  Trousse    : ${fmt(results.trousse.rps)} req/s, p99 ${fmt(results.trousse.p99)} ms`);
    console.log(`  Route nue  : ${fmt(results.bare.rps)} req/s, p99 ${fmt(results.bare.p99)} ms`);
    console.log(`  Ratio      : ${fmt(ratio, 3)} ${verdict(ratio, target)}`);
    if (results.trousse.failures) console.log(`  Échecs     : ${results.trousse.failures}`);
  } finally {
    await Promise.all([trousse.stop(), bare.stop()]);
  }
}

export async function benchSignedInCatalogue() {
  await benchOne('PGlite', 0.1);
  const postgres = await freshPostgres();
  if (!postgres) {
    console.log('\n(PostgreSQL injoignable : partie PostgreSQL sautée ; BENCH_DATABASE_URL pour la lancer)');
    return;
  }
  try {
    await benchOne('PostgreSQL', 0.15, postgres.url);
  } finally {
    await postgres.drop();
  }
}
