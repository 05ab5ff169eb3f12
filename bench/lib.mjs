// Shared pieces of the benchmarks: start the built server or a baseline in their own
// process on a free port, load them with autocannon, and print figures side by side.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export const root = new URL('..', import.meta.url).pathname;

/**
 * On a machine with `taskset` and two cores or more, what is measured (the product and every
 * baseline) runs on core 0 and the load generator (this process, see run.mjs) on core 1, so
 * that neither steals the other's CPU and product and baseline get the same one core.
 */
export const MEASURED_CPU = '0';
export const LOAD_CPU = '1';
export const canPin = (() => {
  try {
    execFileSync('taskset', ['-c', LOAD_CPU, 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The command that runs `args` on the measured core (or as is, without taskset). */
function onMeasuredCore(args) {
  return canPin ? ['taskset', ['-c', MEASURED_CPU, ...args]] : [args[0], args.slice(1)];
}

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
  const [command, commandArgs] = onMeasuredCore([process.execPath, ...nodeArgs, script, ...args]);
  const child = spawn(command, commandArgs, {
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

/**
 * The built server on a fresh PGlite data directory (or the DATABASE_URL given in env).
 * BENCH_CPU_PROF=<dir> writes its CPU profiles there (one per thread, at exit), to see where
 * a request's time goes.
 */
export async function startTrousse(env = {}) {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'trousse-bench-'));
  const profileDir = process.env.BENCH_CPU_PROF;
  const server = await startProcess(join(root, 'apps/server/dist/main.js'), {
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
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

/**
 * Latency of GET /api/ping, one every 10 ms for `seconds` (a probe, not a load): p50 and p99
 * in ms. Sent on a schedule rather than back to back, so it measures how long the event loop
 * keeps a request waiting without itself taking the CPU that the load needs.
 */
export async function pingLatency(url, seconds, everyMs = 10) {
  const samples = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const started = performance.now();
    await fetch(`${url}/api/ping`).then((response) => response.arrayBuffer());
    const took = performance.now() - started;
    samples.push(took);
    if (took < everyMs) await new Promise((resolve) => setTimeout(resolve, everyMs - took));
  }
  samples.sort((a, b) => a - b);
  return { p50: samples[Math.floor(samples.length * 0.5)], p99: samples[Math.floor(samples.length * 0.99)] };
}

/** Runs a one-shot baseline script on the measured core; resolves with the JSON it prints. */
export function runCeiling(script, args = []) {
  const [command, commandArgs] = onMeasuredCore([process.execPath, script, ...args.map(String)]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

export const duration = Number(process.env.BENCH_DURATION ?? 8);
export const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

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

/**
 * Alternates runs of each target, round after round, so that machine noise falls on all of
 * them alike; each figure is the median of its rounds. A target is a URL loaded with autocannon
 * (`options` and the target's own fields), or `run()`, any measure giving the same figures.
 */
export async function alternate(targets, options = {}) {
  const results = Object.fromEntries(targets.map((target) => [target.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const { name, run, ...target } of targets)
      results[name].push(run ? await run() : await load(target.url, { ...options, ...target }));
  }
  return Object.fromEntries(
    Object.entries(results).map(([name, runs]) => [
      name,
      {
        rps: median(runs.map((run) => run.rps)),
        p50: median(runs.map((run) => run.p50 ?? 0)),
        p99: median(runs.map((run) => run.p99 ?? 0)),
        failures: runs.reduce((sum, run) => sum + (run.failures ?? 0), 0),
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
