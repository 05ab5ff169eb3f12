import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that was serialized ahead of time (a cached answer, best already encoded as a
 * Buffer). Fastify sends it as is when its type is JSON, skipping the per-request serialization.
 */
export function sendJsonText(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
