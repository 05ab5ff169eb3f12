import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessClaims } from '../lib/access-tokens';
import { originRejected, unauthenticated } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AccessClaims;
  }
  interface FastifyInstance {
    /**
     * The claims of the request's bearer access token when it sends a valid one: signature,
     * kind and expiry checked; whether its session is still live is not (requireUser does that).
     */
    bearerClaims(request: FastifyRequest): Promise<AccessClaims | undefined>;
    /** preHandler: a valid bearer access token whose session is still live. */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler for cookie-authenticated calls: Origin must be PUBLIC_URL (CSRF). */
    requireSameOrigin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** The token of `Authorization: Bearer …`; the scheme name is case-insensitive (RFC 9110 §11.1). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i.exec(header) : null;
  return match?.[1];
}

/** The caller's claims; only for routes behind requireUser. */
export function authOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', undefined);

  app.decorate('bearerClaims', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    return token ? app.services.tokens.verify(token) : undefined;
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const claims = await app.bearerClaims(request);
    if (!claims || !(await app.services.sessions.liveUser(claims.sessionId, claims.userId)))
      throw unauthenticated();
    request.auth = claims;
  });

  app.decorate('requireSameOrigin', async (request: FastifyRequest) => {
    if (request.headers.origin !== app.config.publicUrl) {
      throw originRejected();
    }
  });
});
