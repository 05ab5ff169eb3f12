// Signed-in GET /api/apps (per-user flags; 2,000 users, 10,000 likes and 10,000 favourites),
// each request with the bearer token of one of 200 accounts in turn, against the bare route
// of the catalogue bench, alternated in the same run: on PGlite (target ≥ 0.15), and on
// PostgreSQL (≥ 0.25) when BENCH_DATABASE_URL (default: the machine's test database) answers.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { alternate, fmt, registerAccounts, startProcess, startTrousse, verdict } from './lib.mjs';
import { freshPostgres, seedLikes, withDatabase } from './seed.mjs';

const ACCOUNTS = 200;

async function benchOne(label, target, databaseUrl) {
  const env = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const first = await startTrousse(env);
  const tokens = await registerAccounts(first.url, ACCOUNTS);
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
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` },
              }),
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
  await benchOne('PGlite', 0.15);
  const postgres = await freshPostgres();
  if (!postgres) {
    console.log('\n(PostgreSQL injoignable : partie PostgreSQL sautée ; BENCH_DATABASE_URL pour la lancer)');
    return;
  }
  try {
    await benchOne('PostgreSQL', 0.25, postgres.url);
  } finally {
    await postgres.drop();
  }
}
