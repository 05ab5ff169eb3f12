import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const mainFile = new URL('../../src/main.ts', import.meta.url).pathname;

/** A TCP port nobody listens on right now (the CI may hold 4317–4319: never a fixed port). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote on stdout and stderr so far (its JSON log lines). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** True while the process runs. */
  alive(): boolean;
  /** Sends the signal and waits for the exit code, killing it after `timeoutMs`. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | null>;
}

/**
 * Runs the real entry point (src/main.ts through tsx, as process.test.ts does) on a free port,
 * with a private DATA_DIR, and waits until /api/ping answers 200. `preload`: a module of the
 * tests loaded first into the same process (what a bug in production would do, on demand).
 */
export async function startServer(
  env: Record<string, string>,
  options: { preload?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'trousse-fault-data-'));
  let output = '';
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    APP_SECRET: 'fault-secret-fault-secret-fault-secret-01',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_RATE_LIMIT_PER_MINUTE: '0',
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    SMTP_URL: undefined,
    ...env,
  };
  const preload = options.preload ? ['--import', options.preload] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...preload, mainFile], {
    env: childEnv as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${port}`;
  const running: ServerProcess = {
    child,
    url,
    output: () => output,
    exited,
    alive,
    stop: async (signal = 'SIGTERM', timeoutMs = 15_000) => {
      if (alive()) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
  for (let attempt = 0; attempt < 300; attempt++) {
    if (!alive()) throw new Error(`server exited: ${output.slice(-3000)}`);
    try {
      if ((await fetch(`${url}/api/ping`)).ok) return running;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await running.stop('SIGKILL');
  throw new Error(`server did not start: ${output.slice(-3000)}`);
}
