import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { login, register, uniqueEmail } from './auth-helpers';
import { buildApp } from '../src/app';
import { createTestApp, createTestDatabase, testConfig, type TestContext } from './helpers';

const unavailable = { error: 'Service momentanément indisponible', code: 'SERVICE_UNAVAILABLE' };

describe('GET /api/ping', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.app.close());

  it('answers 200 while the database answers', async () => {
    const response = await ctx.app.inject('/api/ping');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 in French once the database is gone, without leaking the cause', async () => {
    await ctx.database.close();
    const response = await ctx.app.inject('/api/ping');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable);
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.app.close());

  it('are both 200 on a running instance whose migrations are all applied', async () => {
    const live = await ctx.app.inject('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'up', migrations: 'done' });
  });

  it('ready is 503 while a migration this build ships is missing from the database', async () => {
    const [last] = await ctx.database.raw<{ id: number; hash: string; created_at: string }>(
      'select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1',
      [],
    );
    await ctx.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const ready = await ctx.app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual(unavailable);
      // The process itself still answers: no reason to restart it.
      expect((await ctx.app.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      await ctx.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await ctx.app.inject('/api/health/ready')).statusCode).toBe(200);
  });

  it('ready is 503 once the database is gone, live stays 200', async () => {
    await ctx.database.close();
    const ready = await ctx.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual(unavailable);
    expect((await ctx.app.inject('/api/health/live')).statusCode).toBe(200);
  });
});

describe('load shedding while the event loop is overloaded', () => {
  it('answers new calls the French 503 with Retry-After, the health probes still, and recovers', async () => {
    const pressure = { overloaded: true, close() {} };
    const ctx = await createTestApp({ pressure });
    try {
      for (const url of ['/api/apps', '/api/auth/check-email']) {
        const shed = await ctx.app.inject({ url, method: url === '/api/apps' ? 'GET' : 'POST' });
        expect(shed.statusCode).toBe(503);
        expect(shed.headers['retry-after']).toBe('1');
        expect(shed.json()).toEqual(unavailable);
      }
      for (const url of ['/api/ping', '/api/health/live', '/api/health/ready'])
        expect((await ctx.app.inject(url)).statusCode).toBe(200);
      pressure.overloaded = false;
      expect((await ctx.app.inject('/api/apps')).statusCode).toBe(200);
    } finally {
      await ctx.app.close();
    }
  });
});

describe('load shedding after a slow start', () => {
  it("does not count the start's own work as load: the first calls after it are answered", async () => {
    const database = await createTestDatabase();
    // The real reading of the event loop, not the tests' stand-in.
    const app = await buildApp({
      config: testConfig(),
      database,
      logger: false,
      webDistDir: '/nonexistent-web-dist',
      strengthWorkers: 1,
    });
    try {
      // A slow machine's start: the loop held 1.2 s at a time, three times, before it is ready.
      const hold = (ms: number) => {
        const until = performance.now() + ms;
        while (performance.now() < until);
      };
      for (let i = 0; i < 3; i++) {
        hold(1_200);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await app.ready();
      const answer = await app.inject('/api/apps');
      expect(answer.statusCode, answer.body).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('load shedding in front of argon2', () => {
  it('answers sign-ins past the queue the French 503 with Retry-After, counting nothing against the account', async () => {
    // One argon2 at a time and a queue that takes almost nothing: a sign-in that finds another
    // being verified is refused, whatever the speed of the machine and the database.
    const ctx = await createTestApp({ maxQueueWaitMs: 1, argon2Lanes: 1 });
    try {
      // Several accounts: one account never has more than three codes checked at once.
      const emails: string[] = [];
      for (let i = 0; i < 10; i++) emails.push((await register(ctx, uniqueEmail('flood'))).email);
      // One sign-in alone teaches the queue how long argon2 takes.
      expect((await login(ctx, emails[0]!)).statusCode).toBe(200);
      const answers = await Promise.all(
        emails.flatMap((email) => Array.from({ length: 3 }, () => login(ctx, email))),
      );
      const shed = answers.filter((answer) => answer.statusCode === 503);
      expect(shed.length).toBeGreaterThan(0);
      for (const answer of shed) {
        expect(answer.headers['retry-after']).toMatch(/^[1-9][0-9]*$/);
        expect(answer.json()).toEqual(unavailable);
      }
      // The others signed in as usual.
      expect(answers.filter((answer) => answer.statusCode === 200).length).toBe(30 - shed.length);
      // A refused sign-in counted nothing: each account still signs in at once.
      for (const email of emails) expect((await login(ctx, email)).statusCode).toBe(200);
    } finally {
      await ctx.app.close();
    }
  });
});
