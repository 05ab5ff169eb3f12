import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './helpers';
import {
  countByOutcome,
  isAcceptable,
  lostAccounts,
  signUpLoad,
  waitForPing,
  type Account,
  type Answer,
  type SignUpLoad,
} from './support/load';
import { canRunPrivateCluster, PrivateCluster, queryOnce } from './support/private-postgres';
import { canRunPrivateRedis, PrivateRedis } from './support/private-redis';
import { startServer, type ServerProcess } from './support/server-process';

/**
 * "A PostgreSQL restart, failover or killed session must never kill the server", tried from
 * outside on the real process (src/main.ts): its backends terminated under load, its whole
 * PostgreSQL server killed (-9) and started again on the same data directory, its Redis killed,
 * and SIGTERM under load. Each run prints its figures (acknowledged, lost, answers during the
 * fault, time to heal).
 *
 * The pg_terminate_backend run uses the PostgreSQL server of TEST_DATABASE_URL (CI); the others
 * make their own cluster with initdb in a temporary directory on a free port, and are skipped
 * where initdb is not installed. The machine's shared PostgreSQL server is never stopped.
 */

const WORKERS = 8;
/** Every account any run tried to create, for the log check at the end. */
const triedAccounts: Account[] = [];
/** The log output of every server process of this file. */
const serverLogs: string[] = [];

function report(title: string, figures: Record<string, unknown>) {
  console.log(`[db-faults] ${title}: ${JSON.stringify(figures)}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers whose request was in flight at some point of [from, to]. */
function during(answers: Answer[], from: number, to: number): Answer[] {
  return answers.filter((answer) => answer.endedAt >= from && answer.startedAt <= to);
}

/** The product's sessions on one database, found by the application_name its pool sets. */
const terminateProductBackends = `
  select pg_terminate_backend(pid) as terminated
  from pg_stat_activity
  where application_name = 'trousse' and datname = $1 and pid <> pg_backend_pid()`;

/** The start of every fault run: the real server on `databaseUrl`, signing up under load. */
async function startUnderLoad(env: Record<string, string>, prefix: string) {
  const server = await startServer(env);
  const load = signUpLoad(server.url, { workers: WORKERS, prefix });
  await load.acknowledged(WORKERS);
  return { server, load };
}

/**
 * The common end of a fault run: the process is still up, every answer was a 2xx or the French
 * 503 (none hung past its timeout, none was another 5xx), /api/ping heals within seconds, writes
 * work again, every acknowledged sign-up signs in, and SIGTERM stops it with 0.
 */
async function checkAfterFault(
  title: string,
  server: ServerProcess,
  load: SignUpLoad,
  fault: { startedAt: number; endedAt: number },
  extra: Record<string, unknown> = {},
  query?: (text: string) => Promise<Record<string, unknown>[]>,
) {
  const pingPollMs = await waitForPing(server.url, 20_000, server.alive).catch((error: Error) => {
    load.halt();
    report(title, { processAlive: server.alive(), exitCode: server.child.exitCode });
    throw new Error(`${error.message}\n${server.output().slice(-2500)}`);
  });
  const healedAt = Date.now();
  // Some more sign-ups once healed: writes work again without a restart.
  const before = load.done.filter((signUp) => signUp.outcome === 201).length;
  await load.acknowledged(before + WORKERS, 20_000);
  const signUps = await load.stop();
  triedAccounts.push(...load.sent);
  const acknowledged = signUps.filter((signUp) => signUp.outcome === 201);
  const lost = await lostAccounts(server.url, acknowledged);
  // Sign-ups cut by the fault after their first statement: not acknowledged, so not lost, but
  // the account exists without its subscription or session (registration is not one transaction).
  const halfMade = query
    ? Number(
        (
          await query(`select count(*)::int as n from users u
            where not exists (select 1 from subscriptions s where s.user_id = u.id)
               or not exists (select 1 from sessions s where s.user_id = u.id)`)
        )[0]?.n,
      )
    : undefined;
  const exitCode = await server.stop('SIGTERM');
  serverLogs.push(server.output());
  if (process.env.DB_FAULTS_DEBUG)
    console.log(
      server
        .output()
        .split('\n')
        .filter((line) => /"level":50/.test(line))
        .join('\n'),
    );
  report(title, {
    ...extra,
    sent: load.sent.length,
    acknowledged: acknowledged.length,
    lost: lost.length,
    halfMadeAccounts: halfMade,
    answersDuringFault: countByOutcome(during(signUps, fault.startedAt, healedAt)),
    answersOverall: countByOutcome(signUps),
    faultMs: fault.endedAt - fault.startedAt,
    pingHealedMsAfterFault: healedAt - fault.endedAt,
    pingPollMs,
    exitCode,
  });

  // Alive until the SIGTERM, which it obeyed.
  expect(exitCode, server.output().slice(-3000)).toBe(0);
  expect(
    signUps.filter((signUp) => !isAcceptable(signUp)).map((s) => `${s.outcome} ${s.body.slice(0, 200)}`),
    'every answer is a 2xx or the French 503',
  ).toEqual([]);
  expect(healedAt - fault.endedAt, '/api/ping heals within seconds').toBeLessThan(10_000);
  expect(
    lost.map((account) => account.email),
    'every acknowledged sign-up signs in',
  ).toEqual([]);
}

describe.runIf(testDatabaseUrl)('the server, its PostgreSQL sessions terminated under load', () => {
  const name = `trousse_faults_${randomBytes(4).toString('hex')}`;
  let databaseUrl: string;

  beforeAll(async () => {
    await queryOnce(testDatabaseUrl!, `create database ${name}`);
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    await queryOnce(testDatabaseUrl!, `drop database if exists ${name} with (force)`);
  });

  it('stays up through pg_terminate_backend of its connections, answers 201 or 503, loses nothing', async () => {
    const { server, load } = await startUnderLoad({ DATABASE_URL: databaseUrl }, 'terminated');
    try {
      const startedAt = Date.now();
      let terminated = 0;
      for (let round = 0; round < 6; round++) {
        const rows = await queryOnce<{ terminated: boolean }>(testDatabaseUrl!, terminateProductBackends, [
          name,
        ]);
        terminated += rows.filter((row) => row.terminated).length;
        await sleep(250 + round * 50);
      }
      const endedAt = Date.now();
      await checkAfterFault(
        'pg_terminate_backend × 6',
        server,
        load,
        { startedAt, endedAt },
        { terminated },
        (text) => queryOnce(databaseUrl, text),
      );
      expect(terminated).toBeGreaterThan(0);
    } finally {
      load.halt();
      if (server.alive()) await server.stop('SIGKILL');
    }
  }, 60_000);
});

describe.runIf(canRunPrivateCluster())('the server on a PostgreSQL server of its own', () => {
  let cluster: PrivateCluster;

  beforeAll(async () => {
    cluster = await PrivateCluster.create();
    await cluster.start();
  }, 60_000);

  afterAll(async () => {
    await cluster?.destroy();
  });

  async function freshDatabase(): Promise<string> {
    const name = `trousse_${randomBytes(4).toString('hex')}`;
    await cluster.query(`create database ${name}`);
    return name;
  }

  it('stays up when the PostgreSQL server is killed (-9) and started again, then heals by itself', async () => {
    const name = await freshDatabase();
    const { server, load } = await startUnderLoad({ DATABASE_URL: cluster.url(name) }, 'killed');
    try {
      const startedAt = Date.now();
      const downMs: number[] = [];
      for (let round = 0; round < 2; round++) {
        const down = Date.now();
        await cluster.kill9();
        // Down long enough for requests to find nobody listening, then crash recovery.
        await sleep(800);
        await cluster.start();
        downMs.push(Date.now() - down);
        await sleep(400);
      }
      const endedAt = Date.now();
      await checkAfterFault(
        'postmaster kill -9 and restart × 2',
        server,
        load,
        { startedAt, endedAt },
        { downMs },
        (text) => cluster.query(text, [], name),
      );
    } finally {
      load.halt();
      if (server.alive()) await server.stop('SIGKILL');
    }
  }, 60_000);

  it.runIf(canRunPrivateRedis())(
    'stays up and keeps answering when its Redis is killed (-9) and started again',
    async () => {
      const name = await freshDatabase();
      const redis = await PrivateRedis.create();
      // A limit high enough never to refuse, so that every sign-up goes through Redis.
      const { server, load } = await startUnderLoad(
        { DATABASE_URL: cluster.url(name), REDIS_URL: redis.url, AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
        'redis',
      );
      try {
        expect(await redis.keyCount()).toBeGreaterThan(0);
        const startedAt = Date.now();
        await redis.kill9();
        await sleep(1_000);
        await redis.start();
        const restartedAt = Date.now();
        // The limiter reconnects by itself: its counters come back in the new Redis.
        let reconnectedMs = -1;
        for (const started = Date.now(); Date.now() - started < 10_000; await sleep(50)) {
          if ((await redis.keyCount()) > 0) {
            reconnectedMs = Date.now() - restartedAt;
            break;
          }
        }
        expect(reconnectedMs, 'the rate limiter uses Redis again').toBeGreaterThanOrEqual(0);
        const endedAt = Date.now();
        await checkAfterFault(
          'redis kill -9 and restart',
          server,
          load,
          { startedAt, endedAt },
          { redisReconnectedMsAfterRestart: reconnectedMs },
        );
        // Redis only backs the limiter, which lets requests through without it: no 503 either.
        expect(load.done.filter((signUp) => signUp.outcome !== 201)).toEqual([]);
      } finally {
        load.halt();
        if (server.alive()) await server.stop('SIGKILL');
        await redis.destroy();
      }
    },
    60_000,
  );

  it('on SIGTERM under load, finishes the requests in flight, loses no acknowledged write and exits 0', async () => {
    const name = await freshDatabase();
    const { server, load } = await startUnderLoad({ DATABASE_URL: cluster.url(name) }, 'sigterm');
    try {
      const inFlightAtSigterm = load.sent.length - load.done.length;
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      // The clients keep sending until the server no longer takes connections.
      const stopped = (async () => {
        while (!load.done.some((s) => s.outcome === 'refused' && s.startedAt > signalledAt)) await sleep(5);
        load.halt();
      })();
      const exitCode = await Promise.race([server.exited, sleep(15_000).then(() => 'hung' as const)]);
      const stoppedAfterMs = Date.now() - signalledAt;
      await Promise.race([stopped, sleep(2_000)]);
      const signUps = await load.stop();
      triedAccounts.push(...load.sent);
      serverLogs.push(server.output());

      const acknowledged = signUps.filter((signUp) => signUp.outcome === 201).map((signUp) => signUp.email);
      const stored = await cluster.query<{ email: string }>(
        `select u.email from users u
         where u.email = any($1)
           and exists (select 1 from subscriptions s where s.user_id = u.id)
           and exists (select 1 from sessions s where s.user_id = u.id)`,
        [acknowledged],
        name,
      );
      const storedEmails = new Set(stored.map((row) => row.email));
      const lost = acknowledged.filter((email) => !storedEmails.has(email));
      const seen = serverSideSignUps(server.output());
      const answered = signUps.filter((signUp) => typeof signUp.outcome === 'number');
      const afterSignal = signUps.filter((signUp) => signUp.endedAt >= signalledAt);
      report('SIGTERM under load', {
        inFlightAtSigterm,
        acknowledged: acknowledged.length,
        lost: lost.length,
        answersAfterSigterm: countByOutcome(afterSignal),
        serverAnswered: seen.answered,
        clientAnswered: answered.length,
        // Connections reset before the server read a request on them (the listening socket
        // closing under a connect in progress): never received, so never acknowledged.
        resetBeforeReceived: signUps.filter((s) => s.outcome === 'cut').length,
        exitCode,
        stoppedAfterMs,
      });

      expect(exitCode, server.output().slice(-3000)).toBe(0);
      expect(server.output()).toContain('stopped cleanly');
      expect(inFlightAtSigterm).toBeGreaterThan(0);
      // Every answer the server sent (201, or the French 503 once closing) reached its client,
      // and its log holds all of them, written out before the exit.
      expect(answered.length, 'answers sent by the server = answers received').toBe(seen.answered);
      // A 503 while stopping is the product's French one, not the framework's.
      expect(answered.filter((s) => !isAcceptable(s)).map((s) => `${s.outcome} ${s.body}`)).toEqual([]);
      // None hung: each one ended, with an answer, refused, or reset before being read.
      expect(signUps.filter((s) => s.outcome === 'timeout')).toEqual([]);
      expect(lost, 'acknowledged sign-ups are stored').toEqual([]);
    } finally {
      load.halt();
      if (server.alive()) await server.stop('SIGKILL');
    }
  }, 60_000);
});

/**
 * The sign-ups a server's log says it answered: one "request completed" line per answer (201,
 * or the French 503 once closing), written when the answer has gone out. Nothing is logged at
 * a request's start, so the log cannot tell a request received and never answered: the clients'
 * side does (no timeout, every answer counted).
 */
function serverSideSignUps(output: string) {
  let answered = 0;
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    let entry: { msg?: string; route?: string };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    if (entry.msg === 'request completed' && entry.route === '/api/auth/register') answered++;
  }
  return { answered };
}

describe('the logs of the fault runs', () => {
  it('name no account: no email, no query parameters', () => {
    const logs = serverLogs.join('\n');
    // Meaningful only after a fault run of this file (skipped without PostgreSQL).
    if (serverLogs.length === 0) return;
    // Errors were logged during the faults, so the check is not vacuous.
    expect(logs).toMatch(/database connection lost|database unavailable/);
    const leaked = triedAccounts.filter(
      (account) => logs.includes(account.email) || logs.includes(account.email.split('@')[0]!),
    );
    expect(
      leaked.map((account) => account.email),
      'emails in the logs',
    ).toEqual([]);
    expect(logs).not.toMatch(/params:|"params"/);
  });
});
