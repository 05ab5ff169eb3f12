import { api } from '@trousse/contracts/api/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route';
import { authRateLimit } from '../../plugins/rate-limit';
import { requestContext } from '../auth/context';
import { toAuthResponse } from '../auth/service';
import { OAUTH_PENDING_COOKIE } from '../auth/cookies';
import { PENDING_TTL_MS, STATE_TTL_MS } from './service';

const STATE_COOKIE = 'oauthState';
const STATE_COOKIE_PATH = '/api/auth/oauth';

export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { oauth, cookies, deviceKey } = app.services;
  const secure = app.config.isProduction || app.config.publicUrl.startsWith('https:');
  /** Redirect targets are built from PUBLIC_URL only: no open redirect. */
  const to = (path: string, params: Record<string, string>) =>
    `${app.config.publicUrl}${path}?${new URLSearchParams(params).toString()}`;

  app.route({
    ...routeOf(app, api.oauth.providers),
    handler: async () => ({ providers: oauth.enabledProviders() }),
  });

  app.route({
    // Each start stores a state row: limited per IP like the other sign-in calls.
    ...routeOf(app, api.oauth.start),
    config: { rateLimit: authRateLimit(app.config.authRateLimitPerMinute) },
    handler: async (request, reply) => {
      const { url, state } = await oauth.start(request.params.provider);
      // Lax, not Strict: the provider's redirect back is a cross-site navigation.
      reply.setCookie(STATE_COOKIE, state, {
        path: STATE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: STATE_TTL_MS / 1000,
      });
      return reply.redirect(url.toString(), 302);
    },
  });

  app.route({
    ...routeOf(app, api.oauth.callback),
    handler: async (request, reply) => {
      const { provider } = request.params;
      const outcome = await oauth.callback(
        provider,
        request.query,
        request.cookies[STATE_COOKIE],
        requestContext(request, deviceKey),
      );
      reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });
      if (outcome.kind === 'error') {
        return reply.redirect(to('/auth/callback', { error: outcome.error, message: outcome.message }), 302);
      }
      if (outcome.kind === 'pending') {
        const { step, token, email } = outcome;
        // The token in the address is good only with this browser's copy of it.
        reply.setCookie(OAUTH_PENDING_COOKIE, token, {
          path: '/api/auth',
          httpOnly: true,
          sameSite: 'strict',
          secure,
          maxAge: PENDING_TTL_MS / 1000,
        });
        return reply.redirect(to('/auth', { step, token, provider, email }), 302);
      }
      const { result } = outcome;
      if (result.requires2FA) {
        cookies.setTwoFactorStep(reply, app.services.twoFactorSteps.sign(result.userId, result.email));
        return reply.redirect(to('/auth/callback', { requires2FA: '1', email: result.email, provider }), 302);
      }
      // Signed in: the session travels only in the httpOnly, SameSite=Strict refresh cookie. The
      // callback screen trades it for an access token (POST /auth/refresh); no token goes in the
      // address, so a link made by someone else can never sign this browser into their account.
      cookies.setRefresh(reply, result.session);
      return reply.redirect(to('/auth/callback', { provider }), 302);
    },
  });

  app.route({
    ...routeOf(app, api.oauth.createCode),
    handler: async (request, reply) => {
      const { token, code, deviceInfo, language } = request.body;
      oauth.assertSameBrowser(token, request.cookies[OAUTH_PENDING_COOKIE]);
      const context = requestContext(request, deviceKey, deviceInfo);
      const result = await oauth.createAccount(token, code, context, language);
      cookies.setRefresh(reply, result.session);
      return reply.code(201).send(toAuthResponse(result));
    },
  });

  app.route({
    ...routeOf(app, api.oauth.cleanup),
    handler: async (request) => {
      await oauth.cleanup(request.body.token);
      return { success: true as const };
    },
  });
};
