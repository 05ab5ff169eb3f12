import { api } from '@trousse/contracts/api/server';
import { NOTE_BODY_MAX, NOTE_TITLE_MAX } from '@trousse/contracts/personal-tools';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import { authOf } from '../../plugins/auth';

/**
 * A note's body may be NOTE_BODY_MAX characters of any kind: up to 3 bytes each in UTF-8, 6 once
 * JSON escapes a control character. The app's 100 KiB would refuse a long accented note.
 */
const WRITE_BODY_LIMIT = (NOTE_BODY_MAX + NOTE_TITLE_MAX) * 6 + 4_096;

/** The quick notes: every call for the signed-in account's own notes only. */
export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notes } = app.services;

  app.route({
    ...routeOf(app, api.notes.list),
    handler: async (request) => ({ data: await notes.list(authOf(request).userId, request.query.q) }),
  });

  app.route({
    ...routeOf(app, api.notes.get),
    handler: async (request) => ({ data: await notes.get(authOf(request).userId, request.params.id) }),
  });

  app.route({
    ...routeOf(app, api.notes.create),
    bodyLimit: WRITE_BODY_LIMIT,
    handler: async (request, reply) =>
      reply.code(201).send({ data: await notes.create(authOf(request).userId, request.body) }),
  });

  app.route({
    ...routeOf(app, api.notes.update),
    bodyLimit: WRITE_BODY_LIMIT,
    handler: async (request) => ({
      data: await notes.update(authOf(request).userId, request.params.id, request.body),
    }),
  });

  app.route({
    ...routeOf(app, api.notes.remove),
    handler: async (request) => {
      await notes.remove(authOf(request).userId, request.params.id);
      return { success: true as const };
    },
  });
};
