// Sign-in: POST /api/auth/login with the right code, 32 accounts, at 4 and 16 concurrent
// clients against the built server, alternated round by round with the ceiling: raw argon2id
// verifies at the same concurrency, on the same core (ceilings/argon2.mjs). The security
// charter promises authentication under 100 ms: p99 at 4 clients < 100 ms; at 16 clients,
// throughput ≥ 0.8 of the raw verify rate. On PGlite (SQL on the measured core), then on
// PostgreSQL when it answers (SQL in the database server's own processes).
import { alternate, duration, fmt, load, runCeiling, startTrousse, verdict } from './lib.mjs';
import { onPgliteThenPostgres } from './seed.mjs';

const code = '2580';
const ACCOUNTS = 32;
const emailOf = (index) => `banc-essai-${index}@exemple.fr`;
const deviceOf = (index) => ({
  fingerprint: `bench-device-${index}`,
  userAgent: 'autocannon',
  screenResolution: '1x1',
});

export function benchSignIn() {
  return onPgliteThenPostgres(benchOne);
}

async function benchOne(label, databaseUrl) {
  const trousse = await startTrousse({
    AUTH_RATE_LIMIT_PER_MINUTE: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    // One account per client at a time: concurrent sign-ins to one account are not what a real
    // load looks like, and past three at once the lockout (rightly) refuses the extra ones.
    for (let index = 0; index < ACCOUNTS; index++) {
      const registered = await fetch(`${trousse.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: emailOf(index),
          code,
          codeConfirmation: code,
          deviceInfo: deviceOf(index),
        }),
      });
      if (registered.status !== 201)
        throw new Error(`register: ${registered.status} ${await registered.text()}`);
    }
    let nextAccount = 0;
    const signIns = (connections) => () =>
      load(`${trousse.url}/api/auth/login`, {
        connections,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => {
              const index = nextAccount++ % ACCOUNTS;
              return {
                ...request,
                body: JSON.stringify({ email: emailOf(index), code, deviceInfo: deviceOf(index) }),
              };
            },
          },
        ],
      });
    const ceiling = (connections) => () =>
      runCeiling(new URL('./ceilings/argon2.mjs', import.meta.url).pathname, [connections, duration]);

    console.log(`\nConnexion (POST /api/auth/login), ${ACCOUNTS} comptes, ${label}`);
    for (const connections of [4, 16]) {
      const results = await alternate([
        { name: 'login', run: signIns(connections) },
        { name: 'argon2', run: ceiling(connections) },
      ]);
      const ratio = results.login.rps / results.argon2.rps;
      const p99ok = results.login.p99 < 100;
      console.log(`  ${connections} clients :`);
      console.log(
        `    login        : ${fmt(results.login.rps, 1)} req/s, p50 ${fmt(results.login.p50)} ms, p99 ${fmt(results.login.p99)} ms` +
          (connections === 4 ? (p99ok ? ' OK (cible p99 < 100 ms)' : ' AU-DESSUS (cible p99 < 100 ms)') : ''),
      );
      console.log(
        `    argon2 brut  : ${fmt(results.argon2.rps, 1)} vérif./s, p50 ${fmt(results.argon2.p50)} ms, p99 ${fmt(results.argon2.p99)} ms`,
      );
      console.log(
        `    ratio        : ${fmt(ratio, 2)}${connections === 16 ? ` ${verdict(ratio, 0.8)}` : ''}`,
      );
      if (results.login.failures) console.log(`    échecs       : ${results.login.failures}`);
    }
  } finally {
    await trousse.stop();
  }
}
