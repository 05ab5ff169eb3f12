import { api } from '@trousse/contracts/api/server';
import { messagesFr2fa } from '@trousse/contracts/messages-fr-2fa';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import { twoFactorStepRequired } from '../../lib/http-error';
import { authOf } from '../../plugins/auth';
import { authRateLimit } from '../../plugins/rate-limit';
import { requestContext } from '../auth/context';
import { TWO_FACTOR_STEP_COOKIE } from '../auth/cookies';

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { twoFactor, auth, cookies, deviceKey } = app.services;
  const contextOf = (request: FastifyRequest) => requestContext(request, deviceKey);

  app.route({
    ...routeOf(app, api.twoFactor.status),
    handler: async (request) => twoFactor.status(authOf(request).userId),
  });

  app.route({
    ...routeOf(app, api.twoFactor.enable),
    config: { rateLimit: authRateLimit(app.config.authRateLimitPerMinute) },
    handler: async (request) => {
      const { userId } = authOf(request);
      // A sensitive change: the current access code, under the sign-in lockout (DECISIONS §2).
      await auth.verifyCurrentCode(userId, request.body.code, contextOf(request));
      return twoFactor.setup(userId);
    },
  });

  app.route({
    ...routeOf(app, api.twoFactor.verify),
    handler: async (request) => {
      const { userId, sessionId } = authOf(request);
      await twoFactor.activate(userId, sessionId, request.body, contextOf(request));
      return { success: true as const, message: messagesFr2fa.enabled };
    },
  });

  app.route({
    ...routeOf(app, api.twoFactor.disable),
    config: { rateLimit: authRateLimit(app.config.authRateLimitPerMinute) },
    handler: async (request) => {
      const { userId, sessionId } = authOf(request);
      const context = contextOf(request);
      // A sensitive change (DECISIONS §2): the current access code under the sign-in lockout first,
      // then the second factor, which disable() checks.
      await auth.verifyCurrentCode(userId, request.body.currentCode, context);
      await twoFactor.disable(userId, sessionId, request.body.code, context);
      return { success: true as const, message: messagesFr2fa.disabled };
    },
  });

  app.route({
    ...routeOf(app, api.twoFactor.recoveryCodes),
    handler: async (request) => ({
      backupCodes: await twoFactor.renewRecoveryCodes(
        authOf(request).userId,
        request.body.code,
        contextOf(request),
      ),
    }),
  });

  app.route({
    ...routeOf(app, api.twoFactor.verifyLogin),
    config: { rateLimit: authRateLimit(app.config.authRateLimitPerMinute) },
    handler: async (request, reply) => {
      const stepToken = request.cookies[TWO_FACTOR_STEP_COOKIE];
      const step = stepToken ? await app.services.twoFactorSteps.verify(stepToken) : undefined;
      if (!step || step.email !== request.body.email) throw twoFactorStepRequired();
      const context = contextOf(request);
      await twoFactor.verifySecondFactor(step.userId, request.body.code, context);
      const user = await auth.findById(step.userId);
      if (!user) throw twoFactorStepRequired();
      const result = await auth.completeSignIn(user, context, { secondFactorPassed: true });
      if (result.requires2FA) throw new Error('second factor passed');
      cookies.clearTwoFactorStep(reply);
      // The refresh token goes only in its httpOnly cookie (DECISIONS §9).
      cookies.setRefresh(reply, result.session);
      return { accessToken: result.accessToken, user: result.user };
    },
  });
};
