import { errorSchema } from '@trousse/contracts/errors';
import { pingResponseSchema } from '@trousse/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceUnavailable } from '../../lib/http-error';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ping',
    {
      schema: {
        tags: ['health'],
        summary: 'État du service et de sa base de données',
        response: { 200: pingResponseSchema, 503: errorSchema },
      },
    },
    async () => {
      try {
        await app.database.ping();
      } catch (error) {
        app.log.warn({ err: error }, 'ping: database unreachable');
        throw serviceUnavailable();
      }
      return { status: 'ok' as const, database: 'up' as const };
    },
  );
};
