import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from './server-process';

/** Whether redis-server can be run here. */
export function canRunPrivateRedis(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Sends one inline command and returns the raw reply (enough for PING and DBSIZE). */
function command(port: number, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(port, '127.0.0.1');
    let reply = '';
    socket.setTimeout(1_000, () => socket.destroy(new Error('timeout')));
    socket.on('connect', () => socket.write(`${line}\r\n`));
    socket.on('data', (chunk) => {
      reply += chunk;
      if (reply.endsWith('\r\n')) socket.end();
    });
    socket.on('close', () => resolve(reply.trim()));
    socket.on('error', reject);
  });
}

/** A throw-away redis-server on a free port, without persistence, that a test can kill -9. */
export class PrivateRedis {
  private process: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async create(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(timeoutMs = 10_000): Promise<void> {
    this.process = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if ((await command(this.port, 'PING').catch(() => '')) === '+PONG') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('private redis-server did not start');
  }

  /** How many keys Redis holds (the rate limiter's counters). */
  async keyCount(): Promise<number> {
    return Number((await command(this.port, 'DBSIZE')).replace(/^:/, ''));
  }

  async kill9(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async destroy(): Promise<void> {
    await this.kill9();
  }
}
