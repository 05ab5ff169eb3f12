import { billingRoutes } from './modules/billing/routes';
import { RefundRetryJob } from './modules/billing/refund-retry';
import { BillingService } from './modules/billing/service';
import { stripeClient } from './modules/billing/stripe';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { frenchValidationError } from '@trousse/contracts/validation-fr';
import { z } from 'zod';
import { fastifyTrustProxy, type Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { webDistDir } from './lib/paths';
import { AccessTokens, TwoFactorStepTokens } from './lib/access-tokens';
import { AccountCallLimits } from './lib/account-call-limits';
import { CodeHasher } from './lib/code-hasher';
import { deriveKey } from './lib/crypto';
import { overloaded, serviceUnavailable } from './lib/http-error';
import { safeError } from './lib/log-safe-error';
import { createMailer, type Mailer } from './lib/mailer';
import { metrics, watchQueues } from './lib/metrics';
import { truncateIp } from './lib/request-info';
import { RequestLog, requestLogger } from './lib/request-log';
import { alertsRoutes } from './modules/alerts/routes';
import { AlertsService } from './modules/alerts/service';
import { appsRoutes } from './modules/apps/routes';
import { AppsService, USER_FLAGS_CHANNEL } from './modules/apps/service';
import { accountRoutes } from './modules/account/routes';
import { InactivitySweeper } from './modules/account/inactivity';
import { AccountService } from './modules/account/service';
import { auditRoutes } from './modules/audit/routes';
import { AuditService } from './modules/audit/service';
import { RecoveryEmailService } from './modules/recovery-email/service';
import { recoveryEmailRoutes } from './modules/recovery-email/routes';
import { ResetService } from './modules/auth/reset';
import { authRoutes } from './modules/auth/routes';
import { AuthService } from './modules/auth/service';
import { AuthCookies } from './modules/auth/cookies';
import { SESSION_ENDED_CHANNEL, SessionService } from './modules/auth/sessions';
import { configuredProviders } from './modules/oauth/providers';
import { oauthRoutes } from './modules/oauth/routes';
import { OAuthService } from './modules/oauth/service';
import { twoFactorRoutes } from './modules/two-factor/routes';
import { TwoFactorService } from './modules/two-factor/service';
import { generatorRoutes } from './modules/generator/routes';
import { GeneratorService } from './modules/generator/service';
import { StrengthPool } from './modules/generator/strength-pool';
import { supportRoutes } from './modules/support/routes';
import { SupportService } from './modules/support/service';
import { consentRoutes } from './modules/consent/routes';
import { ConsentService } from './modules/consent/service';
import { siteRoutes } from './modules/site/routes';
import { healthRoutes } from './modules/health/routes';
import { quotaRoutes } from './modules/quota/routes';
import { QuotaService, SUBSCRIPTION_CHANNEL } from './modules/quota/service';
import { authPlugin } from './plugins/auth';
import { cookiesPlugin } from './plugins/cookies';
import { docsPlugin } from './plugins/docs';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeaders } from './plugins/security-headers';
import { EventLoopPressure } from './lib/pressure';
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
  /** argon2 runs at once; by default two more than the cores (lib/code-hasher.ts). */
  argon2Parallel?: number;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Replaces the event-loop reading that sheds load (tests set it overloaded). */
  pressure?: Pick<EventLoopPressure, 'overloaded' | 'close'>;
}

export interface Services {
  account: AccountService;
  alerts: AlertsService;
  inactivity: InactivitySweeper;
  apps: AppsService;
  audit: AuditService;
  auth: AuthService;
  reset: ResetService;
  recoveryEmail: RecoveryEmailService;
  sessions: SessionService;
  tokens: AccessTokens;
  twoFactor: TwoFactorService;
  oauth: OAuthService;
  quota: QuotaService;
  generator: GeneratorService;
  billing: BillingService;
  /** Withdrawals whose refund failed, tried again until done. */
  refundRetry: RefundRetryJob;
  /** Per-account limits of the costly calls (Stripe, the export). */
  callLimits: AccountCallLimits;
  support: SupportService;
  consent: ConsentService;
  twoFactorSteps: TwoFactorStepTokens;
  cookies: AuthCookies;
  /** Keys the device fingerprints before they are stored. */
  deviceKey: Buffer;
}

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
    logger: deps.logger ?? {
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
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
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
  const { db } = database;
  const mailer = metrics.countedMailer(
    deps.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
        logger: app.log,
      }),
  );
  const hasher = new CodeHasher(config.appSecret, deps.argon2Parallel, deps.maxQueueWaitMs);
  const tokens = new AccessTokens(config.appSecret, clock, config.publicUrl);
  const audit = new AuditService(db);
  const sessions = new SessionService(db, database.raw, clock, tokens, audit, database.kind === 'postgres');
  const auth = new AuthService(db, database.raw, clock, hasher, sessions, audit, mailer, app.log);
  const resetKey = deriveKey(config.appSecret, 'reset-code');
  const quota = new QuotaService(db, database.raw, clock);
  const strengthPool = new StrengthPool(deps.strengthWorkers, deps.maxQueueWaitMs);
  strengthPool.warm();
  app.addHook('onClose', () => strengthPool.close());
  // Read at each scrape of the metrics (lib/metrics.ts), until the app closes.
  const unwatch = watchQueues({ argon2: hasher, strength: strengthPool, pool: database.poolStats });
  app.addHook('onClose', async () => unwatch());
  // After the routes stop (onClose runs once requests in flight are answered).
  app.addHook('onClose', () => quota.close());
  const apps = new AppsService(db, database.raw, clock, sessions);
  // Live sessions, users' flags and subscriptions are kept in memory for as long as the
  // database tells this instance about every change to them (decision 011).
  const notified = {
    [SESSION_ENDED_CHANNEL]: sessions.live,
    [USER_FLAGS_CHANNEL]: apps.flags,
    [SUBSCRIPTION_CHANNEL]: quota.subscriptions,
  };
  const stopListening = await database.listen(
    Object.keys(notified),
    (channel, id) => notified[channel as keyof typeof notified]?.invalidate(id),
    // Until it listens again, every call reads these from the database.
    (listening) => Object.values(notified).forEach((cache) => cache.setListening(listening)),
  );
  app.addHook('onClose', stopListening);
  const billing = new BillingService(
    db,
    config.billing ? stripeClient(config.billing) : undefined,
    config.billing,
    config.publicUrl,
    clock,
    quota,
    audit,
    mailer,
    app.log,
  );
  const account = new AccountService(db, clock, sessions, apps, quota, billing, audit, mailer, app.log);
  const services: Services = {
    account,
    alerts: new AlertsService(db, database.raw, clock),
    inactivity: new InactivitySweeper(database, clock, account, mailer, app.log),
    apps,
    audit,
    auth,
    reset: new ResetService(db, clock, resetKey, hasher, auth, sessions, audit, mailer),
    recoveryEmail: new RecoveryEmailService(
      db,
      clock,
      deriveKey(config.appSecret, 'recovery-email-code'),
      audit,
      mailer,
      config.recoveryChange,
      app.log,
    ),
    sessions,
    tokens,
    twoFactor: new TwoFactorService(
      db,
      clock,
      deriveKey(config.appSecret, 'totp-secret-aes-256-gcm'),
      deriveKey(config.appSecret, 'recovery-code'),
      auth,
      sessions,
      audit,
      mailer,
      app.log,
    ),
    twoFactorSteps: new TwoFactorStepTokens(config.appSecret, clock, config.publicUrl),
    oauth: new OAuthService(db, clock, configuredProviders(config, clock), auth, audit, app.log),
    quota,
    generator: new GeneratorService(quota, strengthPool, app.log),
    billing,
    refundRetry: new RefundRetryJob(database, billing, app.log),
    callLimits: new AccountCallLimits(db, clock),
    support: new SupportService(db, clock, mailer, config.support.email, app.log),
    consent: new ConsentService(db, clock),
    cookies: new AuthCookies(config.isProduction || config.publicUrl.startsWith('https:')),
    deviceKey: deriveKey(config.appSecret, 'device-fingerprint'),
  };
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', clock);
  app.decorate('services', services);
  // Inactive accounts: noticed, then deleted (part 2 §4); the sweep stops with the server.
  const stopSweeping = services.inactivity.start();
  app.addHook('onClose', async () => stopSweeping());
  const stopRefundRetry = services.refundRetry.start();
  app.addHook('onClose', async () => stopRefundRetry());

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
  const pressure =
    deps.pressure ??
    new EventLoopPressure((overloaded, delayMs) => {
      const delay = { eventLoopDelayMs: Math.round(delayMs) };
      if (overloaded) app.log.warn(delay, 'overloaded: new requests get 503 with Retry-After');
      else app.log.info(delay, 'load back to normal');
    });
  app.addHook('onClose', async () => pressure.close());
  // The one hook every request passes (a callback, not an async function): its security
  // headers, the 503 while stopping, and the 503 while overloaded.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    if (closing) {
      reply.header('connection', 'close');
      return done(serviceUnavailable());
    }
    if (!pressure.overloaded || isHealthProbe(request.url)) return done();
    done(overloaded(1));
  });
  await app.register(cookiesPlugin);
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(authPlugin);
  await app.register(docsPlugin);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(appsRoutes);
      await api.register(authRoutes);
      await api.register(recoveryEmailRoutes);
      await api.register(twoFactorRoutes);
      await api.register(oauthRoutes);
      await api.register(generatorRoutes);
      await api.register(quotaRoutes);
      await api.register(auditRoutes);
      await api.register(billingRoutes);
      await api.register(accountRoutes);
      await api.register(supportRoutes);
      await api.register(alertsRoutes);
      await api.register(consentRoutes);
      await api.register(siteRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin, { distDir: deps.webDistDir ?? webDistDir });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** Load balancers' and supervisors' calls: answered even while the instance sheds load. */
function isHealthProbe(url: string): boolean {
  return url === '/api/ping' || url.startsWith('/api/health/');
}
