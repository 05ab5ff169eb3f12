import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorDetail } from '@trousse/contracts/api/shared';
import { errorCodes } from '@trousse/contracts/error-codes';
import { messagesFr } from '@trousse/contracts/messages-fr';
import { shortEcho } from '@trousse/contracts/validation-fr';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isAccountGone } from '../db/sql-helpers';
import { HttpError } from '../lib/http-error';

/**
 * The one exit for errors (DECISIONS §8): every failure, whoever raises it — the HTTP parser,
 * the router, the body parser or a route — becomes `{error, code, …}` with a French message and
 * a code of the product's own; a 5xx never shows its cause, which only the log keeps; no answer
 * repeats more than a few characters of what was sent.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // A query key given twice is refused by name, before the schema sees an array it cannot read.
  // Only routes that read a query get the check, and only for the keys they read: the others
  // are ignored, given once or twice (and every other request pays nothing for it).
  app.addHook('onRoute', (route) => {
    const shape = (route.schema?.querystring as { shape?: Record<string, unknown> } | undefined)?.shape;
    if (!shape) return;
    const known = new Set(Object.keys(shape));
    const refuseRepeated = async (request: FastifyRequest) => {
      const query = request.query as Record<string, unknown> | undefined;
      if (!query || typeof query !== 'object') return;
      const refused = Object.keys(query).filter((key) => known.has(key) && Array.isArray(query[key]));
      if (refused.length > 0) {
        throw new HttpError(400, messagesFr.invalidData, errorCodes.validation, {
          details: refused.map((key) => ({ field: key, message: messagesFr.queryKeyRepeated })),
        });
      }
    };
    route.preValidation = [refuseRepeated, ...[route.preValidation ?? []].flat()];
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      // A request shed under load is expected there: lib/pressure.ts logs the episode, not each.
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      else if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return send(reply, error.statusCode, { error: error.message, code: error.code, ...error.extra });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const place = placeOf(error.validationContext);
      const details: ErrorDetail[] = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath, issue.params, place),
        message: issue.message ?? messagesFr.invalidData,
      }));
      return send(reply, 400, { error: messagesFr.invalidData, code: errorCodes.validation, details });
    }

    // The account went while this request wrote for it: its session is gone with it.
    if (isAccountGone(error)) {
      return send(reply, 401, { error: messagesFr.unauthenticated, code: errorCodes.unauthenticated });
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

/** Where the invalid input was: the body, the query string, the path or a header. */
function placeOf(context: string | undefined): string {
  switch (context) {
    case 'querystring':
      return 'query';
    case 'params':
      return 'path';
    case 'headers':
      return 'headers';
    default:
      return 'body';
  }
}

/**
 * `/email` → `email`, `/options/length` → `options.length`; a missing required key names itself
 * through the issue's params; an issue about the whole input names its place (`body`, `query`).
 */
function fieldName(instancePath: string, params: unknown, place: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (path) return shortEcho(path);
  const keys = (params as { keys?: unknown } | undefined)?.keys;
  if (Array.isArray(keys) && keys.length > 0) return shortEcho(keys.join(','));
  return place;
}

function clientError(error: FastifyError): Record<string, unknown> {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { error: messagesFr.payloadTooLarge, code: errorCodes.payloadTooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { error: messagesFr.unsupportedMediaType, code: errorCodes.unsupportedMediaType };
    case 'FST_ERR_RATE_LIMIT_EXCEEDED':
      return { error: messagesFr.tooManyRequests, code: errorCodes.rateLimited };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        error: messagesFr.invalidData,
        code: errorCodes.validation,
        details: [{ field: 'body', message: messagesFr.invalidJson }],
      };
    default:
      return { error: messagesFr.badRequest, code: errorCodes.badRequest };
  }
}

/**
 * For Fastify's `frameworkErrors`: a path that is not valid percent-encoding, or a path
 * parameter longer than the router takes, answered in the product's shape without the path.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return send(reply, 414, { error: messagesFr.urlTooLong, code: errorCodes.urlTooLong });
  return send(reply, 400, { error: messagesFr.badUrl, code: errorCodes.badUrl });
}

/**
 * For Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before any route runs
 * (headers too large, a request too slow, a malformed request), in the product's shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, { error: messagesFr.headersTooLarge, code: errorCodes.headersTooLarge }]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, { error: messagesFr.requestTimeout, code: errorCodes.requestTimeout }]
        : [400, { error: messagesFr.badRequest, code: errorCodes.badRequest }];
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Cache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

/**
 * The database is away (down, restarting, failing over, or our session was ended): socket
 * errors, "admin shutdown"/"crash shutdown"/"cannot connect now"/"idle session timeout", too
 * many connections, and class 08 (connection exceptions).
 */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '57P05',
  '53300',
]);
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|is not queryable|Cannot use a pool after calling end on the pool/;

function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
    current = cause;
  }
  return false;
}
