import { type ErrorDetail } from '@trousse/contracts/errors';
import { errorCodes } from '@trousse/contracts/error-codes';
import { messagesFr } from '@trousse/contracts/messages-fr';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';

/**
 * The one exit for errors (DECISIONS §8): every failure becomes `{error, code?, …}` with a
 * French message; a 5xx never shows its cause, which only the log keeps.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return send(reply, error.statusCode, { error: error.message, code: error.code, ...error.extra });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: ErrorDetail[] = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath, issue.params),
        message: issue.message ?? messagesFr.invalidData,
      }));
      return send(reply, 400, { error: messagesFr.invalidData, code: errorCodes.validation, details });
    }

    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return send(reply, 503, { error: messagesFr.serviceUnavailable, code: errorCodes.unavailable });
    }

    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode < 500) {
      return send(reply, error.statusCode, clientError(error));
    }

    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { error: messagesFr.genericError, code: errorCodes.internal });
  });
});

function send(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}

/** `/email` → `email`; a missing required key names itself through the issue's params. */
function fieldName(instancePath: string, params: unknown): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (path) return path;
  const keys = (params as { issue?: { keys?: string[]; path?: PropertyKey[] } } | undefined)?.issue;
  if (keys?.keys?.length) return keys.keys.join(',');
  return 'body';
}

function clientError(error: FastifyError): Record<string, unknown> {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { error: messagesFr.payloadTooLarge, code: errorCodes.payloadTooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { error: 'Type de contenu non pris en charge', code: 'UNSUPPORTED_MEDIA_TYPE' };
    case 'FST_ERR_RATE_LIMIT_EXCEEDED':
      return { error: messagesFr.tooManyRequests, code: errorCodes.rateLimited };
    default:
      return { error: messagesFr.invalidData, code: errorCodes.validation, details: [] };
  }
}

const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '57P03']);

function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect/.test(message)
    )
      return true;
    current = cause;
  }
  return false;
}
