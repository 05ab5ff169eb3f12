import { appListResponseSchema } from '@trousse/contracts/apps';
import { errorSchema } from '@trousse/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../lib/reply';

export const appsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/apps',
    {
      schema: {
        tags: ['apps'],
        summary: 'Catalogue des applications',
        response: { 200: appListResponseSchema, 503: errorSchema },
      },
    },
    async (_request, reply) => {
      return sendJsonText(reply, await app.services.apps.anonymousCatalogueJson());
    },
  );
};
