import { ConfigError, loadConfig, startWarnings, type Config } from './config';
import { buildApp } from './app';
import { openDatabase, type DatabaseLogger } from './db/client';
import { seedCatalogue } from './db/seed';
import { loadOrCreateAppSecret } from './lib/app-secret';

/** The only place that touches the process: configuration, database, listening, shutdown. */
async function main() {
  const config = readConfig();

  // Lost connections are logged by the application's logger once it exists, to stderr before.
  let log: DatabaseLogger = {
    warn: (details, message) => console.error(JSON.stringify({ level: 40, ...details, msg: message })),
  };
  const database = await openDatabase(config, { warn: (details, message) => log.warn(details, message) });
  await database.migrate();
  await seedCatalogue(database.db);

  const app = await buildApp({ config, database });
  for (const warning of startWarnings(config)) app.log.warn(warning);
  log = app.log.child({ component: 'database' });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // A stuck request must not keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      // Keep-alive connections whose request was in flight become idle only later: close them
      // as they do, instead of waiting for their keep-alive timeout.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
      await app.close();
      clearInterval(sweep);
      await database.close();
      app.log.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Trousse est prêt : ${config.publicUrl} (base ${database.kind})`);
}

function readConfig(): Config {
  try {
    // eslint-disable-next-line no-restricted-syntax -- the one door to the environment
    const config = loadConfig(process.env);
    return { ...config, appSecret: config.appSecret ?? loadOrCreateAppSecret(config.dataDir) };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
