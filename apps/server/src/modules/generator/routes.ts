import { api } from '@trousse/contracts/api/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { routeOf } from '../../lib/route';

export const generatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { generator } = app.services;

  app.route({
    ...routeOf(app, api.generator.generate),
    handler: async (request) => ({
      success: true as const,
      passwords: await generator.generate(authOf(request).userId, request.body),
    }),
  });
};
