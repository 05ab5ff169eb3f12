import { api } from '@trousse/contracts/endpoint-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceUnavailable } from '../../lib/http-error';
import { routeOf } from '../../lib/route';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
