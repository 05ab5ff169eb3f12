import { api } from '@trousse/contracts/api/server';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { truncateIp } from '../../lib/request-info';
import { routeOf } from '../../lib/route';
import { authRateLimit } from '../../plugins/rate-limit';
import type { ConsentContext } from './service';

/**
 * The cookie banner's proofs (issue 14): open to visitors, keyed by the browser's session id;
 * a live session's bearer adds the account. Append and read only: no call changes a record.
 */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { consent, sessions } = app.services;
  const config = { rateLimit: authRateLimit(app.config.authRateLimitPerMinute) };

  /** The caller's account when a live session's bearer comes along; no bearer is no error here. */
  async function callerId(request: FastifyRequest): Promise<string | undefined> {
    const claims = await app.bearerClaims(request);
    if (!claims || !(await sessions.liveUser(claims.sessionId, claims.userId))) return undefined;
    return claims.userId;
  }

  async function contextOf(request: FastifyRequest, sessionId: string): Promise<ConsentContext> {
    return {
      sessionId,
      userId: await callerId(request),
      ip: truncateIp(request.ip),
      userAgent: request.headers['user-agent'],
    };
  }

  app.route({
    ...routeOf(app, api.consent.track),
    config,
    handler: async (request, reply) => {
      const proof = await consent.track(request.body, await contextOf(request, request.body.sessionId));
      return reply.code(201).send(proof);
    },
  });

  app.route({
    ...routeOf(app, api.consent.revoke),
    config,
    handler: async (request, reply) => {
      const { sessionId, method } = request.body;
      const proof = await consent.revoke(method, await contextOf(request, sessionId));
      return reply.code(201).send(proof);
    },
  });

  app.route({
    ...routeOf(app, api.consent.history),
    config,
    handler: async (request) => ({
      records: await consent.history(request.query.sessionId, await callerId(request)),
    }),
  });

  app.route({
    ...routeOf(app, api.consent.export),
    config,
    handler: async (request, reply) => {
      const records = await consent.history(request.query.sessionId, await callerId(request));
      reply.header('content-disposition', 'attachment; filename="consent-history.json"');
      return { records };
    },
  });
};
