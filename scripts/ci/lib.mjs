// What the CI scripts of this folder share: steps that print what they do, free ports, the built
// server started in the background with its log kept, waiting for it to be ready, stopping it.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const root = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');

// What the app answers, read from the contracts, so that the checks follow them.
const contracts = (file) => readFileSync(join(root, 'packages/contracts/src', file), 'utf8');
export const frenchUnavailable = contracts('messages-fr.ts').match(/serviceUnavailable: '([^']+)'/)?.[1];
export const unavailableCode = contracts('error-codes.ts').match(/unavailable: '([^']+)'/)?.[1];
export const rateLimitedCode = contracts('error-codes.ts').match(/rateLimited: '([^']+)'/)?.[1];

const started = Date.now();
export const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
export const say = (line) => console.log(`[${elapsed()}] ${line}`);

/** A failed check: its message is the reason the script gives before exiting non-zero. */
export class CheckFailed extends Error {}
export function check(condition, message) {
  if (!condition) throw new CheckFailed(message);
}

/** The build this script runs: it never builds, `npm run build` comes first. */
export function requireBuild(dir = root) {
  for (const file of ['apps/server/dist/main.js', 'apps/server/dist/admin.js', 'apps/web/dist/index.html']) {
    check(existsSync(join(dir, file)), `${file} manque : lancez d'abord npm run build`);
  }
}

/** A port nothing listens on right now (the kernel's choice). */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * One HTTP request, without the automatic decompression and connection pooling of fetch, so that
 * headers are seen as sent: resolves {status, headers, body} (body as text), never rejects on a
 * status; rejects on a network error or after `timeout` ms.
 */
export function http(url, { method = 'GET', headers = {}, body, timeout = 5000, agent, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent, timeout, localAddress }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`pas de réponse en ${timeout} ms : ${method} ${url}`)));
    req.on('error', reject);
    req.end(body);
  });
}

export function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The app's own 503 (stopping, database unreachable, event loop overloaded): French, JSON. */
export function isFrench503(res) {
  return res.status === 503 && safeJson(res.body)?.error === frenchUnavailable;
}

/**
 * A request asked again for up to 10 s while the answer is the app's French 503: an instance
 * just started on a busy machine sheds requests until its event loop catches up.
 */
export async function answered(url, options) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await http(url, options);
    if (!isFrench503(res) || Date.now() > deadline) return res;
    await sleep(250);
  }
}

/**
 * Starts `node apps/server/dist/main.js` from `cwd` with `env` added to a clean environment (PATH
 * and HOME only, so nothing of the caller's leaks in), its stdout and stderr kept in `logFile`.
 */
export function startServer({ cwd = root, env, logFile, name = 'server' }) {
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.label = name;
  child.logFile = logFile;
  return child;
}

/**
 * Waits until the server answers 200 on /api/health/ready (or, while that route does not exist
 * yet, /api/ping); fails if it exits first or after `timeout` ms. Returns the route that answered.
 */
export async function waitReady(child, baseUrl, timeout = 60_000) {
  const deadline = Date.now() + timeout;
  let route = '/api/health/ready';
  let exited;
  child.exited.then((result) => (exited = result));
  while (Date.now() < deadline) {
    check(
      !exited,
      `${child.label} s'est arrêté au démarrage (${describeExit(exited)})\n${tail(child.logFile)}`,
    );
    try {
      const res = await http(baseUrl + route, { timeout: 2000 });
      if (res.status === 200) return route;
      if (res.status === 404 && route !== '/api/ping') route = '/api/ping';
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new CheckFailed(`${child.label} n'est pas prêt après ${timeout / 1000} s\n${tail(child.logFile)}`);
}

/** Sends `signal` and waits for the exit (SIGKILL after `timeout` ms); resolves {code, signal}. */
export async function stopServer(child, signal = 'SIGTERM', timeout = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exited;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeout);
  const result = await child.exited;
  clearTimeout(timer);
  return result;
}

export const describeExit = (result) =>
  result ? (result.signal ? `signal ${result.signal}` : `code ${result.code}`) : 'en cours';

/** The last lines of a log file, to show why something failed. */
export function tail(file, lines = 25) {
  try {
    const text = readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    return `--- fin de ${file} ---\n${text}`;
  } catch {
    return `(pas de journal ${file})`;
  }
}

/** Runs `main`, prints the outcome, exits 0 on success and 1 on a failed check or an error. */
export async function runScript(title, main) {
  let failure;
  try {
    await main();
  } catch (error) {
    failure = error;
  }
  if (failure) {
    console.error(`\n✗ ${title} : ÉCHEC (${elapsed()})`);
    console.error(failure instanceof CheckFailed ? failure.message : failure);
    process.exit(1);
  }
  console.log(`\n✓ ${title} : réussi en ${elapsed()}`);
  process.exit(0);
}
