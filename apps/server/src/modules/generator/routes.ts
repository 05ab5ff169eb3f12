import { errorSchema } from '@trousse/contracts/errors';
import { generateRequestSchema, generateResponseSchema } from '@trousse/contracts/generator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';

const errors = { 400: errorSchema, 401: errorSchema, 429: errorSchema, 503: errorSchema };

export const generatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { generator } = app.services;

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
};
