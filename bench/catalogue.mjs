// Anonymous GET /api/apps on the built server (PGlite) against the bare route (bare-server.mjs,
// the same bytes from memory), 50 connections, alternated round by round; target ≥ 0.8.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { alternate, fmt, startProcess, startTrousse, verdict } from './lib.mjs';

export async function benchCatalogue() {
  const trousse = await startTrousse();
  const catalogueFile = join(tmpdir(), `trousse-catalogue-${process.pid}.json`);
  writeFileSync(catalogueFile, await (await fetch(`${trousse.url}/api/apps`)).text());
  const bare = await startProcess(new URL('./bare-server.mjs', import.meta.url).pathname, {
    args: [catalogueFile],
  });
  try {
    const results = await alternate(
      [
        { name: 'trousse', url: `${trousse.url}/api/apps` },
        { name: 'bare', url: `${bare.url}/api/apps` },
      ],
      { connections: 50 },
    );
    const ratio = results.trousse.rps / results.bare.rps;
    console.log('\nGET /api/apps anonyme — 50 connexions');
    console.log(`  Trousse (PGlite) : ${fmt(results.trousse.rps)} req/s, p99 ${fmt(results.trousse.p99)} ms`);
    console.log(`  Route nue        : ${fmt(results.bare.rps)} req/s, p99 ${fmt(results.bare.p99)} ms`);
    console.log(`  Ratio            : ${fmt(ratio, 2)} ${verdict(ratio, 0.8)}`);
    if (results.trousse.failures + results.bare.failures > 0)
      console.log(`  Échecs           : ${results.trousse.failures} / ${results.bare.failures}`);
    return { ratio };
  } finally {
    await Promise.all([trousse.stop(), bare.stop()]);
  }
}
