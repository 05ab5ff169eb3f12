import {
  authResponseSchema,
  checkEmailRequestSchema,
  checkEmailResponseSchema,
  heartbeatResponseSchema,
  loginRequestSchema,
  meResponseSchema,
  preferencesRequestSchema,
  refreshResponseSchema,
  registerRequestSchema,
  requestResetRequestSchema,
  sessionIdParamsSchema,
  sessionListResponseSchema,
  successResponseSchema,
  validateResetCodeRequestSchema,
  verifyResetRequestSchema,
  type DeviceInfo,
} from '@trousse/contracts/auth';
import { errorSchema } from '@trousse/contracts/errors';
import { messagesFr } from '@trousse/contracts/messages-fr';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, refreshInvalid, unauthenticated } from '../../lib/http-error';
import { authOf } from '../../plugins/auth';
import { authRateLimit } from '../../plugins/rate-limit';
import { requestContext } from './context';
import { toAuthResponse, toUser, type SignInResult } from './service';
import { OAUTH_PENDING_COOKIE, REFRESH_COOKIE } from './cookies';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  409: errorSchema,
  423: errorSchema,
  429: errorSchema,
};

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

  app.post(
    '/auth/check-email',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: "Indique si l'email a un compte, et s'il est bloqué",
        body: checkEmailRequestSchema,
        response: { 200: checkEmailResponseSchema, ...errors },
      },
    },
    async (request) => auth.checkEmail(request.body.email),
  );

  app.post(
    '/auth/register',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Crée un compte et ouvre une session',
        body: registerRequestSchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email, code, deviceInfo } = request.body;
      return signedIn(reply, await auth.register({ email, code }, contextOf(request, deviceInfo)), 201);
    },
  );

  app.post(
    '/auth/login',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: "Connexion par email et code d'accès",
        body: loginRequestSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
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
  );

  app.post(
    '/auth/request-reset',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Envoie un code de réinitialisation par email',
        body: requestResetRequestSchema,
        response: { 200: successResponseSchema, ...errors, 503: errorSchema },
      },
    },
    async (request) => {
      await reset.request(request.body.email, contextOf(request));
      return { success: true as const, message: messagesFr.resetSent };
    },
  );

  app.post(
    '/auth/validate-reset-code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Vérifie un code de réinitialisation sans le consommer',
        body: validateResetCodeRequestSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      await reset.validate(request.body.email, request.body.resetCode, contextOf(request));
      return { success: true as const };
    },
  );

  app.post(
    '/auth/verify-reset',
    {
      schema: {
        tags: ['auth'],
        summary: "Change le code d'accès avec un code de réinitialisation et connecte",
        body: verifyResetRequestSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email, resetCode, newCode } = request.body;
      return signedIn(reply, await reset.complete({ email, resetCode, newCode }, contextOf(request)));
    },
  );

  app.post(
    '/auth/refresh',
    {
      preHandler: app.requireSameOrigin,
      schema: {
        tags: ['auth'],
        summary: "Renouvelle le jeton d'accès grâce au cookie de session (rotation)",
        response: { 200: refreshResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await sessions.refresh(request.cookies[REFRESH_COOKIE], contextOf(request));
      if (!outcome.ok) {
        cookies.clearRefresh(reply);
        throw refreshInvalid();
      }
      cookies.setRefresh(reply, outcome.session);
      return { accessToken: outcome.session.accessToken };
    },
  );

  app.post(
    '/auth/logout',
    {
      preHandler: app.requireSameOrigin,
      schema: {
        tags: ['auth'],
        summary: 'Termine la session courante',
        response: { 200: successResponseSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      await sessions.logout(
        { refreshToken: request.cookies[REFRESH_COOKIE], claims: await app.bearerClaims(request) },
        contextOf(request),
      );
      cookies.clearRefresh(reply);
      return { success: true as const };
    },
  );

  app.get(
    '/auth/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: "L'utilisateur connecté",
        response: { 200: meResponseSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const user = await auth.findById(authOf(request).userId);
      if (!user) throw unauthenticated();
      return { user: toUser(user) };
    },
  );

  app.put(
    '/auth/preferences',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Préférences du compte : sa langue (fr, en, es ou de)',
        body: preferencesRequestSchema,
        response: { 200: meResponseSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const user = await auth.setLanguage(authOf(request).userId, request.body.language);
      if (!user) throw unauthenticated();
      return { user: toUser(user) };
    },
  );

  app.post(
    '/auth/heartbeat',
    {
      schema: {
        tags: ['auth'],
        summary: 'Maintien de session : OK, ou CLIENT_DISCONNECTED si elle a pris fin',
        response: { 200: heartbeatResponseSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const claims = await app.bearerClaims(request);
      if (!claims) throw unauthenticated();
      const alive = await sessions.touch(claims.sessionId, claims.userId);
      return { data: { code: alive ? ('OK' as const) : ('CLIENT_DISCONNECTED' as const) } };
    },
  );

  app.post(
    '/auth/client-disconnect',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'La page est masquée : la session reste valide, marquée absente',
        response: { 200: successResponseSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const { sessionId, userId } = authOf(request);
      await sessions.markAway(sessionId, userId);
      return { success: true as const };
    },
  );

  app.get(
    '/auth/sessions',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Les sessions actives du compte',
        response: { 200: sessionListResponseSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const { sessionId, userId } = authOf(request);
      return { data: await sessions.list(userId, sessionId) };
    },
  );

  app.delete(
    '/auth/sessions/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Termine une session du compte',
        params: sessionIdParamsSchema,
        response: { 200: successResponseSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const ended = await sessions.revoke(request.params.id, 'revoked', userId);
      if (!ended) throw notFound(messagesFr.sessionNotFound);
      await app.services.audit.record(userId, 'session.revoked', app.clock.now(), contextOf(request));
      return { success: true as const };
    },
  );
};
