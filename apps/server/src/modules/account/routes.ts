import { api } from '@trousse/contracts/api/server';
import { messagesFrAccount } from '@trousse/contracts/messages-fr-account';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/http-error';
import { routeOf } from '../../lib/route';
import { authOf } from '../../plugins/auth';
import { authRateLimit } from '../../plugins/rate-limit';
import { requestContext } from '../auth/context';
import { confirmSensitiveChange } from '../auth/sensitive-change';

/** "Mes données": the export of every personal record, and the deletion of the account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { account, cookies, deviceKey, callLimits } = app.services;
  const limited = { rateLimit: authRateLimit(app.config.authRateLimitPerMinute) };
  const contextOf = (request: FastifyRequest) => requestContext(request, deviceKey);

  app.route({
    ...routeOf(app, api.account.export),
    handler: async (request, reply) => {
      const { userId } = authOf(request);
      // Fifteen queries at once: a few a minute per account (the export is a file to keep).
      await callLimits.take(userId, 'account.export');
      const data = await account.export(userId, contextOf(request));
      reply.header('content-disposition', 'attachment; filename="trousse-export.json"');
      return data;
    },
  });

  app.route({
    ...routeOf(app, api.account.delete),
    config: limited,
    handler: async (request, reply) => {
      const { userId } = authOf(request);
      const { currentCode, twoFactorCode } = request.body;
      const context = contextOf(request);
      // The most sensitive change: the current code under the sign-in lockout, and the second factor.
      const user = await confirmSensitiveChange(
        app.services,
        userId,
        { currentCode, twoFactorCode },
        context,
      );
      // A deletion of the same account sent at the same time got there first: that one answers.
      if (!(await account.delete(user))) throw unauthenticated();
      cookies.clearRefresh(reply);
      return { success: true as const, message: messagesFrAccount.accountDeleted };
    },
  });
};
