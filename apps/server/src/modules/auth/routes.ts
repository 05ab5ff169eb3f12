import { api } from '@trousse/contracts/api/server';
import type { DeviceInfo } from '@trousse/contracts/api/auth/schemas';
import { messagesFr } from '@trousse/contracts/messages-fr';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import { refreshInvalid, sessionNotFound, unauthenticated } from '../../lib/http-error';
import { authOf } from '../../plugins/auth';
import { authRateLimit } from '../../plugins/rate-limit';
import { requestContext } from './context';
import { confirmSensitiveChange } from './sensitive-change';
import { toAuthResponse, toUser, type SignInResult } from './service';
import { OAUTH_PENDING_COOKIE, REFRESH_COOKIE } from './cookies';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, reset, sessions, deviceKey, cookies } = app.services;
  const limited = { rateLimit: authRateLimit(app.config.authRateLimitPerMinute) };
  const contextOf = (request: FastifyRequest, deviceInfo?: DeviceInfo) =>
    requestContext(request, deviceKey, deviceInfo);

  /** A session, or — the account having 2FA — the proof that this client passed the code step. */
  async function signedIn(reply: FastifyReply, result: SignInResult, status = 200) {
    if (result.requires2FA) {
      cookies.setTwoFactorStep(reply, app.services.twoFactorSteps.sign(result.userId, result.email));
    } else {
      cookies.setRefresh(reply, result.session);
    }
    return reply.code(status).send(toAuthResponse(result));
  }

  app.route({
    ...routeOf(app, api.auth.checkEmail),
    config: limited,
    handler: async (request) => auth.checkEmail(request.body.email),
  });

  app.route({
    ...routeOf(app, api.auth.register),
    config: limited,
    handler: async (request, reply) => {
      const { email, code, deviceInfo, language } = request.body;
      return signedIn(
        reply,
        await auth.register({ email, code, language }, contextOf(request, deviceInfo)),
        201,
      );
    },
  });

  app.route({
    ...routeOf(app, api.auth.login),
    config: limited,
    handler: async (request, reply) => {
      const { email, code, deviceInfo, oauthToken } = request.body;
      const context = contextOf(request, deviceInfo);
      if (oauthToken) {
        app.services.oauth.assertSameBrowser(oauthToken, request.cookies[OAUTH_PENDING_COOKIE]);
        await app.services.oauth.assertLinkable(oauthToken, email);
      }
      const result = await auth.login({ email, code }, context);
      if (oauthToken) {
        const userId = result.requires2FA ? result.userId : result.user.id;
        await app.services.oauth.linkAfterLogin(oauthToken, userId, context);
      }
      return signedIn(reply, result);
    },
  });

  app.route({
    ...routeOf(app, api.auth.requestReset),
    config: limited,
    handler: async (request) => {
      await reset.request(request.body.email, contextOf(request));
      return { success: true as const, message: messagesFr.resetSent };
    },
  });

  app.route({
    ...routeOf(app, api.auth.validateResetCode),
    handler: async (request) => {
      await reset.validate(request.body.email, request.body.resetCode, contextOf(request));
      return { success: true as const };
    },
  });

  app.route({
    ...routeOf(app, api.auth.verifyReset),
    handler: async (request, reply) => {
      const { email, resetCode, newCode } = request.body;
      return signedIn(reply, await reset.complete({ email, resetCode, newCode }, contextOf(request)));
    },
  });

  app.route({
    ...routeOf(app, api.auth.refresh),
    handler: async (request, reply) => {
      const outcome = await sessions.refresh(request.cookies[REFRESH_COOKIE], contextOf(request));
      if (!outcome.ok) {
        cookies.clearRefresh(reply);
        throw refreshInvalid();
      }
      cookies.setRefresh(reply, outcome.session);
      return { accessToken: outcome.session.accessToken };
    },
  });

  app.route({
    ...routeOf(app, api.auth.logout),
    handler: async (request, reply) => {
      await sessions.logout(
        { refreshToken: request.cookies[REFRESH_COOKIE], claims: await app.bearerClaims(request) },
        contextOf(request),
      );
      cookies.clearRefresh(reply);
      return { success: true as const };
    },
  });

  app.route({
    ...routeOf(app, api.auth.me),
    handler: async (request) => {
      const user = await auth.findById(authOf(request).userId);
      if (!user) throw unauthenticated();
      return { user: toUser(user) };
    },
  });

  app.route({
    ...routeOf(app, api.auth.preferences),
    handler: async (request) => {
      const user = await auth.setLanguage(authOf(request).userId, request.body.language);
      if (!user) throw unauthenticated();
      return { user: toUser(user) };
    },
  });

  app.route({
    ...routeOf(app, api.auth.changeCode),
    config: limited,
    handler: async (request) => {
      const { userId, sessionId } = authOf(request);
      const { currentCode, newCode, twoFactorCode } = request.body;
      const context = contextOf(request);
      // A sensitive change: the current code under the sign-in lockout, and the second factor.
      const user = await confirmSensitiveChange(
        app.services,
        userId,
        { currentCode, twoFactorCode },
        context,
      );
      await auth.changeCode(user, sessionId, newCode, context);
      return { success: true as const };
    },
  });

  app.route({
    ...routeOf(app, api.auth.heartbeat),
    handler: async (request) => {
      const claims = await app.bearerClaims(request);
      if (!claims) throw unauthenticated();
      const alive = await sessions.touch(claims.sessionId, claims.userId);
      return { data: { code: alive ? ('OK' as const) : ('CLIENT_DISCONNECTED' as const) } };
    },
  });

  app.route({
    ...routeOf(app, api.auth.clientDisconnect),
    handler: async (request) => {
      const { sessionId, userId } = authOf(request);
      await sessions.markAway(sessionId, userId);
      return { success: true as const };
    },
  });

  app.route({
    ...routeOf(app, api.auth.sessions),
    handler: async (request) => {
      const { sessionId, userId } = authOf(request);
      return { data: await sessions.list(userId, sessionId) };
    },
  });

  app.route({
    ...routeOf(app, api.auth.endSession),
    handler: async (request) => {
      const { userId } = authOf(request);
      const ended = await sessions.revoke(request.params.id, 'revoked', userId);
      if (!ended) throw sessionNotFound();
      await app.services.audit.record(userId, 'session.revoked', app.clock.now(), contextOf(request));
      return { success: true as const };
    },
  });
};
