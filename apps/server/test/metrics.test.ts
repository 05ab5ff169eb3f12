import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { metrics, startMetricsServer, watchQueues, type MetricsServer } from '../src/lib/metrics';
import { device, GOOD_CODE, uniqueEmail } from './auth-helpers';
import { createTestApp, createTestDatabase, testDatabaseUrl, type TestContext } from './helpers';
import { freePort, startServer } from './support/server-process';
import { startStripeStandIn, type StripeStandIn } from './support/stripe-stand-in';

/** The exposition text, as Prometheus reads it. */
async function scrape(server: MetricsServer): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function samples(text: string): Sample[] {
  const found: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((label) => [label[1]!, label[2]!]),
    );
    found.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return found;
}

/** The samples of `name` with exactly these labels (any order). */
function matching(text: string, name: string, labels: Record<string, string>): Sample[] {
  const wanted = Object.entries(labels);
  return samples(text).filter(
    (sample) =>
      sample.name === name &&
      Object.keys(sample.labels).length === wanted.length &&
      wanted.every(([key, value]) => sample.labels[key] === value),
  );
}

/** The value of one sample; 0 when it is not there yet (a series appears at its first event). */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  const found = matching(text, name, labels);
  expect(found.length, `${name} ${JSON.stringify(labels)} appears once at most`).toBeLessThanOrEqual(1);
  return found[0]?.value ?? 0;
}

const DURATION = 'trousse_http_request_duration_seconds';

/**
 * A logger, even a silent one, as every real server has: Fastify watches for the end of a
 * response (where the durations are taken) only when there is one, or an onResponse hook.
 */
const silentLog = { logStream: { write: () => {} } };
const SIGN_INS = 'trousse_sign_ins_total';

describe('Prometheus metrics', () => {
  let database: Database;
  let ctx: TestContext;
  let server: MetricsServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    ctx = await createTestApp({ database, env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' }, ...silentLog });
    server = await startMetricsServer({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await server?.close();
    await ctx?.close();
    await database?.close();
  });

  // Every sign-in call comes from an address of its own, under the per-IP limit of 3.
  let lastOctet = 0;
  const nextIp = () => `192.0.2.${++lastOctet}`;
  const signIn = (email: string, code: string, deviceInfo = device()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, code, deviceInfo },
      remoteAddress: nextIp(),
    });
  const registerFrom = async (email: string, deviceInfo = device()) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, code: GOOD_CODE, codeConfirmation: GOOD_CODE, deviceInfo },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(201);
  };

  it('serves the process metrics and the product’s on the metrics port, and nothing else there', async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await response.text();
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect(text).toMatch(new RegExp(`^${name} `, 'm'));
    expect(text).toContain(`# TYPE ${DURATION} histogram`);
    // Outcomes exist at 0 before their first event, so that rates start right.
    for (const outcome of ['succeeded', 'failed', 'locked'])
      expect(matching(text, SIGN_INS, { outcome })).toHaveLength(1);
    for (const outcome of ['applied', 'duplicate', 'unassigned', 'rejected'])
      expect(matching(text, 'trousse_stripe_webhook_events_total', { outcome })).toHaveLength(1);
    // The pool's gauges on PostgreSQL only: PGlite has none.
    if (testDatabaseUrl) expect(value(text, 'trousse_db_pool_connections')).toBeGreaterThanOrEqual(1);
    else expect(text).not.toContain('trousse_db_pool_');

    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}/api/apps`)).status).toBe(404);
    const post = await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('is never served by the public server', async () => {
    const response = await ctx.app.inject('/metrics');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await ctx.app.inject('/api/metrics')).statusCode).toBe(404);
  });

  it('times every answer under its route pattern, method and status, never the path as sent', async () => {
    const catalogue = { method: 'GET', route: '/api/apps', status: '200' };
    const before = await scrape(server);
    for (let i = 0; i < 3; i++) expect((await ctx.app.inject('/api/apps')).statusCode).toBe(200);
    const like = await ctx.app.inject({
      method: 'POST',
      url: '/api/apps/todo-list/like',
      payload: { isLiked: true },
    });
    expect((await ctx.app.inject('/api/nulle-part')).statusCode).toBe(404);
    const after = await scrape(server);

    expect(value(after, `${DURATION}_count`, catalogue) - value(before, `${DURATION}_count`, catalogue)).toBe(
      3,
    );
    const inf = { ...catalogue, le: '+Inf' };
    expect(value(after, `${DURATION}_bucket`, inf) - value(before, `${DURATION}_bucket`, inf)).toBe(3);
    expect(value(after, `${DURATION}_sum`, catalogue)).toBeGreaterThan(
      value(before, `${DURATION}_sum`, catalogue),
    );
    // Cumulative buckets: never decreasing, the last one equal to the count.
    const buckets = matching(after, `${DURATION}_bucket`, { ...catalogue, le: '0.0005' })
      .concat(
        [
          '0.001',
          '0.0025',
          '0.005',
          '0.01',
          '0.025',
          '0.05',
          '0.1',
          '0.25',
          '0.5',
          '1',
          '2.5',
          '5',
          '10',
          '+Inf',
        ].flatMap((le) => matching(after, `${DURATION}_bucket`, { ...catalogue, le })),
      )
      .map((sample) => sample.value);
    expect(buckets).toHaveLength(15);
    expect([...buckets].sort((a, b) => a - b)).toEqual(buckets);
    expect(buckets.at(-1)).toBe(value(after, `${DURATION}_count`, catalogue));

    const likeLabels = { method: 'POST', route: '/api/apps/:id/like', status: String(like.statusCode) };
    expect(value(after, `${DURATION}_count`, likeLabels)).toBeGreaterThanOrEqual(1);
    expect(
      value(after, `${DURATION}_count`, { method: 'GET', route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('todo-list');
    expect(after).not.toContain('nulle-part');
  });

  it('counts sign-ins that succeed, fail and lock, and the mail of a new device', async () => {
    const before = await scrape(server);
    const email = uniqueEmail('metriques');
    await registerFrom(email);
    // Two wrong codes, then a third that locks the account; an unknown address fails too.
    expect((await signIn(email, '1111')).statusCode).toBe(401);
    expect((await signIn(email, '2222')).statusCode).toBe(401);
    expect((await signIn(email, '3333')).statusCode).toBe(423);
    expect((await signIn(email, GOOD_CODE)).statusCode).toBe(423);
    expect((await signIn(uniqueEmail('inconnu'), GOOD_CODE)).statusCode).toBe(401);
    const other = uniqueEmail('metriques');
    await registerFrom(other);
    // From another device: signed in, and mailed as a new sign-in.
    expect((await signIn(other, GOOD_CODE)).statusCode).toBe(200);
    const after = await scrape(server);

    const moved = (outcome: string) =>
      value(after, SIGN_INS, { outcome }) - value(before, SIGN_INS, { outcome });
    expect(moved('failed')).toBe(3);
    expect(moved('locked')).toBe(2);
    expect(moved('succeeded')).toBe(1);

    const newSignInMails = async () =>
      value(await scrape(server), 'trousse_mails_total', { kind: 'new-sign-in', outcome: 'sent' });
    const mailsBefore = value(before, 'trousse_mails_total', { kind: 'new-sign-in', outcome: 'sent' });
    // The notice goes out after the answer.
    await expect.poll(newSignInMails, { timeout: 5_000 }).toBe(mailsBefore + 1);
  });

  it('counts the refusals of the per-IP limiter by route', async () => {
    const labels = { route: '/api/auth/check-email' };
    const before = value(await scrape(server), 'trousse_rate_limit_refusals_total', labels);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/check-email',
        payload: { email: 'quelquun@exemple.fr' },
        remoteAddress: '198.51.100.77',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(value(await scrape(server), 'trousse_rate_limit_refusals_total', labels)).toBe(before + 2);
  });

  it('counts mails that fail to go, by kind', async () => {
    const labels = { kind: 'reset-code', outcome: 'failed' };
    const before = value(await scrape(server), 'trousse_mails_total', labels);
    const broken = metrics.countedMailer({ send: () => Promise.reject(new Error('SMTP injoignable')) });
    await expect(
      broken.send({ kind: 'reset-code', to: 'a@exemple.fr', subject: 's', text: 't', html: 'h' }),
    ).rejects.toThrow('SMTP injoignable');
    expect(value(await scrape(server), 'trousse_mails_total', labels)).toBe(before + 1);
  });

  it('counts the runs of the periodic jobs and when each last succeeded', async () => {
    const runs = (text: string, job: string, outcome: string) =>
      value(text, 'trousse_job_runs_total', { job, outcome });
    const before = await scrape(server);
    const started = Date.now() / 1000;
    expect((await ctx.app.services.inactivity.sweep()).running).toBe(true);
    expect((await ctx.app.services.refundRetry.run()).running).toBe(true);
    await expect(
      metrics.jobRun('refund-retry', Promise.reject(new Error('Stripe en panne')), () => 'succeeded'),
    ).rejects.toThrow('Stripe en panne');
    const after = await scrape(server);

    expect(runs(after, 'inactivity-sweep', 'succeeded') - runs(before, 'inactivity-sweep', 'succeeded')).toBe(
      1,
    );
    expect(runs(after, 'refund-retry', 'succeeded') - runs(before, 'refund-retry', 'succeeded')).toBe(1);
    expect(runs(after, 'refund-retry', 'failed') - runs(before, 'refund-retry', 'failed')).toBe(1);
    const lastSuccess = value(after, 'trousse_job_last_success_timestamp_seconds', {
      job: 'inactivity-sweep',
    });
    expect(lastSuccess).toBeGreaterThanOrEqual(Math.floor(started));
    expect(lastSuccess).toBeLessThanOrEqual(Date.now() / 1000);
  });

  it('reads the argon2 and strength queues and the database pool at each scrape, summed over the apps', async () => {
    const idle = await scrape(server);
    const unwatch = watchQueues({
      argon2: { queue: { running: 2, waiting: 5 } },
      strength: { queue: { running: 1, waiting: 4 } },
      pool: () => ({ total: 7, idle: 2, waiting: 3 }),
    });
    try {
      const text = await scrape(server);
      const moved = (name: string, labels: Record<string, string> = {}) =>
        value(text, name, labels) - value(idle, name, labels);
      expect(moved('trousse_argon2_tasks', { state: 'running' })).toBe(2);
      expect(moved('trousse_argon2_tasks', { state: 'waiting' })).toBe(5);
      expect(moved('trousse_strength_tasks', { state: 'running' })).toBe(1);
      expect(moved('trousse_strength_tasks', { state: 'waiting' })).toBe(4);
      expect(value(text, 'trousse_db_pool_connections')).toBeGreaterThanOrEqual(7);
      expect(value(text, 'trousse_db_pool_idle_connections')).toBeGreaterThanOrEqual(2);
      expect(value(text, 'trousse_db_pool_waiting_queries')).toBeGreaterThanOrEqual(3);
    } finally {
      unwatch();
    }
    const after = await scrape(server);
    expect(value(after, 'trousse_argon2_tasks', { state: 'waiting' })).toBe(
      value(idle, 'trousse_argon2_tasks', { state: 'waiting' }),
    );
  });

  it('sees the argon2 work of a sign-in under way', async () => {
    const email = uniqueEmail('file');
    await registerFrom(email);
    // Twelve wrong codes at once on twelve accounts: more than the slots, so some wait.
    const emails = [email];
    for (let i = 0; i < 11; i++) {
      emails.push(uniqueEmail('file'));
      await registerFrom(emails.at(-1)!);
    }
    const attempts = emails.map((address) => signIn(address, '9999'));
    let busiest = 0;
    for (let i = 0; i < 50 && busiest === 0; i++) {
      const text = await scrape(server);
      busiest =
        value(text, 'trousse_argon2_tasks', { state: 'running' }) +
        value(text, 'trousse_argon2_tasks', { state: 'waiting' });
    }
    await Promise.all(attempts);
    expect(busiest).toBeGreaterThan(0);
  });

  it('keeps one series per label set when several apps run in one process', async () => {
    const second = await createTestApp({ database, ...silentLog });
    try {
      expect((await second.app.inject('/api/apps')).statusCode).toBe(200);
      expect((await ctx.app.inject('/api/apps')).statusCode).toBe(200);
      const text = await scrape(server);
      expect(
        matching(text, `${DURATION}_count`, { method: 'GET', route: '/api/apps', status: '200' }),
      ).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('Prometheus metrics of the Stripe webhooks', () => {
  const SECRET = 'whsec_metrics_test';
  let ctx: TestContext;
  let stripe: StripeStandIn;
  let server: MetricsServer;
  beforeAll(async () => {
    stripe = await startStripeStandIn({
      webhookSecret: SECRET,
      prices: {
        price_standard: { unitAmount: 499 },
        price_premium: { unitAmount: 999 },
        price_infinity: { unitAmount: 1499 },
      },
    });
    ctx = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_metrics',
        STRIPE_WEBHOOK_SECRET: SECRET,
        STRIPE_PRICE_STANDARD: 'price_standard',
        STRIPE_PRICE_PREMIUM: 'price_premium',
        STRIPE_PRICE_INFINITY: 'price_infinity',
        STRIPE_API_BASE: stripe.url,
      },
    });
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    stripe.setWebhookUrl(`${address}/api/billing/webhook`);
    server = await startMetricsServer({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await server?.close();
    await ctx?.close();
    await stripe?.close();
  });

  const events = async () => {
    const text = await scrape(server);
    return Object.fromEntries(
      ['applied', 'duplicate', 'unassigned', 'rejected'].map((outcome) => [
        outcome,
        value(text, 'trousse_stripe_webhook_events_total', { outcome }),
      ]),
    );
  };

  it('counts events applied, their copies, the unsigned and the unassigned', async () => {
    const before = await events();
    const event = {
      id: `evt_metrics_${Date.now()}`,
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cus_metrics', object: 'customer' } },
    };
    expect((await stripe.post(event)).status).toBe(200);
    expect((await stripe.post(event)).status).toBe(200);
    expect((await stripe.post(event, { secret: 'whsec_someone_else' })).status).toBe(400);

    // A payment link opened by nobody we know: its events belong to no account.
    const opened = await fetch(new URL(stripe.paymentLinkUrl('price_infinity')), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    await stripe.pay(opened.headers.get('location')!.split('/checkout/')[1]!);
    await stripe.idle();
    const refused = stripe.deliveries.filter((delivery) => delivery.status === 409).length;
    expect(refused).toBeGreaterThan(0);

    const after = await events();
    expect(after.applied! - before.applied!).toBe(1);
    expect(after.duplicate! - before.duplicate!).toBe(1);
    expect(after.rejected! - before.rejected!).toBe(1);
    expect(after.unassigned! - before.unassigned!).toBe(refused);
  });
});

describe('METRICS_PORT and METRICS_HOST', () => {
  it('serve no metrics by default, on loopback once a port is given', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '' }).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: ' 9464 ', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      port: 9464,
      host: '10.0.0.5',
    });
  });

  it.each([
    [{ METRICS_PORT: 'abc' }, /- METRICS_PORT : doit être un numéro de port entre 1 et 65535/],
    [{ METRICS_PORT: '0' }, /- METRICS_PORT : doit être un numéro de port/],
    [{ METRICS_PORT: '70000' }, /- METRICS_PORT : doit être un numéro de port/],
    [{ METRICS_PORT: '3000' }, /- METRICS_PORT : doit différer de PORT/],
    [{ METRICS_PORT: '8080', PORT: '8080' }, /- METRICS_PORT : doit différer de PORT/],
    [
      { METRICS_PORT: '9464', METRICS_HOST: 'http://0.0.0.0' },
      /- METRICS_HOST : doit être une adresse IP ou un nom d'hôte/,
    ],
  ])('refuses %j and names the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the metrics server of the real process', () => {
  /** Resolves with the status, or with the error code when nothing listens. */
  const get = (port: number, path: string) =>
    new Promise<number | string>((resolve) => {
      const request = httpRequest({ host: '127.0.0.1', port, path }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      request.end();
    });

  it('listens on METRICS_PORT beside the public port, and closes with the server', async () => {
    const metricsPort = await freePort();
    const server = await startServer({ METRICS_PORT: String(metricsPort) });
    try {
      expect(await get(metricsPort, '/metrics')).toBe(200);
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(text).toMatch(
        /^trousse_http_request_duration_seconds_count\{method="GET",route="\/api\/ping",status="200"\} [1-9]/m,
      );
      // The public port answers /metrics as any other unknown address: never with the metrics.
      const publicAnswer = await fetch(`${server.url}/metrics`);
      expect(await publicAnswer.text()).not.toContain('# TYPE');
      expect(await server.stop('SIGTERM')).toBe(0);
      // The log is written asynchronously, in blocks: all of it is out once the process stopped.
      expect(server.output()).toContain(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(await get(metricsPort, '/metrics')).toBe('ECONNREFUSED');
    } finally {
      if (server.alive()) await server.stop('SIGKILL');
    }
  });
});
