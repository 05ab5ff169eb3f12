import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer, computed once. Styles allow 'unsafe-inline' because the
 * toast library inserts its stylesheet at run time; scripts never do (docs/decisions/003).
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { production: boolean }) => {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  if (options.production) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    // API answers may carry account data: never stored by a browser or a proxy.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
});
