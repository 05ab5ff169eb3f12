// Shared pieces of the project's own benches (webhooks, bundle): start the built server or a
// baseline in their own process on a free port, on the measured core.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
 * The built server as shipped (production, its default log level and settings) on a fresh
 * PGlite data directory (or the DATABASE_URL given in env). BENCH_CPU_PROF=<dir> writes its CPU
 * profiles there (one per thread, at exit), to see where a request's time goes.
 */
export async function startTrousse(env = {}) {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'trousse-bench-'));
  const profileDir = process.env.BENCH_CPU_PROF;
  const server = await startProcess(join(root, 'apps/server/dist/main.js'), {
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    env: {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      APP_SECRET: 'b'.repeat(48),
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      // Fixed, whatever the port: the origin the product's links and checks use.
      PUBLIC_URL: 'http://trousse.bench',
      ...env,
    },
  });
  return { ...server, dataDir };
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
export const fmt = (value, digits = 0) => Number(value).toFixed(digits);
