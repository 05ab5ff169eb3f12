import { api } from '@trousse/contracts/api/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';

/** What the legal pages and the analytics read from the configuration (null: not set). */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { legal, analyticsId } = app.config;
  const info = {
    publisher: {
      name: legal.publisherName ?? null,
      legalForm: legal.publisherForm ?? null,
      address: legal.publisherAddress ?? null,
      registration: legal.publisherRegistration ?? null,
      director: legal.publicationDirector ?? null,
      email: legal.contactEmail ?? null,
      host: legal.host ?? null,
    },
    analyticsId: analyticsId ?? null,
  };

  app.route({
    ...routeOf(app, api.site.info),
    handler: async () => info,
  });
};
