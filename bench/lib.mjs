// Shared pieces of the benchmarks: start the built server or a baseline in their own
// process on a free port, load them with autocannon, and print figures side by side.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export const root = new URL('..', import.meta.url).pathname;

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close((error) => (error ? reject(error) : resolve(port)));
    });
  });
}

async function waitUntilUp(url, child, output) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`process exited early:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`process did not start:\n${output()}`);
}

/** Starts a Node script with env; resolves once `readyPath` answers 200. */
export async function startProcess(
  script,
  { env = {}, readyPath = '/api/ping', args = [], nodeArgs = [] } = {},
) {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}${readyPath}`, child, () => log);
  return {
    url,
    child,
    log: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** The built server on a fresh PGlite data directory (or the DATABASE_URL given in env). */
export async function startTrousse(env = {}) {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'trousse-bench-'));
  const server = await startProcess(join(root, 'apps/server/dist/main.js'), {
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      APP_SECRET: 'b'.repeat(48),
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      // Fixed, so tokens stay valid when the bench restarts the server on another port.
      PUBLIC_URL: 'http://trousse.bench',
      ...env,
    },
  });
  return { ...server, dataDir };
}

/** Creates accounts through the API; returns their access tokens. */
export async function registerAccounts(url, count, prefix = 'banc') {
  const tokens = [];
  for (let index = 0; index < count; index++) {
    const response = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `${prefix}-${index}@exemple.fr`,
        code: '2580',
        codeConfirmation: '2580',
        deviceInfo: { fingerprint: `${prefix}-device-${index}`, userAgent: 'bench', screenResolution: '1x1' },
      }),
    });
    if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
    tokens.push((await response.json()).accessToken);
  }
  return tokens;
}

/** Latency of sequential GET /api/ping for `seconds`: p50 and p99 in ms. */
export async function pingLatency(url, seconds) {
  const samples = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const started = performance.now();
    await fetch(`${url}/api/ping`).then((response) => response.arrayBuffer());
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: samples[Math.floor(samples.length * 0.5)], p99: samples[Math.floor(samples.length * 0.99)] };
}

export const duration = Number(process.env.BENCH_DURATION ?? 10);
export const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

/** One autocannon run; returns req/s (mean) and latency percentiles in ms. */
export async function load(
  url,
  { connections = 50, seconds = duration, requests, headers, method, body } = {},
) {
  const options = Object.fromEntries(
    Object.entries({ url, connections, duration: seconds, requests, headers, method, body }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  const result = await autocannon(options);
  const failures = result.errors + result.timeouts + (result.non2xx ?? 0);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures,
  };
}

/** Alternates runs of each target so that machine noise falls on all of them alike. */
export async function alternate(targets, options) {
  const results = Object.fromEntries(targets.map((target) => [target.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const target of targets)
      results[target.name].push(await load(target.url, { ...options, ...target }));
  }
  return Object.fromEntries(
    Object.entries(results).map(([name, runs]) => [
      name,
      {
        rps: median(runs.map((run) => run.rps)),
        p99: median(runs.map((run) => run.p99)),
        failures: runs.reduce((sum, run) => sum + run.failures, 0),
      },
    ]),
  );
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function verdict(ratio, target) {
  return ratio >= target ? `OK (cible ≥ ${target})` : `SOUS LA CIBLE (cible ≥ ${target})`;
}

export const fmt = (value, digits = 0) => Number(value).toFixed(digits);
