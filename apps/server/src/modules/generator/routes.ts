import { billingUsageResponseSchema } from '@trousse/contracts/apps';
import { errorSchema } from '@trousse/contracts/errors';
import {
  generateRequestSchema,
  generateResponseSchema,
  usageResponseSchema,
} from '@trousse/contracts/generator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';

const errors = { 400: errorSchema, 401: errorSchema, 429: errorSchema, 503: errorSchema };

export const generatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { generator, quota } = app.services;

  app.post(
    '/apps/password-generator/generate',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['generator'],
        summary: 'Génère des mots de passe (une utilisation du forfait par appel)',
        body: generateRequestSchema,
        response: { 200: generateResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      passwords: await generator.generate(authOf(request).userId, request.body.options, request.body.count),
    }),
  );

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
