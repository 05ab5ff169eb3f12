import { billingUsageResponseSchema } from '@trousse/contracts/apps';
import { errorSchema } from '@trousse/contracts/errors';
import { usageResponseSchema } from '@trousse/contracts/generator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';

/** What the caller's plan allows and what they used of it. */
export const quotaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quota } = app.services;

  app.get(
    '/apps/password-generator/usage',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['generator'],
        summary: 'Utilisations du forfait : consommées et restantes',
        response: { 200: usageResponseSchema, 401: errorSchema },
      },
    },
    async (request) => ({ success: true as const, usage: await quota.usage(authOf(request).userId) }),
  );

  app.get(
    '/billing/usage',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['billing'],
        summary: 'Forfait, quotas et appels du mois',
        response: { 200: billingUsageResponseSchema, 401: errorSchema },
      },
    },
    async (request) => quota.billingUsage(authOf(request).userId),
  );
};
