import {
  appIdParamsSchema,
  appListResponseSchema,
  appResponseSchema,
  favoriteRequestSchema,
  installResponseSchema,
  likeRequestSchema,
  userAppsResponseSchema,
} from '@trousse/contracts/apps';
import { errorSchema } from '@trousse/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../lib/reply';
import { authOf, bearerToken } from '../../plugins/auth';
import { unauthenticated } from '../../lib/http-error';

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };

export const appsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { apps } = app.services;
  const tags = ['apps'];

  app.get(
    '/apps',
    {
      schema: {
        tags,
        summary: "Catalogue des applications (avec les j'aime et favoris de l'appelant connecté)",
        response: { 200: appListResponseSchema, 401: errorSchema, 503: errorSchema },
      },
    },
    async (request, reply) => {
      // Anonymous: the shared, pre-serialized answer. Signed in: the same with the caller's flags.
      if (!bearerToken(request)) return sendJsonText(reply, await apps.anonymousCatalogueJson());
      const claims = await app.bearerClaims(request);
      const json = claims ? await apps.catalogueJsonFor(claims.userId, claims.sessionId) : undefined;
      if (!json) throw unauthenticated();
      return sendJsonText(reply, json);
    },
  );

  app.get(
    '/apps/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Les applications installées par l'utilisateur",
        response: { 200: userAppsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await apps.installedApps(authOf(request).userId) }),
  );

  app.post(
    '/apps/:id/like',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "J'aime (ou plus) : idempotent",
        params: appIdParamsSchema,
        body: likeRequestSchema,
        response: { 200: appResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await apps.setLiked(authOf(request).userId, request.params.id, request.body.isLiked),
    }),
  );

  app.post(
    '/apps/:id/favorite',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Favori (ou plus) : idempotent',
        params: appIdParamsSchema,
        body: favoriteRequestSchema,
        response: { 200: appResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await apps.setFavorite(authOf(request).userId, request.params.id, request.body.isFavorite),
    }),
  );

  app.post(
    '/apps/:id/install',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Installe l'application pour l'utilisateur",
        params: appIdParamsSchema,
        response: { 200: installResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      await apps.setInstalled(userId, request.params.id, true);
      return { success: true as const, data: await apps.appFor(userId, request.params.id) };
    },
  );

  app.delete(
    '/apps/:id/uninstall',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Désinstalle l'application",
        params: appIdParamsSchema,
        response: { 200: installResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      await apps.setInstalled(userId, request.params.id, false);
      return { success: true as const, data: await apps.appFor(userId, request.params.id) };
    },
  );
};
