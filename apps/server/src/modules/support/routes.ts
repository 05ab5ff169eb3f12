import { api } from '@trousse/contracts/api/server';
import { DEFAULT_LANGUAGE } from '@trousse/contracts/language';
import { messagesFrSupport } from '@trousse/contracts/messages-fr-support';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { truncateIp } from '../../lib/request-info';
import { routeOf } from '../../lib/route';

/** The support form: open to visitors; a signed-in sender's message joins their account's data. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, sessions, support } = app.services;
  const perHour = app.config.support.rateLimitPerHour;
  // Per IP, shared through Redis like the sign-in limits; the per-address limit is in SQL.
  const rateLimit = perHour > 0 ? { max: perHour, timeWindow: 3_600_000 } : false;

  /** The sender's account when a live session's bearer comes along; no bearer is no error here. */
  async function senderAccount(request: FastifyRequest) {
    const claims = await app.bearerClaims(request);
    if (!claims || !(await sessions.liveUser(claims.sessionId, claims.userId))) return undefined;
    return auth.findById(claims.userId);
  }

  const sent = (ticket: string) => ({
    success: true as const,
    ticket,
    message: messagesFrSupport.successBody,
  });

  app.route({
    ...routeOf(app, api.support.contact),
    handler: async () => ({ phone: app.config.support.phone ?? null }),
  });

  app.route({
    ...routeOf(app, api.support.send),
    config: { rateLimit },
    handler: async (request, reply) => {
      const { email, message, language, website } = request.body;
      // The honeypot: only a script fills a field nobody sees. It is told it succeeded.
      if (website && website.trim() !== '') {
        request.log.info('support honeypot filled: nothing stored or mailed');
        return reply.code(201).send(sent(support.decoyTicket()));
      }
      const account = await senderAccount(request);
      const ticket = await support.send({
        email,
        message,
        language: language ?? account?.language ?? DEFAULT_LANGUAGE,
        userId: account?.id,
        ip: truncateIp(request.ip),
      });
      return reply.code(201).send(sent(ticket));
    },
  });
};
