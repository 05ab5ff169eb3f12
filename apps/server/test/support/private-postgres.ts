import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './server-process';

/** The directory holding initdb and postgres: on PATH, else the newest /usr/lib/postgresql/<v>/bin. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+(\.\d+)?$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const dir = join(root, version, 'bin');
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres'))) return dir;
  }
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres'))) return dir;
  }
  return undefined;
}

/** postgres refuses to run as root: as root, the cluster runs as the `postgres` user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a private cluster can be made here: initdb found, and a user postgres accepts. */
export function canRunPrivateCluster(): boolean {
  return postgresBinDir() !== undefined && (process.getuid?.() !== 0 || runAs() !== undefined);
}

/**
 * A throw-away PostgreSQL cluster (initdb in a temporary directory, trust authentication, a free
 * port on 127.0.0.1, its socket in that directory) that a test can kill -9 and start again on
 * the same data directory. It never touches the machine's own PostgreSQL server.
 */
export class PrivateCluster {
  private postmaster: ChildProcess | undefined;
  private log = '';

  private constructor(
    private readonly binDir: string,
    private readonly root: string,
    readonly port: number,
    private readonly user: { uid: number; gid: number } | undefined,
  ) {}

  static async create(): Promise<PrivateCluster> {
    const binDir = postgresBinDir();
    if (!binDir) throw new Error('initdb not found');
    const user = runAs();
    const root = mkdtempSync(join(tmpdir(), 'trousse-pg-'));
    if (user) chownSync(root, user.uid, user.gid);
    const cluster = new PrivateCluster(binDir, root, await freePort(), user);
    execFileSync(
      join(binDir, 'initdb'),
      ['-D', cluster.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C'],
      { stdio: 'pipe', ...(user ?? {}), cwd: root },
    );
    return cluster;
  }

  get dataDir(): string {
    return join(this.root, 'data');
  }

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** What the postmaster wrote, for a failing test's message. */
  output(): string {
    return this.log;
  }

  /** Starts the postmaster on the data directory and waits until it accepts connections. */
  async start(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const child = spawn(
        join(this.binDir, 'postgres'),
        [
          '-D',
          this.dataDir,
          '-p',
          String(this.port),
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          `unix_socket_directories=${this.root}`,
          '-c',
          'max_connections=60',
          // The machine does not crash, only the server's processes: no fsync needed.
          '-c',
          'fsync=off',
        ],
        { stdio: ['ignore', 'pipe', 'pipe'], ...(this.user ?? {}), cwd: this.root },
      );
      child.stdout?.on('data', (chunk) => (this.log += chunk));
      child.stderr?.on('data', (chunk) => (this.log += chunk));
      this.postmaster = child;
      while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
        if (await this.accepts()) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      // Right after a kill -9, the old backends may still hold the shared memory for a moment.
      if (Date.now() >= deadline)
        throw new Error(`private PostgreSQL did not start:\n${this.log.slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  private async accepts(): Promise<boolean> {
    const client = new pg.Client({ connectionString: this.url(), connectionTimeoutMillis: 1_000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  }

  /** kill -9 of the postmaster: its backends notice and exit, as after a crash. */
  async kill9(): Promise<void> {
    const child = this.postmaster;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** A fast shutdown (SIGINT), then the temporary directory goes. */
  async destroy(): Promise<void> {
    const child = this.postmaster;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    // Orphaned backends of a killed postmaster exit on their own; give them a moment.
    await new Promise((resolve) => setTimeout(resolve, 100));
    rmSync(this.root, { recursive: true, force: true });
  }

  /** Runs one statement as the superuser, on its own connection. */
  query<Row extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    params: unknown[] = [],
    database = 'postgres',
  ): Promise<Row[]> {
    return queryOnce<Row>(this.url(database), text, params);
  }
}

/** One statement on a connection of its own, closed after (a server under test may drop it). */
export async function queryOnce<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query<Row>(text, params)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}
