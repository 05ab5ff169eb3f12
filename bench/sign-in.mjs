// Sign-in: POST /api/auth/login at 4 and 16 concurrent clients against the built server
// (PGlite), beside the raw argon2id verify rate measured in this same run. The security
// charter promises authentication under 100 ms (p99); throughput target ≥ 0.8 of raw verify.
import { createHmac } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { duration, fmt, load, startTrousse, verdict } from './lib.mjs';

const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const code = '2580';
const accounts = 16;
const emailOf = (index) => `banc-essai-${index}@exemple.fr`;
const deviceOf = (index) => ({
  fingerprint: `bench-device-${index}`,
  userAgent: 'autocannon',
  screenResolution: '1x1',
});

/** Verifies with `concurrency` operations in flight for `seconds`: ops/s and latency. */
async function rawVerify(concurrency, seconds) {
  const peppered = createHmac('sha256', 'bench-pepper').update(code).digest('hex');
  const stored = await hash(peppered, argon2Options);
  const latencies = [];
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        await verify(stored, peppered);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: latencies[Math.floor(latencies.length * 0.5)],
    p99: latencies[Math.floor(latencies.length * 0.99)],
  };
}

export async function benchSignIn() {
  const trousse = await startTrousse({ AUTH_RATE_LIMIT_PER_MINUTE: '0' });
  try {
    // One account per client: concurrent sign-ins to a single account are not what a real
    // load looks like, and past three at once the lockout (rightly) refuses the extra ones.
    for (let index = 0; index < accounts; index++) {
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

    console.log('\nConnexion (POST /api/auth/login), PGlite');
    for (const connections of [4, 16]) {
      const raw = await rawVerify(Math.min(connections, 4), duration);
      const result = await load(`${trousse.url}/api/auth/login`, {
        connections,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request, context) => {
              context.account ??= nextAccount++ % accounts;
              const index = context.account;
              return {
                ...request,
                body: JSON.stringify({ email: emailOf(index), code, deviceInfo: deviceOf(index) }),
              };
            },
          },
        ],
      });
      const ratio = result.rps / raw.rps;
      console.log(`  ${connections} clients :`);
      console.log(
        `    login        : ${fmt(result.rps, 1)} req/s, p50 ${fmt(result.p50)} ms, p99 ${fmt(result.p99)} ms ${result.p99 < 100 ? '(< 100 ms OK)' : '(≥ 100 ms : au-dessus de la charte)'}`,
      );
      console.log(
        `    argon2 brut  : ${fmt(raw.rps, 1)} vérif./s, p50 ${fmt(raw.p50)} ms, p99 ${fmt(raw.p99)} ms`,
      );
      console.log(`    ratio        : ${fmt(ratio, 2)} ${verdict(ratio, 0.8)}`);
      if (result.failures) console.log(`    échecs       : ${result.failures}`);
    }
  } finally {
    await trousse.stop();
  }
}
