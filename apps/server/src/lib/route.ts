import type { BoundEndpoint } from '@trousse/contracts/api/server';
import { API_PREFIX, type EndpointSchemas } from '@trousse/contracts/api/endpoint';
import { errorSchema } from '@trousse/contracts/api/shared';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';

type Part<S, K extends keyof EndpointSchemas> = S extends { [P in K]: infer T } ? T : undefined;

/**
 * A route's options from its entry in the endpoint map (packages/contracts): method, path under
 * the `/api` prefix, the schemas that validate the request and serialize the answer, the error
 * statuses it documents, and the checks the entry asks for (a live session's bearer token, the
 * site's Origin). The handler, and anything only the server knows (rate limits), stay with the
 * module: `app.route({ ...routeOf(app, api.auth.login), config, handler })`.
 */
export function routeOf<S extends EndpointSchemas>(app: FastifyInstance, endpoint: BoundEndpoint<S>) {
  const preHandler: preHandlerHookHandler[] = [];
  if (endpoint.sameOrigin) preHandler.push(app.requireSameOrigin);
  if (endpoint.auth === 'required') preHandler.push(app.requireUser);
  const response: Record<number, unknown> = {};
  if (endpoint.response) response[endpoint.status] = endpoint.response;
  for (const status of endpoint.errors) response[status] = errorSchema;
  // Only the parts the endpoint has: an undefined key would read as a missing schema.
  const schema = Object.fromEntries(
    Object.entries({
      tags: [endpoint.tag],
      summary: endpoint.summary,
      params: endpoint.params,
      querystring: endpoint.query,
      body: endpoint.body,
      response,
    }).filter(([, value]) => value !== undefined),
  );
  return {
    method: endpoint.method,
    url: endpoint.path.slice(API_PREFIX.length),
    preHandler,
    schema: schema as {
      tags: string[];
      summary: string;
      params: Part<S, 'params'>;
      querystring: Part<S, 'query'>;
      body: Part<S, 'body'>;
      // Typed by the success answer only: handlers return it, and throw the errors.
      response: Record<200 | 201, Part<S, 'response'>>;
    },
  };
}
