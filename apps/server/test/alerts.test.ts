import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAdmin } from '../src/admin';
import { openPglite, openPostgres, queryRows } from '../src/db/client';
import { ManualClock } from '../src/lib/clock';
import { bearer, register } from './auth-helpers';
import { createTestApp, testDatabaseUrl, type TestContext } from './helpers';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** What the command prints, on both streams, one entry per line written. */
let output: string[];
beforeEach(() => {
  output = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => output.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => output.push(line));
});
afterEach(() => vi.restoreAllMocks());

const cliEnv = () => ({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'trousse-alerts-')),
  APP_SECRET: 'x'.repeat(40),
  LOG_LEVEL: 'silent',
});

describe('system alerts: npm run admin -- alert, GET /api/alerts/*', () => {
  let ctx: TestContext;
  const env = cliEnv();
  /** The command line on the test app's own database and clock, as an operator beside it. */
  const admin = (...args: string[]) => runAdmin(args, env, { database: ctx.database, clock: ctx.clock });
  const createdId = () => /Alerte créée : ([0-9a-f-]{36})/.exec(output.join('\n'))?.[1] ?? '';

  const global = async () => (await ctx.app.inject('/api/alerts/global')).json();
  const active = async (token: string) =>
    (await ctx.app.inject({ url: '/api/alerts/active', headers: bearer(token) })).json();

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.db.execute(sql`delete from system_alerts`);
  });

  it('shows a keyed alert to everyone with its French texts, the minutes left counting down, until it expires', async () => {
    expect(
      await admin('alert', 'create', '--type', 'WARNING', '--key', 'maintenance', '--expires-in', '30m'),
    ).toBe(0);
    const id = createdId();
    expect(id).not.toBe('');
    expect(output.join('\n')).toContain('WARNING, pour tous, visiteurs compris, clé maintenance');
    expect(output.join('\n')).toMatch(/expire le .+ \(heure de Paris\)/);

    const expiresAt = new Date(ctx.clock.now().getTime() + 30 * MINUTE).toISOString();
    expect(await global()).toEqual({
      alerts: [
        {
          id,
          type: 'WARNING',
          title: 'Maintenance programmée',
          message:
            'Une maintenance est en cours : certains services peuvent être indisponibles pendant 30 minutes.',
          messageKey: 'maintenance',
          expiresAt,
          duration: 30,
        },
      ],
      hasActiveAlerts: true,
    });

    ctx.clock.advance(10 * MINUTE);
    const later = await global();
    expect(later.alerts[0].duration).toBe(20);
    expect(later.alerts[0].message).toContain('pendant 20 minutes');

    // Rounded up: 30 s left still reads 1 minute.
    ctx.clock.advance(19 * MINUTE + 30_000);
    expect((await global()).alerts[0].duration).toBe(1);

    ctx.clock.advance(30_000);
    expect(await global()).toEqual({ alerts: [], hasActiveAlerts: false });
  });

  it('shows a signed-in alert only with a bearer token; free texts get {duration} too', async () => {
    const account = await register(ctx);
    expect(
      await admin(
        'alert',
        'create',
        '--type',
        'info',
        '--title',
        'Nouveautés dans {duration} min',
        '--message',
        'Encore {duration} minutes avant la mise en ligne.',
        '--expires-in',
        '2h',
        '--audience',
        'signed-in',
      ),
    ).toBe(0);
    const signedIn = createdId();
    output = [];
    expect(await admin('alert', 'create', '--type', 'SUCCESS', '--key', 'newapp', '--expires-in', '1d')).toBe(
      0,
    );
    const forAll = createdId();

    expect((await global()).alerts.map((alert: { id: string }) => alert.id)).toEqual([forAll]);

    const member = await active(account.accessToken);
    expect(member.hasActiveAlerts).toBe(true);
    // The more serious first: INFO before SUCCESS.
    expect(member.alerts.map((alert: { id: string }) => alert.id)).toEqual([signedIn, forAll]);
    expect(member.alerts[0]).toMatchObject({
      type: 'INFO',
      title: 'Nouveautés dans 120 min',
      message: 'Encore 120 minutes avant la mise en ligne.',
      messageKey: null,
      duration: 120,
    });
    expect(member.alerts[1]).toMatchObject({ messageKey: 'newapp', duration: 24 * 60 });

    expect((await ctx.app.inject('/api/alerts/active')).statusCode).toBe(401);
  });

  it('orders the more serious first, then the most recent', async () => {
    for (const type of ['INFO', 'ERROR', 'WARNING', 'ERROR']) {
      await admin('alert', 'create', '--type', type, '--key', 'quick', '--expires-in', '1h');
      ctx.clock.advance(MINUTE);
    }
    const ids = [...output.join('\n').matchAll(/Alerte créée : ([0-9a-f-]{36})/g)].map((match) => match[1]);
    const shown = (await global()).alerts.map((alert: { id: string; type: string }) => alert.id);
    expect(shown).toEqual([ids[3], ids[1], ids[2], ids[0]]);
  });

  it('waits for --starts-in before showing an alert; list tells live from upcoming', async () => {
    expect(
      await admin(
        'alert',
        'create',
        '--type',
        'ERROR',
        '--key',
        'restart',
        '--starts-in',
        '1h',
        '--expires-in',
        '3h',
      ),
    ).toBe(0);
    const id = createdId();
    expect(output.join('\n')).toContain('affichée à partir du');
    expect((await global()).alerts).toEqual([]);

    output = [];
    expect(await admin('alert', 'list')).toBe(0);
    expect(output.join('\n')).toContain(`${id}  ERROR  all  restart  « Redémarrage »  à venir : du `);

    ctx.clock.advance(60 * MINUTE);
    const [shown] = (await global()).alerts;
    expect(shown).toMatchObject({ id, duration: 120 });
    expect(shown.message).toContain('dans 120 minutes');

    output = [];
    await admin('alert', 'list');
    expect(output.join('\n')).toContain(`${id}  ERROR  all  restart  « Redémarrage »  en cours jusqu'au `);
  });

  it('expires an alert at once; an unknown id exits 1', async () => {
    const account = await register(ctx);
    await admin(
      'alert',
      'create',
      '--type',
      'ERROR',
      '--key',
      'security',
      '--expires-in',
      '2h',
      '--audience',
      'signed-in',
    );
    const id = createdId();
    expect((await active(account.accessToken)).alerts).toHaveLength(1);

    output = [];
    expect(await admin('alert', 'expire', id)).toBe(0);
    expect(output.join('\n')).toContain(`Alerte ${id} expirée le `);
    expect(await active(account.accessToken)).toEqual({ alerts: [], hasActiveAlerts: false });
    const [row] = await queryRows<{ expires_at: Date | string }>(
      ctx.database.db,
      sql`select expires_at from system_alerts where id = ${id}`,
    );
    expect(new Date(row!.expires_at).toISOString()).toBe(ctx.clock.now().toISOString());

    // Later, expiring it again keeps its expiry.
    ctx.clock.advance(5 * MINUTE);
    output = [];
    expect(await admin('alert', 'expire', id)).toBe(0);
    expect(output.join('\n')).toContain('déjà expirée');

    output = [];
    expect(await admin('alert', 'list')).toBe(0);
    expect(output).toEqual(['Aucune alerte en cours ni à venir.']);

    output = [];
    expect(await admin('alert', 'expire', '00000000-0000-4000-8000-000000000000')).toBe(1);
    expect(await admin('alert', 'expire', 'pas-un-id')).toBe(1);
    expect(output.join('\n')).toContain('Aucune alerte pas-un-id');
    expect(await admin('alert', 'expire')).toBe(2);
  });

  it('refuses wrong arguments with a French message and the usage, writing nothing', async () => {
    const cases: [string[], string][] = [
      [['--key', 'maintenance', '--expires-in', '30m'], '--type est obligatoire.'],
      [['--type', 'PANIC', '--key', 'maintenance', '--expires-in', '30m'], "Type d'alerte inconnu : PANIC"],
      [['--type', 'INFO', '--key', 'maintenance'], '--expires-in est obligatoire.'],
      [
        ['--type', 'INFO', '--key', 'maintenance', '--expires-in', '30'],
        'Durée invalide pour --expires-in : 30',
      ],
      [
        ['--type', 'INFO', '--key', 'maintenance', '--expires-in', '400d'],
        'Durée invalide pour --expires-in : 400d',
      ],
      [
        ['--type', 'INFO', '--key', 'maintenance', '--expires-in', '0m'],
        'Durée invalide pour --expires-in : 0m',
      ],
      [['--type', 'INFO', '--key', 'nope', '--expires-in', '30m'], "Clé d'alerte inconnue : nope"],
      [
        ['--type', 'INFO', '--title', 'Titre', '--expires-in', '30m'],
        '--title et --message sont obligatoires',
      ],
      [['--type', 'INFO', '--title', ' ', '--message', 'm', '--expires-in', '30m'], '--title et --message'],
      [
        ['--type', 'INFO', '--key', 'quick', '--expires-in', '1h', '--audience', 'everyone'],
        'Public inconnu : everyone',
      ],
      [
        ['--type', 'INFO', '--key', 'quick', '--expires-in', '1h', '--starts-in', '2h'],
        '--starts-in doit être plus court que --expires-in',
      ],
      [
        ['--type', 'INFO', '--key', 'quick', '--expires-in', '1h', '--colour', 'red'],
        'Option inconnue : --colour',
      ],
      [['--type', 'INFO', '--key', 'quick', '--expires-in'], 'Valeur manquante pour --expires-in'],
      [['--type', 'INFO', '--key', 'quick', '--expires-in', '1h', 'extra'], 'Argument inattendu : extra'],
    ];
    for (const [args, message] of cases) {
      output = [];
      expect(await admin('alert', 'create', ...args), args.join(' ')).toBe(2);
      expect(output.join('\n'), args.join(' ')).toContain(message);
      expect(output.join('\n'), args.join(' ')).toContain('Usage : npm run admin -- alert create --type');
    }
    output = [];
    expect(await admin('alert')).toBe(2);
    expect(await admin('alert', 'purge')).toBe(2);
    expect(await admin('alert', 'list', 'now')).toBe(2);
    expect(output.join('\n')).toContain("Commande d'alerte inconnue : purge");
    const [count] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from system_alerts`,
    );
    expect(count?.n).toBe(0);
  });
});

describe('npm run admin -- alert, on the server’s data directory', () => {
  it('writes the alert where the server reads it', async () => {
    const env = cliEnv();
    expect(
      await runAdmin(
        ['alert', 'create', '--type', 'WARNING', '--key', 'database', '--expires-in', '1h'],
        env,
      ),
    ).toBe(0);
    const id = /Alerte créée : ([0-9a-f-]{36})/.exec(output.join('\n'))?.[1];

    // The server started afterwards (PGlite: one process at a time), on the real time; the
    // command has migrated the new data directory.
    const database = await openPglite(join(env.DATA_DIR, 'pglite'));
    const ctx = await createTestApp({ database, clock: new ManualClock(new Date()) });
    try {
      const { alerts } = (await ctx.app.inject('/api/alerts/global')).json();
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ id, type: 'WARNING', messageKey: 'database' });
      expect(alerts[0].duration).toBeGreaterThanOrEqual(59);
      expect(alerts[0].duration).toBeLessThanOrEqual(60);
    } finally {
      await ctx.close();
      await database.close();
    }
  });
});

describe.runIf(testDatabaseUrl)('npm run admin -- alert, on PostgreSQL beside a running server', () => {
  it('shows a new alert at the next call, and takes it away as soon as it is expired', async () => {
    // A database of its own, named in DATABASE_URL as an operator would.
    const name = `trousse_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString());
    await database.migrate();
    const ctx = await createTestApp({ database, clock: new ManualClock(new Date()) });
    const env = { ...cliEnv(), DATABASE_URL: url.toString() };
    const live = async () => (await ctx.app.inject('/api/alerts/global')).json().alerts as { id: string }[];
    try {
      expect(await live()).toEqual([]);
      expect(
        await runAdmin(['alert', 'create', '--type', 'INFO', '--key', 'update', '--expires-in', '1h'], env),
      ).toBe(0);
      const id = /Alerte créée : ([0-9a-f-]{36})/.exec(output.join('\n'))?.[1];
      // The server's clock follows the real one, on which the command wrote.
      ctx.clock.set(new Date());
      expect((await live()).map((alert) => alert.id)).toEqual([id]);

      expect(await runAdmin(['alert', 'expire', id!], env)).toBe(0);
      ctx.clock.set(new Date());
      expect(await live()).toEqual([]);
    } finally {
      await ctx.close();
      await database.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    }
  });
});

describe('npm run admin -- sweep-inactive', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('runs the sweep once on the date given: a notice, then the deletion 31 days later', async () => {
    const env = cliEnv();
    const account = await register(ctx);
    const sweep = (asOf: Date) =>
      runAdmin(['sweep-inactive', '--as-of', asOf.toISOString()], env, { database: ctx.database });
    const created = ctx.clock.now().getTime();

    // 11.5 months without a sign-in.
    const noticeAt = new Date(created + 350 * DAY);
    expect(await sweep(noticeAt)).toBe(0);
    expect(output.join('\n')).toContain('Avis envoyés : 1, comptes supprimés : 0');
    expect(output.join('\n')).toContain('Date de référence : ');
    const mails = readdirSync(join(env.DATA_DIR, 'mail'));
    expect(mails).toHaveLength(1);
    expect(readFileSync(join(env.DATA_DIR, 'mail', mails[0]!), 'utf8')).toContain(account.email);

    output = [];
    expect(await sweep(new Date(noticeAt.getTime() + 31 * DAY))).toBe(0);
    expect(output.join('\n')).toContain('Avis envoyés : 0, comptes supprimés : 1');
    const rows = await queryRows(ctx.database.db, sql`select id from users where id = ${account.user.id}`);
    expect(rows).toEqual([]);
  });

  it('refuses a date it cannot read', async () => {
    const env = cliEnv();
    expect(await runAdmin(['sweep-inactive', '--as-of', 'demain'], env, { database: ctx.database })).toBe(2);
    expect(output.join('\n')).toContain('Date invalide pour --as-of : demain');
    expect(await runAdmin(['sweep-inactive', '--as-of'], env, { database: ctx.database })).toBe(2);
  });
});
