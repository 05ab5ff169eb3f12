import { api } from '@trousse/contracts/api/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import { authOf } from '../../plugins/auth';

/** The habit tracker's calls: signed in only, each on the caller's own habits. */
export const habitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { habits } = app.services;

  app.route({
    ...routeOf(app, api.habits.list),
    handler: async (request) => habits.list(authOf(request).userId, request.query.timeZone),
  });

  app.route({
    ...routeOf(app, api.habits.create),
    handler: async (request, reply) =>
      reply.code(201).send(await habits.create(authOf(request).userId, request.body)),
  });

  app.route({
    ...routeOf(app, api.habits.update),
    handler: async (request) => habits.update(authOf(request).userId, request.params.id, request.body),
  });

  app.route({
    ...routeOf(app, api.habits.remove),
    handler: async (request) => {
      await habits.remove(authOf(request).userId, request.params.id);
      return { success: true as const };
    },
  });

  app.route({
    ...routeOf(app, api.habits.check),
    handler: async (request) =>
      habits.check(authOf(request).userId, request.params.id, { day: request.params.day, ...request.body }),
  });
};
