import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { seedCatalogue } from '../src/db/seed';
import { ManualClock } from '../src/lib/clock';

/** Set by CI to run the same suite against a PostgreSQL server instead of PGlite. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL, dropped again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  if (!testDatabaseUrl) {
    const database = await openPglite();
    await database.migrate();
    await seedCatalogue(database.db);
    return database;
  }
  const name = `trousse_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await database.migrate();
  await seedCatalogue(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    // Mails go to an outbox in a temporary folder unless a test gives SMTP_URL.
    DATA_DIR: mkdtempSync(join(tmpdir(), 'trousse-test-')),
    AUTH_RATE_LIMIT_PER_MINUTE: '0',
    SUPPORT_RATE_LIMIT_PER_HOUR: '0',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  clock: ManualClock;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    webDistDir?: string;
    database?: Database;
    clock?: ManualClock;
    strengthWorkers?: number;
    logStream?: { write(line: string): void };
    pressure?: AppDeps['pressure'];
    maxQueueWaitMs?: number;
    argon2Lanes?: number;
  } = {},
): Promise<TestContext> {
  const database = options.database ?? (await createTestDatabase());
  const clock = options.clock ?? new ManualClock();
  const deps: AppDeps = {
    config: testConfig(options.env),
    database,
    clock,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    webDistDir: options.webDistDir ?? '/nonexistent-web-dist',
    strengthWorkers: options.strengthWorkers ?? 1,
    // Likewise for the event loop: a test process starved of CPU by its neighbours lags without
    // being overloaded. The tests of shedding pass their own reading.
    pressure: options.pressure ?? { overloaded: false, close() {} },
    // A loaded test machine is slow, not overloaded: no shedding unless a test asks for it.
    maxQueueWaitMs: options.maxQueueWaitMs ?? 60_000,
    ...(options.argon2Lanes ? { argon2Lanes: options.argon2Lanes } : {}),
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** Set by CI: a Redis server for the shared rate limiter. */
export const testRedisUrl = process.env.TEST_REDIS_URL;
