import { api } from '@trousse/contracts/api/server';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/http-error';
import { routeOf } from '../../lib/route';
import { authOf } from '../../plugins/auth';
import { requestContext } from '../auth/context';

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { billing, auth, deviceKey, callLimits } = app.services;

  /** The signed-in account (its email and language are needed by Stripe and the mails). */
  async function account(request: FastifyRequest) {
    const user = await auth.findById(authOf(request).userId);
    if (!user) throw unauthenticated();
    return user;
  }

  app.route({
    ...routeOf(app, api.billing.plans),
    handler: async () => ({
      data: billing.plans(),
      paymentAvailable: billing.enabled,
      paymentLinks: billing.paymentLinks(),
    }),
  });

  app.route({
    ...routeOf(app, api.billing.createSession),
    handler: async (request) => {
      const user = await account(request);
      await callLimits.take(user.id, 'billing.create-session');
      return billing.createSession(
        user,
        request.body.planId,
        requestContext(request, deviceKey, {
          fingerprint: request.body.deviceFingerprint,
          userAgent: request.headers['user-agent'] ?? '',
          screenResolution: '',
        }),
      );
    },
  });

  app.route({
    ...routeOf(app, api.billing.subscription),
    handler: async (request) => billing.subscription(authOf(request).userId),
  });

  app.route({
    ...routeOf(app, api.billing.manage),
    handler: async (request) => billing.manage(authOf(request).userId),
  });

  app.route({
    ...routeOf(app, api.billing.cancel),
    handler: async (request) => {
      const user = await account(request);
      return billing.cancel(user, request.body.immediately, requestContext(request, deviceKey));
    },
  });

  app.route({
    ...routeOf(app, api.billing.forceSync),
    handler: async (request) => {
      const { userId } = authOf(request);
      await callLimits.take(userId, 'billing.force-sync');
      return billing.forceSync(userId);
    },
  });

  app.route({
    ...routeOf(app, api.billing.portal),
    handler: async (request) => {
      const { userId } = authOf(request);
      await callLimits.take(userId, 'billing.portal');
      return billing.portal(userId);
    },
  });

  // Stripe signs the exact bytes it sends: this route alone reads its body raw.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhook.route({
      ...routeOf(webhook, api.billing.webhook),
      handler: async (request) => {
        const signature = request.headers['stripe-signature'];
        await billing.handleWebhook(
          request.body as Buffer,
          Array.isArray(signature) ? signature[0] : signature,
        );
        return { received: true as const };
      },
    });
  });
};
