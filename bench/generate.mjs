// POST /api/apps/password-generator/generate at lengths 16 and 50, 16 signed-in INFINITY
// clients, against the ceiling: the same generate + strength work in a plain loop in one
// process, measured in the same run. Meanwhile GET /api/ping latency is sampled, to show the
// event loop is never held by strength estimation.
import { join } from 'node:path';
import { build } from 'esbuild';
import { duration, fmt, load, pingLatency, registerAccounts, root, startTrousse, verdict } from './lib.mjs';
import { withDatabase } from './seed.mjs';

const CLIENTS = 16;

/** The server's own generator and estimator, bundled for this process. */
async function loadGeneratorCore() {
  // Inside node_modules/.cache so that the bundle's own imports resolve to the project's packages.
  const outfile = join(root, 'node_modules', '.cache', 'trousse-bench', 'generator-core.mjs');
  await build({
    stdin: {
      contents: `export { generatePassword, characterClasses } from './modules/generator/passwords';
                 export { estimateStrength } from './modules/generator/strength';`,
      resolveDir: join(root, 'apps/server/src'),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    packages: 'external',
    nodePaths: [join(root, 'node_modules')],
    logLevel: 'warning',
  });
  return import(outfile);
}

function ceiling(core, options, seconds) {
  const alphabetSize = core.characterClasses(options).join('').length;
  core.estimateStrength('warm-up-Password-1', 50, alphabetSize);
  let done = 0;
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const { password, entropy } = core.generatePassword(options);
    core.estimateStrength(password, entropy, alphabetSize);
    done++;
  }
  return done / seconds;
}

export async function benchGenerate() {
  const core = await loadGeneratorCore();
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
    console.log(
      `\nGénération (POST /api/apps/password-generator/generate), ${CLIENTS} clients INFINITY, PGlite`,
    );
    console.log(`  /api/ping au repos : p50 ${fmt(idle.p50, 1)} ms, p99 ${fmt(idle.p99, 1)} ms`);
    for (const length of [16, 50]) {
      const options = {
        length,
        includeUppercase: true,
        includeLowercase: true,
        includeNumbers: true,
        includeSpecialChars: true,
        excludeAmbiguous: true,
        excludeSimilar: false,
      };
      const top = ceiling(core, options, duration);
      let next = 0;
      const [result, busy] = await Promise.all([
        load(`${trousse.url}/api/apps/password-generator/generate`, {
          connections: CLIENTS,
          requests: [
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ options }),
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
      const ratio = result.rps / top;
      const pingLimit = Math.max(3 * idle.p99, 20);
      console.log(`  Longueur ${length} :`);
      console.log(`    serveur        : ${fmt(result.rps, 1)} req/s, p99 ${fmt(result.p99)} ms`);
      console.log(`    plafond        : ${fmt(top, 1)} /s (même travail en boucle, un seul fil)`);
      console.log(`    ratio          : ${fmt(ratio, 2)} ${verdict(ratio, 0.8)}`);
      console.log(
        `    /api/ping      : p99 ${fmt(busy.p99, 1)} ms sous charge (limite ${fmt(pingLimit, 1)} ms) ${busy.p99 <= pingLimit ? 'OK' : 'AU-DESSUS'}`,
      );
      if (result.failures) console.log(`    échecs         : ${result.failures}`);
    }
  } finally {
    await trousse.stop();
  }
}
