import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { frenchValidationError } from '@trousse/contracts/validation-fr';
import { z } from 'zod';
import { fastifyTrustProxy, type Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { webDistDir } from './lib/paths';
import { overloaded, serviceUnavailable } from './lib/http-error';
import { safeError } from './lib/log-safe-error';
import type { Mailer } from './lib/mailer';
import { truncateIp } from './lib/request-info';
import { RequestLog, requestLogger } from './lib/request-log';
import { EventLoopPressure } from './lib/pressure';
import { accountModule } from './modules/account';
import { alertsModule } from './modules/alerts';
import { appsModule } from './modules/apps';
import { auditModule } from './modules/audit';
import { authModule } from './modules/auth';
import { billingModule } from './modules/billing';
import { consentModule } from './modules/consent';
import { generatorModule } from './modules/generator';
import { habitsModule } from './modules/habits';
import { healthModule } from './modules/health';
import { composeServices, type ServicesOf } from './modules/module';
import { notesModule } from './modules/notes';
import { oauthModule } from './modules/oauth';
import { quotaModule } from './modules/quota';
import { recoveryEmailModule } from './modules/recovery-email';
import { siteModule } from './modules/site';
import { supportModule } from './modules/support';
import { todoModule } from './modules/todo';
import { twoFactorModule } from './modules/two-factor';
import { authPlugin } from './plugins/auth';
import { cookiesPlugin } from './plugins/cookies';
import { docsPlugin } from './plugins/docs';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeaders } from './plugins/security-headers';
import { webPlugin } from './plugins/web';

// Validation messages are French and say what is allowed; the spec's own messages, set in the
// schemas, come first.
z.config(z.locales.fr());
z.config({ customError: frenchValidationError });

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Where the built web app lives; tests point it elsewhere or at nothing. */
  webDistDir?: string;
  /** Replaces the configured mailer (SMTP_URL or the .eml outbox). */
  mailer?: Mailer;
  /** Strength-estimation workers; by default one per core but one. */
  strengthWorkers?: number;
  /**
   * How long a task may be kept waiting for argon2 or a strength worker before the 503
   * (lib/pressure.ts, 2 s by default). Tests that are not about load shedding raise it: a loaded
   * test machine is slow, not overloaded.
   */
  maxQueueWaitMs?: number;
  /** argon2 runs at once, each on a worker thread of its own; by default one per core (lib/code-hasher.ts). */
  argon2Lanes?: number;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Replaces the event-loop reading that sheds load (tests set it overloaded). */
  pressure?: Pick<EventLoopPressure, 'overloaded' | 'close'>;
}

/**
 * Every module, each after those whose services it uses (the type of composeServices checks
 * it). A new module is a folder with its index.ts and one line here (decision 020). Their
 * routes are registered in this order too.
 */
export const serverModules = [
  healthModule,
  auditModule,
  authModule,
  appsModule,
  recoveryEmailModule,
  twoFactorModule,
  oauthModule,
  quotaModule,
  generatorModule,
  billingModule,
  accountModule,
  supportModule,
  alertsModule,
  consentModule,
  siteModule,
  habitsModule,
  notesModule,
  todoModule,
] as const;

/** What the modules provide, read by the routes and the tests as `app.services`. */
export type Services = ServicesOf<typeof serverModules>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    clock: Clock;
    services: Services;
  }
}

/** Builds the whole HTTP application without listening, so tests can inject() into it. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;

  const logging = deps.logger !== false;
  const requestLog = new RequestLog();
  const app = Fastify({
    // One line per answered request, none at its start (lib/request-log.ts).
    logController: requestLog,
    // request.log's pino child only for the requests that log something themselves.
    ...(logging ? { childLoggerFactory: requestLogger } : {}),
    logger: deps.logger ?? { ...logOptions(config), ...(deps.logStream ? { stream: deps.logStream } : {}) },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 100 * 1024,
    // Keep-alive sockets are closed when idle at shutdown; requests in flight finish first.
    forceCloseConnections: 'idle',
    // Requests arriving while the server stops get the French 503 of the hook below instead.
    return503OnClosing: false,
    // What the HTTP parser and the router refuse answers in the product's shape too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  requestLog.use(app.log);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Everything user-facing posts JSON: a text/plain or form post (the CSRF classics) is refused.
  app.removeContentTypeParser('text/plain');

  if (!config.appSecret) throw new Error('APP_SECRET manquant : main.ts le fournit avant buildApp');
  const composition = await composeServices(
    {
      config,
      database,
      clock,
      log: app.log,
      mailer: deps.mailer,
      strengthWorkers: deps.strengthWorkers,
      argon2Lanes: deps.argon2Lanes,
      maxQueueWaitMs: deps.maxQueueWaitMs,
    },
    serverModules,
  );
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', clock);
  app.decorate('services', composition.services);
  // The jobs (inactivity sweep, refund retry) and the notified caches run with the server. The
  // hook runs after the routes stop (onClose waits for the requests in flight): the jobs and
  // listeners stop, then the services close (quota writes what it counted, the workers end).
  app.addHook('onClose', () => composition.close());
  await composition.start();

  await app.register(errorsPlugin);
  const headersFor = securityHeaders({
    production: config.isProduction,
    analytics: config.analyticsId !== undefined,
  });
  // Stopping: what still arrives is told, in the product's words, to come back (and the
  // connection closes, so a load balancer moves it to another instance).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // An event loop too slow to serve sheds new requests but the health probes (lib/pressure.ts).
  // Measured from the moment the server is ready: the start's own work (plugins, routes, the web
  // app's files) holds the loop for seconds on a slow machine, and counted as load it made the
  // first requests after a start get 503s.
  let pressure = deps.pressure;
  app.addHook('onReady', async () => {
    pressure ??= new EventLoopPressure((overloaded, delayMs) => {
      const delay = { eventLoopDelayMs: Math.round(delayMs) };
      if (overloaded) app.log.warn(delay, 'overloaded: new requests get 503 with Retry-After');
      else app.log.info(delay, 'load back to normal');
    });
  });
  app.addHook('onClose', async () => pressure?.close());
  // The one hook every request passes (a callback, not an async function): its security
  // headers, the 503 while stopping, and the 503 while overloaded.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    if (closing) {
      reply.header('connection', 'close');
      return done(serviceUnavailable());
    }
    if (!pressure?.overloaded || isHealthProbe(request.url)) return done();
    done(overloaded(1));
  });
  await app.register(cookiesPlugin);
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(authPlugin);
  await app.register(docsPlugin);
  await app.register(
    async (api) => {
      for (const module of serverModules) if (module.routes) await api.register(module.routes);
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin, { distDir: deps.webDistDir ?? webDistDir });

  return app;
}

/** pino's options for the application's log; the operators' commands log the same way. */
export function logOptions(config: Config) {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      // A failed query logs its statement and SQLSTATE, never its parameters.
      err: (error: unknown) => safeError(error),
      // Query strings can carry one-time secrets (an OAuth code and state): never logged. The
      // address is cut as everywhere else we keep one (IPv4 /24, IPv6 /48).
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: request.url.split('?')[0],
        remoteAddress: truncateIp(request.ip) ?? undefined,
      }),
    },
  };
}

/** Load balancers' and supervisors' calls: answered even while the instance sheds load. */
function isHealthProbe(url: string): boolean {
  return url === '/api/ping' || url.startsWith('/api/health/');
}
