import { errorSchema } from '@trousse/contracts/errors';
import { errorCodes } from '@trousse/contracts/error-codes';
import { pingResponseSchema } from '@trousse/contracts/health';
import { messagesFr } from '@trousse/contracts/messages-fr';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';

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
        throw new HttpError(503, messagesFr.serviceUnavailable, errorCodes.unavailable);
      }
      return { status: 'ok' as const, database: 'up' as const };
    },
  );
};
