import { api } from '@trousse/contracts/api/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import { authOf } from '../../plugins/auth';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, api.audit.list),
    handler: async (request) =>
      app.services.audit.list(authOf(request).userId, request.query.page, request.query.pageSize),
  });
};
