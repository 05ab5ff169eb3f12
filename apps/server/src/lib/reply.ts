import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that was serialized ahead of time (a cached answer). Fastify sends a string
 * as is when its type is JSON, skipping the per-request serialization.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
