import { api } from '@trousse/contracts/api/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { routeOf } from '../../lib/route';

/** What the caller's plan allows and what they used of it. */
export const quotaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quota } = app.services;

  app.route({
    ...routeOf(app, api.quota.usage),
    handler: async (request) => ({
      success: true as const,
      usage: await quota.usage(authOf(request).userId),
    }),
  });

  app.route({
    ...routeOf(app, api.quota.billingUsage),
    handler: async (request) => quota.billingUsage(authOf(request).userId),
  });
};
