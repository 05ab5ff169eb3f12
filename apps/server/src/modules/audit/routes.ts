import { auditQuerySchema, auditResponseSchema } from '@trousse/contracts/auth';
import { errorSchema } from '@trousse/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['audit'],
        summary: "Journal d'activité du compte, du plus récent au plus ancien",
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) =>
      app.services.audit.list(authOf(request).userId, request.query.page, request.query.pageSize),
  );
};
