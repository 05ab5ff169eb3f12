import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { webDistDir } from './lib/paths';
import { appsRoutes } from './modules/apps/routes';
import { AppsService } from './modules/apps/service';
import { healthRoutes } from './modules/health/routes';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webPlugin } from './plugins/web';

// Validation messages default to French; the spec's own messages are set in the schemas.
z.config(z.locales.fr());

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Where the built web app lives; tests point it elsewhere or at nothing. */
  webDistDir?: string;
}

export interface Services {
  apps: AppsService;
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

  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 100 * 1024,
    // Keep-alive sockets are closed when idle at shutdown; requests in flight finish first.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services: Services = { apps: new AppsService(database.db, clock) };
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', clock);
  app.decorate('services', services);

  await app.register(securityHeadersPlugin, { production: config.isProduction });
  await app.register(errorsPlugin);
  await app.register(docsPlugin);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(appsRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin, { distDir: deps.webDistDir ?? webDistDir });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
