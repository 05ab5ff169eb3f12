import { api } from '@trousse/contracts/api/server';
import { syncedErrors } from '@trousse/contracts/api/synced-errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail } from '../../lib/http-error';
import { sendPreparedJson } from '../../lib/reply';
import { routeOf } from '../../lib/route';
import { authOf } from '../../plugins/auth';

/** The to-do list's calls: the signed-in account's lists and items only. */
export const todoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { todo } = app.services;
  const done = { success: true as const };

  app.route({
    ...routeOf(app, api.todo.lists),
    handler: async (request) => ({ data: await todo.lists(authOf(request).userId) }),
  });

  app.route({
    ...routeOf(app, api.todo.createList),
    handler: async (request, reply) =>
      reply.code(201).send({ data: await todo.createList(authOf(request).userId, request.body) }),
  });

  app.route({
    ...routeOf(app, api.todo.updateList),
    handler: async (request) => ({
      data: await todo.updateList(authOf(request).userId, request.params.id, request.body),
    }),
  });

  app.route({
    ...routeOf(app, api.todo.deleteList),
    handler: async (request) => {
      await todo.deleteList(authOf(request).userId, request.params.id);
      return done;
    },
  });

  app.route({
    ...routeOf(app, api.todo.items),
    handler: async (request, reply) => {
      const answer = await todo.itemsAnswer(authOf(request).userId, request.params.id);
      if (!answer) throw fail(syncedErrors.itemNotFound);
      return sendPreparedJson(request, reply, answer);
    },
  });

  app.route({
    ...routeOf(app, api.todo.createItem),
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await todo.createItem(authOf(request).userId, request.params.id, request.body),
      }),
  });

  app.route({
    ...routeOf(app, api.todo.updateItem),
    handler: async (request) => ({
      data: await todo.updateItem(authOf(request).userId, request.params.id, request.body),
    }),
  });

  app.route({
    ...routeOf(app, api.todo.deleteItem),
    handler: async (request) => {
      await todo.deleteItem(authOf(request).userId, request.params.id);
      return done;
    },
  });
};
