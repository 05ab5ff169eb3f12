import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig, startWarnings, type Config } from './config';
import { buildApp } from './app';
import { openDatabase, type DatabaseLogger } from './db/client';
import { seedCatalogue } from './db/seed';
import { resolveAppSecret, type AppSecretSource } from './lib/app-secret';
import { stdoutLog } from './lib/log-destination';
import { startMetricsServer } from './lib/metrics';
import { lowerHelperThreads } from './lib/thread-priority';
import { checkAppSecret, dataPlace, secretMismatchMessage } from './lib/secret-verifier';

/**
 * The log goes out on stdout in the background, in batches of 16 KB or 50 ms, instead of one
 * blocking write per line (lib/log-destination.ts). Every exit below writes out what is left
 * first.
 */
const logDestination = stdoutLog();
/** The application's logger, once it exists: a crash is logged there. */
let appLog: FastifyBaseLogger | undefined;

/** The only place that touches the process: configuration, database, listening, shutdown. */
async function main() {
  const { config, secretSource } = readConfig();

  // Lost connections are logged by the application's logger once it exists, to stderr before.
  let log: DatabaseLogger = {
    warn: (details, message) => console.error(JSON.stringify({ level: 40, ...details, msg: message })),
  };
  const database = await openDatabase(config, { warn: (details, message) => log.warn(details, message) });
  await database.migrate();
  // Data made with another APP_SECRET: stop before serving accounts that could not sign in.
  if ((await checkAppSecret(database.raw, config.appSecret, { record: true })) === 'mismatch') {
    console.error(secretMismatchMessage(secretSource, dataPlace(config)));
    await database.close();
    exitFlushed(1);
    return;
  }
  await seedCatalogue(database.db);

  const app = await buildApp({ config, database, logStream: logDestination });
  appLog = app.log;
  for (const warning of startWarnings(config)) app.log.warn(warning);
  log = app.log.child({ component: 'database' });
  // Prometheus metrics on a port of their own (METRICS_PORT), never the public one.
  const metricsServer = config.metrics && (await startMetricsServer({ ...config.metrics, log: app.log }));
  if (config.metrics && metricsServer)
    app.log.info(`métriques Prometheus : http://${config.metrics.host}:${metricsServer.port}/metrics`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // A stuck request must not keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      exitFlushed(1);
    }, 10_000);
    timer.unref();
    try {
      // Keep-alive connections whose request was in flight become idle only later: close them
      // as they do, instead of waiting for their keep-alive timeout.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
      await app.close();
      clearInterval(sweep);
      // Scraped until the requests in flight are answered.
      await metricsServer?.close();
      await database.close();
      app.log.info('stopped cleanly');
      exitFlushed(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      exitFlushed(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  await lowerHelperThreads();
  app.log.info(`Trousse est prêt : ${config.publicUrl} (base ${database.kind})`);
}

function readConfig(): { config: Config & { appSecret: string }; secretSource: AppSecretSource } {
  try {
    // eslint-disable-next-line no-restricted-syntax -- the one door to the environment
    const config = loadConfig(process.env);
    const { secret, source } = resolveAppSecret(config, { create: true });
    return { config: { ...config, appSecret: secret }, secretSource: source };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Ends the process once the log is written out. An asynchronous write may be in flight: it is
 * waited for (a second at most), so that what follows it is not written before it, then the
 * rest is written synchronously.
 */
let exiting = false;
function exitFlushed(code: number) {
  if (exiting) return;
  exiting = true;
  const exit = () => {
    try {
      logDestination.flushSync();
    } catch {
      // stdout is gone: nothing more can be written anywhere.
    }
    process.exit(code);
  };
  setTimeout(exit, 1000);
  logDestination.flush(exit);
}

/** A throw or a rejection nothing caught: the process is in an unknown state, so it stops. */
function crash(error: unknown, what: string) {
  if (appLog) appLog.fatal({ err: error }, what);
  else console.error(what, error);
  exitFlushed(1);
}
process.on('uncaughtException', (error) => crash(error, 'uncaught exception: stopping'));
process.on('unhandledRejection', (reason) => crash(reason, 'unhandled rejection: stopping'));

main().catch((error: unknown) => {
  if (appLog) appLog.fatal({ err: error }, 'failed to start');
  else console.error(error);
  exitFlushed(1);
});
