// POST /api/apps/password-generator/generate at lengths 16 and 50, 16 signed-in INFINITY
// clients, alternated round by round with the ceiling on the same core: the same work in a
// plain loop on 2 worker threads (ceilings/generate.mjs). Meanwhile GET /api/ping latency is
// sampled, to show the event loop is never held by strength estimation (p99 < 3× idle).
import {
  alternate,
  duration,
  fmt,
  load,
  median,
  pingLatency,
  registerAccounts,
  runCeiling,
  startTrousse,
  verdict,
} from './lib.mjs';
import { withDatabase } from './seed.mjs';

const CLIENTS = 16;
export async function benchGenerate() {
  const first = await startTrousse();
  const tokens = await registerAccounts(first.url, CLIENTS, 'banc-gen');
  await first.stop();
  await withDatabase({ dataDir: first.dataDir }, (query) =>
    query(
      `update subscriptions set plan = 'INFINITY', current_period_start = now(), current_period_end = now() + interval '1 month'`,
    ),
  );
  const trousse = await startTrousse({ DATA_DIR: first.dataDir });
  try {
    const idle = await pingLatency(trousse.url, 3);
    const pingLimit = 3 * idle.p99;
    console.log(
      `\nGénération (POST /api/apps/password-generator/generate), ${CLIENTS} clients INFINITY, PGlite`,
    );
    console.log(`  /api/ping au repos : p50 ${fmt(idle.p50, 1)} ms, p99 ${fmt(idle.p99, 1)} ms`);
    for (const length of [16, 50]) {
      let next = 0;
      const pings = [];
      const generate = async () => {
        const [result, busy] = await Promise.all([
          load(`${trousse.url}/api/apps/password-generator/generate`, {
            connections: CLIENTS,
            requests: [
              {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                // The other options keep the product's defaults: the 76-character alphabet.
                body: JSON.stringify({ options: { length } }),
                setupRequest: (request, context) => {
                  context.token ??= tokens[next++ % tokens.length];
                  return {
                    ...request,
                    headers: { ...request.headers, authorization: `Bearer ${context.token}` },
                  };
                },
              },
            ],
          }),
          pingLatency(trousse.url, duration),
        ]);
        pings.push(busy.p99);
        return result;
      };
      const results = await alternate([
        { name: 'trousse', run: generate },
        {
          name: 'ceiling',
          run: () =>
            runCeiling(new URL('./ceilings/generate.mjs', import.meta.url).pathname, [length, duration]),
        },
      ]);
      const ratio = results.trousse.rps / results.ceiling.rps;
      const ping = median(pings);
      console.log(`  Longueur ${length} :`);
      console.log(
        `    serveur        : ${fmt(results.trousse.rps, 1)} req/s, p99 ${fmt(results.trousse.p99)} ms`,
      );
      console.log(`    plafond        : ${fmt(results.ceiling.rps, 1)} /s (même travail en boucle, 2 fils)`);
      console.log(`    ratio          : ${fmt(ratio, 2)} ${verdict(ratio, 0.8)}`);
      console.log(
        `    /api/ping      : p99 ${fmt(ping, 1)} ms sous charge, ${fmt(ping / idle.p99, 1)}× le repos ${ping <= pingLimit ? 'OK' : 'AU-DESSUS'} (cible < 3×)`,
      );
      if (results.trousse.failures) console.log(`    échecs         : ${results.trousse.failures}`);
    }
  } finally {
    await trousse.stop();
  }
}
