import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyRequests } from '../lib/http-error';
import { metrics } from '../lib/metrics';

/**
 * Per-IP request limits for the sign-in calls. With REDIS_URL the counters are shared by all
 * instances; if Redis is unreachable the limiter lets requests through (the per-account
 * lockout, in PostgreSQL, still holds). Routes opt in with `config: { rateLimit: authRateLimit }`.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { redisUrl?: string }) => {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        connectTimeout: 1_000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis unavailable: rate limits not shared'));

  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'trousse-rl:',
    skipOnError: true,
    keyGenerator: (request) => request.ip,
    onExceeded: (request) => metrics.rateLimitRefused(request.routeOptions.url),
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
  });
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });
});

/** The limit applied to each sign-in route: AUTH_RATE_LIMIT_PER_MINUTE per IP, 0 = off. */
export function authRateLimit(perMinute: number): false | { max: number; timeWindow: number } {
  return perMinute > 0 ? { max: perMinute, timeWindow: 60_000 } : false;
}
