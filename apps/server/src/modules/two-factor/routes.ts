import { successResponseSchema } from '@trousse/contracts/auth';
import { errorSchema } from '@trousse/contracts/errors';
import { messagesFr2fa } from '@trousse/contracts/messages-fr-2fa';
import {
  recoveryCodesResponseSchema,
  totpOnlyRequestSchema,
  twoFactorCodeRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorLoginRequestSchema,
  twoFactorLoginResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
  twoFactorVerifyRequestSchema,
} from '@trousse/contracts/two-factor';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { twoFactorStepRequired } from '../../lib/http-error';
import { authOf } from '../../plugins/auth';
import { authRateLimit } from '../../plugins/rate-limit';
import { requestContext } from '../auth/context';
import { TWO_FACTOR_STEP_COOKIE } from '../auth/cookies';

const errors = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 423: errorSchema, 429: errorSchema };

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { twoFactor, auth, cookies, deviceKey } = app.services;
  const contextOf = (request: FastifyRequest) => requestContext(request, deviceKey);
  const tags = ['2fa'];

  app.get(
    '/auth/2fa/status',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'État de la double authentification',
        response: { 200: twoFactorStatusResponseSchema, ...errors },
      },
    },
    async (request) => twoFactor.status(authOf(request).userId),
  );

  app.post(
    '/auth/2fa/enable',
    {
      preHandler: app.requireUser,
      config: { rateLimit: authRateLimit(app.config.authRateLimitPerMinute) },
      schema: {
        tags,
        summary:
          "Commence la configuration avec le code d'accès actuel : secret, QR code et codes de récupération",
        body: twoFactorEnableRequestSchema,
        response: { 200: twoFactorSetupResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      // A sensitive change: the current access code, under the sign-in lockout (DECISIONS §2).
      await auth.verifyCurrentCode(userId, request.body.code, contextOf(request));
      return twoFactor.setup(userId);
    },
  );

  app.post(
    '/auth/2fa/verify',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Active la double authentification avec un code de l'application",
        body: twoFactorVerifyRequestSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, sessionId } = authOf(request);
      await twoFactor.activate(userId, sessionId, request.body, contextOf(request));
      return { success: true as const, message: messagesFr2fa.enabled };
    },
  );

  app.post(
    '/auth/2fa/disable',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Désactive la double authentification (code de l'application ou de récupération)",
        body: twoFactorCodeRequestSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, sessionId } = authOf(request);
      await twoFactor.disable(userId, sessionId, request.body.code, contextOf(request));
      return { success: true as const, message: messagesFr2fa.disabled };
    },
  );

  app.post(
    '/auth/2fa/recovery-codes',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Génère de nouveaux codes de récupération (les anciens ne valent plus)',
        body: totpOnlyRequestSchema,
        response: { 200: recoveryCodesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      backupCodes: await twoFactor.renewRecoveryCodes(
        authOf(request).userId,
        request.body.code,
        contextOf(request),
      ),
    }),
  );

  app.post(
    '/auth/2fa/verify-login',
    {
      config: { rateLimit: authRateLimit(app.config.authRateLimitPerMinute) },
      schema: {
        tags,
        summary: "Second facteur de la connexion, depuis le client qui a passé l'étape du code",
        body: twoFactorLoginRequestSchema,
        response: { 200: twoFactorLoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
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
  );
};
