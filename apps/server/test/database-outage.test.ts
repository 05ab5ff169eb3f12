import { randomBytes } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client';
import { seedCatalogue } from '../src/db/seed';
import { register } from './auth-helpers';
import { createTestApp, testDatabaseUrl, type TestContext } from './helpers';

/** A TCP relay to PostgreSQL that the test can cut and restore, as a network or server outage. */
function startRelay(target: URL) {
  const sockets = new Set<Socket>();
  let down = false;
  const server: Server = createServer((client) => {
    if (down) return client.destroy();
    const upstream = createConnection(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    cut: () => {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore: () => {
      down = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.runIf(testDatabaseUrl)('PostgreSQL going away and coming back', () => {
  const name = `trousse_outage_${randomBytes(4).toString('hex')}`;
  let relay: ReturnType<typeof startRelay>;
  let ctx: TestContext;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(testDatabaseUrl!);
    relay = startRelay(target);
    const port = await relay.listen();
    const url = new URL(testDatabaseUrl!);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString());
    await database.migrate();
    await seedCatalogue(database.db);
    ctx = await createTestApp({ database });
  });

  afterAll(async () => {
    await ctx.close();
    await ctx.database.close();
    await relay.close();
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('answers 503 in French while the database is unreachable, then recovers without a restart', async () => {
    const before = await register(ctx);
    relay.cut();
    const ping = await ctx.app.inject('/api/ping');
    expect(ping.statusCode).toBe(503);
    expect(ping.json()).toEqual({ error: 'Service momentanément indisponible', code: 'SERVICE_UNAVAILABLE' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: before.email, code: before.code },
    });
    expect(login.statusCode).toBe(503);
    expect(login.body).not.toMatch(/ECONN|select|insert/i);

    relay.restore();
    await expect
      .poll(async () => (await ctx.app.inject('/api/ping')).statusCode, { timeout: 10_000 })
      .toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: before.email, code: before.code },
    });
    expect(again.statusCode).toBe(200);
  });
});
