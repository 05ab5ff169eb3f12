import { api } from '@trousse/contracts/api/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import { sendJsonText } from '../../lib/reply';
import { authOf, bearerToken } from '../../plugins/auth';
import { unauthenticated } from '../../lib/http-error';

export const appsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { apps } = app.services;

  async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const claims = await app.bearerClaims(request);
    const json = claims ? await apps.catalogueJsonFor(claims.userId, claims.sessionId) : undefined;
    if (!json) throw unauthenticated();
    sendJsonText(reply, json);
  }

  app.route({
    ...routeOf(app, api.apps.list),
    handler: (request, reply) => {
      // Anonymous: the shared, pre-serialized answer, at once while it is fresh (the most
      // requested answer of all). Signed in: the same with the caller's flags.
      if (!bearerToken(request)) {
        const cached = apps.cachedAnonymousJson();
        if (cached !== undefined) {
          sendJsonText(reply, cached);
          return;
        }
        return apps.anonymousCatalogueJson().then((json) => {
          sendJsonText(reply, json);
        });
      }
      return signedIn(request, reply);
    },
  });

  app.route({
    ...routeOf(app, api.apps.installed),
    handler: async (request) => ({ data: await apps.installedApps(authOf(request).userId) }),
  });

  app.route({
    ...routeOf(app, api.apps.like),
    handler: async (request) => ({
      data: await apps.setLiked(authOf(request).userId, request.params.id, request.body.isLiked),
    }),
  });

  app.route({
    ...routeOf(app, api.apps.favorite),
    handler: async (request) => ({
      data: await apps.setFavorite(authOf(request).userId, request.params.id, request.body.isFavorite),
    }),
  });

  app.route({
    ...routeOf(app, api.apps.install),
    handler: async (request) => {
      const { userId } = authOf(request);
      await apps.setInstalled(userId, request.params.id, true);
      return { success: true as const, data: await apps.appFor(userId, request.params.id) };
    },
  });

  app.route({
    ...routeOf(app, api.apps.uninstall),
    handler: async (request) => {
      const { userId } = authOf(request);
      await apps.setInstalled(userId, request.params.id, false);
      return { success: true as const, data: await apps.appFor(userId, request.params.id) };
    },
  });
};
