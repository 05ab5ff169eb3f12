import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api } from '@trousse/contracts/api/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceUnavailable } from '../../lib/http-error';
import { migrationsDir } from '../../lib/paths';
import { routeOf } from '../../lib/route';

/** How many migrations this build ships: the database is ready once it has applied them all. */
function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/**
 * The probes. `/api/ping` is the spec's (the service and its database); `/api/health/live` says
 * only that the process answers, for a supervisor deciding to restart it; `/api/health/ready`
 * says whether to send it traffic. While the instance stops, every call (these included) gets
 * the French 503 from app.ts's hook. The request log writes them at `debug`.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const migrations = shippedMigrations();

  app.route({
    ...routeOf(app, api.health.ping),
    handler: async () => {
      try {
        await app.database.ping();
      } catch (error) {
        app.log.warn({ err: error }, 'ping: database unreachable');
        throw serviceUnavailable();
      }
      return { status: 'ok' as const, database: 'up' as const };
    },
  });

  app.route({
    ...routeOf(app, api.health.live),
    handler: async () => ({ status: 'ok' as const }),
  });

  app.route({
    ...routeOf(app, api.health.ready),
    handler: async () => {
      let applied: number;
      try {
        const [row] = await app.database.raw<{ applied: number }>(
          'select count(*)::int as applied from drizzle.__drizzle_migrations',
          [],
        );
        applied = row?.applied ?? 0;
      } catch (error) {
        app.log.warn({ err: error }, 'ready: database unreachable');
        throw serviceUnavailable();
      }
      if (applied < migrations) {
        app.log.warn({ applied, shipped: migrations }, 'ready: migrations not all applied');
        throw serviceUnavailable();
      }
      return { status: 'ok' as const, database: 'up' as const, migrations: 'done' as const };
    },
  });
};
