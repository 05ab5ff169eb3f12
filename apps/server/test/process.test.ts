import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client';
import { startServer as startWithPreload } from './support/server-process';

const mainFile = new URL('../src/main.ts', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'info', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${url}/api/ping`)).ok) return { child, url, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

/** The JSON lines of a process's output (its log), in order. */
function logEntries(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Each thread of a process and its nice value (field 19 of /proc/PID/task/TID/stat). */
function threadNiceness(pid: number): Map<number, number> {
  const niceness = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    // Fields after the command, which ends at the last ')': state is field 3, nice field 19.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    niceness.set(Number(tid), Number(fields[16]));
  }
  return niceness;
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'trousse-data-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start on a wrong setting and names it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
      env: { ...process.env, PORT: 'quatre', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    expect(await exitCode(child)).toBe(1);
    expect(stderr).toContain('PORT');
  });

  it('finishes requests in flight on SIGTERM, exits cleanly and keeps its data across restarts', async () => {
    const first = await startServer({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_MINUTE: '0' });
    const emails = Array.from({ length: 20 }, (_, i) => `durable-${i}@exemple.fr`);
    const registrations = emails.map((email, i) =>
      fetch(`${first.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          code: '2580',
          codeConfirmation: '2580',
          deviceInfo: { fingerprint: `durable-${i}`, userAgent: 'test', screenResolution: '1x1' },
        }),
      }).then(
        (response) => ({ email, status: response.status }),
        () => ({ email, status: 0 }),
      ),
    );
    let answered = 0;
    const inFlight = Array.from({ length: 40 }, () =>
      fetch(`${first.url}/api/apps`).then(
        (response) => {
          answered++;
          return response.status;
        },
        () => 'refused' as const,
      ),
    );
    // SIGTERM once the server has answered some of them, while the others run.
    await expect.poll(() => answered, { timeout: 20_000, interval: 2 }).toBeGreaterThanOrEqual(5);
    const answeredAtSigterm = answered;
    first.child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    const answers = await Promise.all(registrations);
    const registered = answers.filter((answer) => answer.status === 201);
    expect(await exitCode(first.child), first.output().slice(-2000)).toBe(0);
    expect(first.output()).toContain('stopped cleanly');
    // The log is written in the background: the clean stop wrote all of it out, one line per
    // answer the clients got.
    const requestLines = logEntries(first.output()).filter((entry) => entry.msg === 'request completed');
    const linesOf = (route: string, status: number) =>
      requestLines.filter((entry) => entry.route === route && entry.status === status).length;
    expect(linesOf('/api/apps', 200)).toBe(statuses.filter((status) => status === 200).length);
    expect(linesOf('/api/auth/register', 201)).toBe(registered.length);
    // The development secret was generated once, readable by its owner only.
    expect(statSync(join(dataDir, 'app-secret')).mode & 0o777).toBe(0o600);
    // Every request the server accepted was answered in full; none was cut off with a 5xx.
    expect(
      statuses.filter((status) => typeof status === 'number' && status !== 200 && status !== 503),
    ).toEqual([]);
    // Each request answered before the SIGTERM got its full answer, and those in flight too.
    const completed = statuses.filter((status) => status === 200).length + registered.length;
    expect(completed).toBeGreaterThanOrEqual(answeredAtSigterm);

    // Change the data while the server is stopped, as an operator would.
    const database = await openPglite(join(dataDir, 'pglite'));
    await database.db.execute(sql`update apps set likes_count = 42 where id = 'password-generator'`);
    await database.close();

    const second = await startServer({ DATA_DIR: dataDir });
    try {
      const catalogue = await fetch(`${second.url}/api/apps`);
      const text = await catalogue.text();
      // Answered at once after the start (a start's own work is not load: lib/pressure.ts).
      expect(catalogue.status, `${text}\n${second.output().slice(-2000)}`).toBe(200);
      const body = JSON.parse(text) as { data: { id: string; likesCount: number }[] };
      expect(body.data.find((app) => app.id === 'password-generator')?.likesCount).toBe(42);
      // Every account whose creation was acknowledged before the SIGTERM is still there.
      for (const { email } of registered) {
        const check = await fetch(`${second.url}/api/auth/check-email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        expect(((await check.json()) as { exists: boolean }).exists, email).toBe(true);
      }

      // The event loop runs first: argon2's thread pool and the strength workers (started by
      // a generation) run below it (decision 019).
      const account = await fetch(`${second.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'priorite@exemple.fr',
          code: '2580',
          codeConfirmation: '2580',
          deviceInfo: { fingerprint: 'priorite', userAgent: 'test', screenResolution: '1x1' },
        }),
      });
      const { accessToken } = (await account.json()) as { accessToken: string };
      const generated = await fetch(`${second.url}/api/apps/password-generator/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ options: { length: 12 } }),
      });
      expect(generated.status).toBe(200);
      const niceness = threadNiceness(second.child.pid!);
      expect(niceness.get(second.child.pid!)).toBe(0);
      const helpers = [...niceness].filter(([tid]) => tid !== second.child.pid);
      expect(helpers.length).toBeGreaterThanOrEqual(5);
      expect(helpers.filter(([, nice]) => nice < 10)).toEqual([]);
    } finally {
      second.child.kill('SIGINT');
      expect(await exitCode(second.child)).toBe(0);
    }
  }, 120_000);
});

/**
 * The log is written in the background (pino's asynchronous destination): a crash must not
 * lose what was still buffered. A module of the tests loaded into the server makes it crash the
 * way a bug would (support/crash-on-signal.ts).
 */
describe('the log of a crash', () => {
  const preload = new URL('./support/crash-on-signal.ts', import.meta.url).pathname;

  for (const [crashWith, message, what] of [
    ['exception', 'a callback that threw', 'uncaught exception: stopping'],
    ['rejection', 'a promise nobody awaited', 'unhandled rejection: stopping'],
  ] as const) {
    it(`holds every line written before an unhandled ${crashWith}, then the fatal one, and the process exits 1`, async () => {
      const server = await startWithPreload({ CRASH_WITH: crashWith }, { preload });
      try {
        const statuses = await Promise.all(
          Array.from({ length: 30 }, (_, page) =>
            fetch(`${server.url}/api/apps?page=${page}&secret=s3cr3t`).then((response) => response.status),
          ),
        );
        expect(statuses.every((status) => status === 200)).toBe(true);
        server.child.kill('SIGUSR2');
        expect(await server.exited, server.output().slice(-2000)).toBe(1);

        const entries = logEntries(server.output());
        const requests = entries.filter((entry) => entry.msg === 'request completed');
        // One line per request, with its route pattern and no query string.
        expect(requests.filter((entry) => entry.route === '/api/apps')).toHaveLength(30);
        for (const entry of requests.filter((line) => line.route === '/api/apps')) {
          expect(Object.keys(entry).sort()).toEqual(
            [
              'address',
              'hostname',
              'level',
              'method',
              'ms',
              'msg',
              'pid',
              'reqId',
              'route',
              'status',
              'time',
            ].sort(),
          );
          expect(entry).toMatchObject({ level: 30, method: 'GET', status: 200, address: '127.0.0.0' });
          expect(entry.ms).toEqual(expect.any(Number));
        }
        expect(server.output()).not.toContain('s3cr3t');
        expect(server.output()).not.toContain('incoming request');
        // The health probes of the start (startServer polls /api/ping) are not logged at info.
        expect(requests.filter((entry) => entry.route === '/api/ping')).toEqual([]);
        // The crash itself, through the error serializer. While the log is written out, a
        // response already sent may still finish and write its line after it; nothing else may.
        const fatalAt = entries.findIndex((entry) => entry.level === 60);
        const fatal = entries[fatalAt]!;
        expect(fatal).toMatchObject({ level: 60, msg: what, err: { type: 'Error', message } });
        expect(fatal.err).toHaveProperty('stack');
        expect(entries.slice(fatalAt + 1).filter((entry) => entry.msg !== 'request completed')).toEqual([]);
      } finally {
        if (server.alive()) await server.stop('SIGKILL');
      }
    }, 60_000);
  }
});
