import { api } from '@trousse/contracts/api/server';
import { messagesFrAccount } from '@trousse/contracts/messages-fr-account';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated, userMismatch } from '../../lib/http-error';
import { routeOf } from '../../lib/route';
import { authOf } from '../../plugins/auth';
import { authRateLimit } from '../../plugins/rate-limit';
import { requestContext } from '../auth/context';
import { confirmSensitiveChange, type CurrentCodes } from '../auth/sensitive-change';
import { toUser } from '../auth/service';

/**
 * The recovery-email calls of part 2 §7: the bearer token chooses the account, never the body.
 * Setting the address, asking to change it, completing or cancelling a change also carry the
 * current access code and second factor (DECISIONS §2, decision 014).
 */
export const recoveryEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, recoveryEmail, deviceKey } = app.services;
  const limited = { rateLimit: authRateLimit(app.config.authRateLimitPerMinute) };

  /** The signed-in account; a `userEmail` naming another one changes nothing (403). */
  async function accountOf(request: FastifyRequest, userEmail?: string) {
    const user = await auth.findById(authOf(request).userId);
    if (!user) throw unauthenticated();
    if (userEmail !== undefined && userEmail !== user.email) throw userMismatch();
    return { user, context: requestContext(request, deviceKey) };
  }

  /**
   * The account, once the current codes are proven: before any mailed code is tried and before
   * anything changes, so a stolen session gets no further than the sign-in lockout allows.
   */
  async function confirmedAccountOf(request: FastifyRequest, userEmail: string, codes: CurrentCodes) {
    const { user, context } = await accountOf(request, userEmail);
    const confirmed = await confirmSensitiveChange(app.services, user.id, codes, context);
    return { user: confirmed, context };
  }

  const codeSent = (cooldownRemaining: number) => ({
    success: true as const,
    message: messagesFrAccount.validationCodeSent,
    cooldownRemaining,
  });

  app.route({
    ...routeOf(app, api.recoveryEmail.sendCode),
    config: limited,
    handler: async (request) => {
      const { user, context } = await accountOf(request);
      return codeSent(await recoveryEmail.sendSetCode(user, request.body.email, context));
    },
  });

  app.route({
    ...routeOf(app, api.recoveryEmail.verifyCode),
    config: limited,
    handler: async (request) => {
      const { email, code, userEmail, ...codes } = request.body;
      const { user, context } = await confirmedAccountOf(request, userEmail, codes);
      const updated = await recoveryEmail.verifySetCode(user, email, code, context);
      return { success: true as const, message: messagesFrAccount.recoveryEmailSaved, user: toUser(updated) };
    },
  });

  app.route({
    ...routeOf(app, api.recoveryEmail.status),
    handler: async (request) => {
      const { user } = await accountOf(request, request.body.userEmail);
      return recoveryEmail.status(user);
    },
  });

  app.route({
    ...routeOf(app, api.recoveryEmail.requestChange),
    config: limited,
    handler: async (request) => {
      const { userEmail, ...codes } = request.body;
      const { user, context } = await confirmedAccountOf(request, userEmail, codes);
      return recoveryEmail.requestChange(user, context);
    },
  });

  app.route({
    ...routeOf(app, api.recoveryEmail.openWindow),
    handler: async (request) => {
      const { user, context } = await accountOf(request, request.body.userEmail);
      return recoveryEmail.openWindow(user, context);
    },
  });

  app.route({
    ...routeOf(app, api.recoveryEmail.changeEmail),
    config: limited,
    handler: async (request) => {
      const { userEmail, newRecoveryEmail } = request.body;
      const { user, context } = await accountOf(request, userEmail);
      return codeSent(await recoveryEmail.sendChangeCode(user, newRecoveryEmail, context));
    },
  });

  app.route({
    ...routeOf(app, api.recoveryEmail.verifyChange),
    config: limited,
    handler: async (request) => {
      const { email, code, userEmail, ...codes } = request.body;
      const { user, context } = await confirmedAccountOf(request, userEmail, codes);
      const updated = await recoveryEmail.verifyChange(user, email, code, context);
      return { success: true as const, message: messagesFrAccount.recoveryEmailSaved, user: toUser(updated) };
    },
  });

  app.route({
    ...routeOf(app, api.recoveryEmail.cancelChange),
    config: limited,
    handler: async (request) => {
      const { userEmail, ...codes } = request.body;
      const { user, context } = await confirmedAccountOf(request, userEmail, codes);
      return recoveryEmail.cancelChange(user, context);
    },
  });
};
