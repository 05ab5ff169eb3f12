import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorCodes } from '@trousse/contracts/error-codes';
import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Registry, type Metric } from 'prom-client';
import { HttpError } from './http-error';
import type { Mailer } from './mailer';

/**
 * Prometheus metrics (issue: operating Trousse). One registry for the process, kept at module
 * level: services count through the small functions of `metrics` below whether or not anything
 * serves them, and several apps built in one process (tests) share the same metrics instead of
 * registering them twice. The registry is served only by `startMetricsServer`, on its own port
 * (METRICS_PORT, main.ts), never by the public server.
 *
 * Everything counted here happens at most once per request, except the request durations,
 * recorded for every answer (lib/request-log.ts): those take a path of their own, without
 * prom-client's per-observation label hashing (see RequestDurations). Fastify watches for the
 * end of a response only when it has a logger (a server always has one, even at LOG_LEVEL=silent;
 * tests built with `logger: false` record no durations).
 */
export const registry = new Registry();

// ---------------------------------------------------------------------------------------------
// Request durations

/** Upper bounds, in seconds: from a cached catalogue answer to a slow call to Stripe. */
const DURATION_BOUNDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Label sets kept at most (routes × methods × statuses); beyond, they are counted as route="other". */
const MAX_DURATION_SERIES = 2000;

interface DurationLabels {
  method: string;
  route: string;
  status: string;
}

interface DurationSeries {
  readonly labels: DurationLabels;
  /** Observations per bucket (not cumulative); the last one is past every bound. */
  readonly counts: Float64Array;
  sum: number;
  count: number;
}

/**
 * The route a duration is filed under: the API's route patterns as registered (never the path as
 * sent); the web app's files and pages as "web"; what no route matched as "unmatched".
 */
function routeLabel(route: string | undefined, status: number): string {
  if (route === undefined) return status < 400 ? 'web' : 'unmatched';
  return route.startsWith('/api') ? route : 'web';
}

/**
 * `trousse_http_request_duration_seconds`, a histogram by route pattern, method and status, in
 * the shape prom-client's registry exposes. prom-client's own Histogram hashes the labels into a
 * string and allocates at every observation (≈ 400 ns here, against a catalogue answer of about
 * 20 µs); this one finds its series by the route's context object, method and status (a WeakMap
 * and two Maps, made once per combination) and adds to a Float64Array: ≈ 10–20 ns, no allocation.
 */
class RequestDurations {
  readonly name = 'trousse_http_request_duration_seconds';
  readonly help = 'Time to answer a request, by route pattern, method and status.';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  /** Every series, by its labels: two route contexts (two apps in one process) share one. */
  readonly #series = new Map<string, DurationSeries>();
  readonly #byRoute = new WeakMap<object, Map<string, Map<number, DurationSeries>>>();

  /** `routeContext`: Fastify's context of the route (one object per route); `ms`: the answer's duration. */
  observe(
    routeContext: object,
    routePattern: string | undefined,
    method: string,
    status: number,
    ms: number,
  ) {
    let byMethod = this.#byRoute.get(routeContext);
    if (byMethod === undefined) this.#byRoute.set(routeContext, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (byStatus === undefined) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(status);
    if (series === undefined) byStatus.set(status, (series = this.#seriesFor(routePattern, method, status)));
    const seconds = ms / 1000;
    let bucket = 0;
    while (bucket < DURATION_BOUNDS.length && seconds > DURATION_BOUNDS[bucket]!) bucket++;
    series.counts[bucket]!++;
    series.sum += seconds;
    series.count++;
  }

  #seriesFor(routePattern: string | undefined, method: string, status: number): DurationSeries {
    let route = routeLabel(routePattern, status);
    if (this.#series.size >= MAX_DURATION_SERIES && !this.#series.has(`${method} ${route} ${status}`))
      route = 'other';
    const key = `${method} ${route} ${status}`;
    let series = this.#series.get(key);
    if (series === undefined) {
      series = {
        labels: { method, route, status: String(status) },
        counts: new Float64Array(DURATION_BOUNDS.length + 1),
        sum: 0,
        count: 0,
      };
      this.#series.set(key, series);
    }
    return series;
  }

  /** What the registry writes out: each series' labels are shared by its buckets, sum and count. */
  getForPromString() {
    const values: {
      metricName: string;
      labels: Record<string, string | number>;
      sharedLabels: DurationLabels;
      value: number;
    }[] = [];
    for (const series of this.#series.values()) {
      const sharedLabels = series.labels;
      let cumulative = 0;
      DURATION_BOUNDS.forEach((bound, i) => {
        cumulative += series.counts[i]!;
        values.push({
          metricName: `${this.name}_bucket`,
          labels: { le: bound },
          sharedLabels,
          value: cumulative,
        });
      });
      values.push(
        { metricName: `${this.name}_bucket`, labels: { le: '+Inf' }, sharedLabels, value: series.count },
        { metricName: `${this.name}_sum`, labels: {}, sharedLabels, value: series.sum },
        { metricName: `${this.name}_count`, labels: {}, sharedLabels, value: series.count },
      );
    }
    return Promise.resolve({
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: this.aggregator,
      values,
    });
  }

  /** The same values with each series' labels merged in (registry.getMetricsAsJSON). */
  async get() {
    const metric = await this.getForPromString();
    return {
      ...metric,
      values: metric.values.map(({ metricName, labels, sharedLabels, value }) => ({
        metricName,
        labels: { ...sharedLabels, ...labels },
        value,
      })),
    };
  }

  reset() {
    for (const series of this.#series.values()) {
      series.counts.fill(0);
      series.sum = 0;
      series.count = 0;
    }
  }
}

/** Called for every answer, by the request log (lib/request-log.ts). */
export const requestDurations = new RequestDurations();
// The registry takes any object of this shape (name, get, getForPromString, reset); its types
// name only prom-client's own four classes.
registry.registerMetric(requestDurations as unknown as Metric);

// ---------------------------------------------------------------------------------------------
// Events, counted where they happen

/** Each label set at 0 from the start, so that a rate over the first event is right. */
function counter<Label extends string>(
  name: string,
  help: string,
  labelName: Label,
  values: readonly string[],
): Counter<Label> {
  const made = new Counter({ name, help, labelNames: [labelName], registers: [registry] });
  for (const value of values) made.inc({ [labelName]: value } as Record<Label, string>, 0);
  return made;
}

const signIns = counter(
  'trousse_sign_ins_total',
  'Sign-ins with an access code (POST /api/auth/login), by outcome: succeeded (the right code; a second ' +
    'factor may follow), failed (a wrong code or an unknown address), locked (refused: the account is, ' +
    'or has just become, locked).',
  'outcome',
  ['succeeded', 'failed', 'locked'],
);

const rateLimitRefusals = new Counter({
  name: 'trousse_rate_limit_refusals_total',
  help: 'Requests refused by the per-IP rate limiter (429), by route pattern.',
  labelNames: ['route'],
  registers: [registry],
});

export type WebhookOutcome = 'applied' | 'duplicate' | 'unassigned' | 'rejected';
const webhookEvents = counter(
  'trousse_stripe_webhook_events_total',
  'Stripe webhook deliveries, by outcome: applied, duplicate (already applied, or joining its copy under ' +
    'way), unassigned (no account known for its subscription: answered 409 and kept in ' +
    'stripe_unassigned_events), rejected (bad signature).',
  'outcome',
  ['applied', 'duplicate', 'unassigned', 'rejected'],
);

const mails = new Counter({
  name: 'trousse_mails_total',
  help: 'Mails handed to SMTP (or written to the outbox), by kind and outcome (sent, failed).',
  labelNames: ['kind', 'outcome'],
  registers: [registry],
});

export type JobName = 'inactivity-sweep' | 'refund-retry';
export type JobOutcome = 'succeeded' | 'failed' | 'skipped';
const jobRuns = new Counter({
  name: 'trousse_job_runs_total',
  help: 'Runs of the periodic jobs, by job and outcome: succeeded, failed (wholly or in part), skipped (another instance had it under way).',
  labelNames: ['job', 'outcome'],
  registers: [registry],
});
const jobLastSuccess = new Gauge({
  name: 'trousse_job_last_success_timestamp_seconds',
  help: 'When each periodic job last succeeded on this instance (Unix time).',
  labelNames: ['job'],
  registers: [registry],
});
for (const job of ['inactivity-sweep', 'refund-retry'] satisfies JobName[])
  for (const outcome of ['succeeded', 'failed', 'skipped'] satisfies JobOutcome[])
    jobRuns.inc({ job, outcome }, 0);

const SUCCEEDED = { outcome: 'succeeded' } as const;
const FAILED = { outcome: 'failed' } as const;
const LOCKED = { outcome: 'locked' } as const;

/** What services and plugins call; each is a counter increment, or wraps a promise to count its end. */
export const metrics = {
  /**
   * Counts a code sign-in by how it ended. Other failures (a database fault, checks of the same
   * account under way) are not an outcome of the code and are not counted.
   */
  async signIn<T>(attempt: Promise<T>): Promise<T> {
    try {
      const result = await attempt;
      signIns.inc(SUCCEEDED);
      return result;
    } catch (error) {
      if (error instanceof HttpError && error.code === errorCodes.invalidCode) signIns.inc(FAILED);
      if (error instanceof HttpError && error.code === errorCodes.accountLocked) signIns.inc(LOCKED);
      throw error;
    }
  },

  /** A request the per-IP limiter refused; `route` is its route pattern. */
  rateLimitRefused(route: string | undefined) {
    rateLimitRefusals.inc({ route: route ?? 'unmatched' });
  },

  stripeWebhook(outcome: WebhookOutcome) {
    webhookEvents.inc({ outcome });
  },

  /** Counts one run of a periodic job: `outcomeOf` reads its result, a rejection is a failure. */
  async jobRun<T>(job: JobName, run: Promise<T>, outcomeOf: (result: T) => JobOutcome): Promise<T> {
    let outcome: JobOutcome = 'failed';
    try {
      const result = await run;
      outcome = outcomeOf(result);
      return result;
    } finally {
      jobRuns.inc({ job, outcome });
      if (outcome === 'succeeded') jobLastSuccess.set({ job }, Date.now() / 1000);
    }
  },

  /** The mailer, its sendings counted. */
  countedMailer(mailer: Mailer): Mailer {
    return {
      async send(message) {
        try {
          await mailer.send(message);
        } catch (error) {
          mails.inc({ kind: message.kind, outcome: 'failed' });
          throw error;
        }
        mails.inc({ kind: message.kind, outcome: 'sent' });
      },
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Queues and the database pool, read at scrape time

export interface QueueLength {
  running: number;
  waiting: number;
}

export interface PoolStats {
  /** Connections open, idle or lent. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/** What an app gives to be read at each scrape (each module its own part). */
export interface WatchedQueues {
  argon2?: { readonly queue: QueueLength };
  strength?: { readonly queue: QueueLength };
  /** PostgreSQL only (PGlite has no pool). */
  pool?: () => PoolStats;
}

const watched = new Set<WatchedQueues>();

function total(read: (queues: WatchedQueues) => number | undefined): number {
  let sum = 0;
  for (const queues of watched) sum += read(queues) ?? 0;
  return sum;
}

new Gauge({
  name: 'trousse_argon2_tasks',
  help: 'Access-code hashes and checks (argon2id) running, or waiting for one of the slots.',
  labelNames: ['state'],
  registers: [registry],
  collect() {
    this.set(
      { state: 'running' },
      total((queues) => queues.argon2?.queue.running),
    );
    this.set(
      { state: 'waiting' },
      total((queues) => queues.argon2?.queue.waiting),
    );
  },
});

new Gauge({
  name: 'trousse_strength_tasks',
  help: 'Password strength estimations running on the worker threads, or waiting for a worker.',
  labelNames: ['state'],
  registers: [registry],
  collect() {
    this.set(
      { state: 'running' },
      total((queues) => queues.strength?.queue.running),
    );
    this.set(
      { state: 'waiting' },
      total((queues) => queues.strength?.queue.waiting),
    );
  },
});

/** Registered with the first app on PostgreSQL: with PGlite there is no pool to describe. */
let poolGauges = false;
function registerPoolGauges() {
  if (poolGauges) return;
  poolGauges = true;
  const gauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(total((queues) => (queues.pool ? read(queues.pool()) : undefined)));
      },
    });
  gauge('trousse_db_pool_connections', 'PostgreSQL connections open in the pool.', (stats) => stats.total);
  gauge(
    'trousse_db_pool_idle_connections',
    'PostgreSQL connections idle in the pool.',
    (stats) => stats.idle,
  );
  gauge(
    'trousse_db_pool_waiting_queries',
    'Queries waiting for a PostgreSQL connection of the pool.',
    (stats) => stats.waiting,
  );
}

/** Reads these queues at every scrape until the function returned is called (the app's close). */
export function watchQueues(queues: WatchedQueues): () => void {
  watched.add(queues);
  if (queues.pool) registerPoolGauges();
  return () => {
    watched.delete(queues);
  };
}

// ---------------------------------------------------------------------------------------------
// The metrics server

/** prom-client's process and Node.js metrics (CPU, memory, heap, event-loop lag, GC…), once. */
let processMetrics = false;
function collectProcessMetrics() {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: registry });
}

export interface MetricsServer {
  /** The port it listens on (the one asked for, or the one the system chose for 0). */
  readonly port: number;
  close(): Promise<void>;
}

/**
 * A tiny HTTP server answering GET /metrics alone, on its own port: the public server never
 * serves the metrics. Started by main.ts when METRICS_PORT is set; tests start it on port 0.
 */
export async function startMetricsServer(options: {
  host: string;
  port: number;
  log?: FastifyBaseLogger;
}): Promise<MetricsServer> {
  collectProcessMetrics();
  const server = createServer((request, response) => void answer(request, response, options.log));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => options.log?.error({ err: error }, 'metrics server error'));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // A scraper's keep-alive connection would hold the close until its time-out.
        server.closeAllConnections();
      }),
  };
}

async function answer(request: IncomingMessage, response: ServerResponse, log?: FastifyBaseLogger) {
  const text = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
  if ((request.url ?? '').split('?')[0] !== '/metrics') {
    response.writeHead(404, text).end('Introuvable : les métriques sont servies sous /metrics\n');
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { ...text, allow: 'GET, HEAD' }).end('Méthode non permise\n');
    return;
  }
  try {
    const body = await registry.metrics();
    response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : body);
  } catch (error) {
    log?.error({ err: error }, 'metrics collection failed');
    response.writeHead(500, text).end('Les métriques sont indisponibles\n');
  }
}
