import { api } from '@trousse/contracts/api/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';

/** The system alerts (part 2 §3): visitors see those for everyone, signed-in users all of them. */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { alerts } = app.services;

  app.route({
    ...routeOf(app, api.alerts.global),
    handler: async () => alerts.live(false),
  });

  app.route({
    // The bearer token is checked by the map entry (auth required) before the handler runs.
    ...routeOf(app, api.alerts.active),
    handler: async () => alerts.live(true),
  });
};
