// Load shedding (lib/pressure.ts): sign-ins flooded at four times what the machine verifies.
// The built server as shipped on PGlite; its sign-in capacity is measured first (16 clients in
// a closed loop, as the shared login bench), then POST /api/auth/login arrives at four times
// that rate, whatever the answers (an open loop, as a crowd does), for BENCH_DURATION seconds,
// each request given 10 s. Meanwhile GET /api/ping every 20 ms on its own connection.
// Targets: no request waits past its 10 s (none times out), every refusal is the French 503
// with Retry-After and comes at once (p99 under 100 ms), the sign-ins that are let in keep
// most of the capacity's rate (≥ 0.6×: on the one measured core, each of the three refusals
// per admitted sign-in — reading, parsing, answering, logging it — is CPU taken from argon2),
// and /api/ping's p99 stays under 3× its idle p99 (or 20 ms).
import http from 'node:http';
import { duration, fmt, startTrousse } from './lib.mjs';

const USERS = 512;
const CODE = '2580';
const TIMEOUT_MS = 10_000;
const FLOOD_FACTOR = 4;

export async function benchFlood() {
  const trousse = await startTrousse();
  try {
    const base = new URL(trousse.url);
    // Enough accounts that a flood never holds the three tries of one account at once (a
    // fourth waits for them: decision 006), so that only the machine's capacity is measured.
    const bodies = [];
    const register = async (index) => {
      const deviceInfo = { fingerprint: `bench-flood-${index}`, userAgent: 'bench', screenResolution: '1x1' };
      const email = `banc-flood-${index}@exemple.fr`;
      const registered = await fetch(`${trousse.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, code: CODE, codeConfirmation: CODE, deviceInfo }),
      });
      if (registered.status !== 201 && registered.status !== 200)
        throw new Error(`register: ${registered.status} ${await registered.text()}`);
      bodies.push(JSON.stringify({ email, code: CODE, deviceInfo }));
    };
    for (let index = 0; index < USERS; index += 8)
      await Promise.all(Array.from({ length: 8 }, (_, k) => register(index + k)));

    const agent = new http.Agent({ keepAlive: true, maxSockets: 2048 });
    let next = 0;
    const login = () =>
      request(base, agent, 'POST', '/api/auth/login', bodies[next++ % bodies.length], TIMEOUT_MS);

    const idlePing = await probePing(base, 3_000);

    // Capacity: 16 clients, each sending its next sign-in when the last is answered.
    const capacityEnd = performance.now() + 4_000;
    let verified = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (performance.now() < capacityEnd) if ((await login()).status === 200) verified++;
      }),
    );
    const capacity = verified / 4;
    const rate = capacity * FLOOD_FACTOR;
    console.log(
      `flood: capacity ${fmt(capacity)} sign-ins/s (16 clients); flooding at ${fmt(rate)}/s for ${duration} s, ${TIMEOUT_MS / 1000} s a request`,
    );

    const pinging = probePing(base, duration * 1_000);
    const results = [];
    const started = performance.now();
    const inFlight = [];
    for (let sent = 0; performance.now() - started < duration * 1_000; sent++) {
      const due = started + (sent * 1_000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      inFlight.push(login().then((result) => results.push(result)));
    }
    await Promise.all(inFlight);
    const elapsed = (performance.now() - started) / 1_000;
    const underLoadPing = await pinging;
    agent.destroy();

    const ok = results.filter((r) => r.status === 200);
    const shed = results.filter((r) => r.status === 503);
    const frenchShed = shed.filter(
      (r) => r.retryAfter !== undefined && r.body.includes('Service momentanément indisponible'),
    );
    const timedOut = results.filter((r) => r.status === 'timeout');
    const other = results.filter((r) => r.status !== 200 && r.status !== 503 && r.status !== 'timeout');
    const longest = Math.max(...results.map((r) => r.ms));
    const shedP99 = percentile(
      shed.map((r) => r.ms),
      99,
    );
    const okRate = ok.length / elapsed;
    const pingRatio = underLoadPing.p99 / Math.max(idlePing.p99, 20 / 3);
    console.log(
      `  sent ${results.length}: 200 ${ok.length} (${fmt(okRate)}/s = ${fmt(okRate / capacity, 2)}x capacity, p99 ${fmt(
        percentile(
          ok.map((r) => r.ms),
          99,
        ),
      )} ms), ` +
        `503 ${shed.length} (${frenchShed.length} French with Retry-After, p99 ${fmt(shedP99, 1)} ms), timeouts ${timedOut.length}, other ${other.length}; longest ${fmt(longest)} ms`,
    );
    console.log(
      `  /api/ping p99 idle ${fmt(idlePing.p99, 2)} ms, under the flood ${fmt(underLoadPing.p99, 2)} ms (${fmt(pingRatio, 1)}x; ${underLoadPing.failures} failed)`,
    );
    const holds =
      timedOut.length === 0 &&
      other.length === 0 &&
      frenchShed.length === shed.length &&
      shed.length > 0 &&
      shedP99 < 100 &&
      okRate >= 0.6 * capacity &&
      underLoadPing.failures === 0 &&
      pingRatio < 3;
    console.log(
      `flood ${holds ? 'holds' : 'FAILS'}: none past its timeout (${timedOut.length}), 503 at once (p99 ${fmt(shedP99, 1)} ms, goal < 100), sign-ins ${fmt(okRate / capacity, 2)}x capacity (goal 0.6), ping p99 ${fmt(pingRatio, 1)}x idle (goal < 3)`,
    );
    if (!holds) process.exitCode = 1;
  } finally {
    await trousse.stop();
  }
}

function request(base, agent, method, path, body, timeoutMs) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            retryAfter: res.headers['retry-after'],
            body: text,
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.setTimeout(timeoutMs, () => {
      req.destroy();
      resolve({ status: 'timeout', body: '', ms: performance.now() - started });
    });
    req.on('error', () => resolve({ status: 'error', body: '', ms: performance.now() - started }));
    req.end(body);
  });
}

/** GET /api/ping every 20 ms on a connection of its own, for `ms`: its p99 and failures. */
async function probePing(base, ms) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  let failures = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const result = await request(base, agent, 'GET', '/api/ping', undefined, TIMEOUT_MS);
    if (result.status === 200) times.push(result.ms);
    else failures++;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  agent.destroy();
  return { p99: percentile(times, 99), failures };
}

function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
