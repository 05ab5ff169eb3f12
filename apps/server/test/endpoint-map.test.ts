import { allBoundEndpoints, api } from '@trousse/contracts/api/server';
import { allEndpoints, endpoints } from '@trousse/contracts/api/endpoints';
import { urlOf } from '@trousse/contracts/api/endpoint';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JsonSchema, SchemaRoot } from './fuzz/json-schema';
import { arbitraryFor } from './fuzz/schema-arbitrary';
import { createTestApp, type TestContext } from './helpers';

/** `/api/apps/:id/like` as OpenAPI writes it: `/api/apps/{id}/like`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

describe('the endpoint map (packages/contracts) is the API', () => {
  let ctx: TestContext;
  let document: { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
  beforeAll(async () => {
    ctx = await createTestApp();
    document = (await ctx.app.inject('/api/docs/json')).json();
  });
  afterAll(() => ctx.close());

  it('registers every entry, and nothing that is not an entry', () => {
    const documented = Object.entries(document.paths)
      .filter(([path]) => !path.startsWith('/api/docs'))
      .flatMap(([path, item]) =>
        Object.keys(item)
          .filter((method) => method !== 'head')
          .map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    const mapped = allEndpoints()
      .map((endpoint) => `${endpoint.method} ${openApiPath(endpoint.path)}`)
      .sort();
    expect(documented).toEqual(mapped);
  });

  it("documents each entry's success status and error statuses", () => {
    for (const endpoint of allBoundEndpoints()) {
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      const statuses = Object.keys(operation?.responses ?? {}).sort();
      const expected = [...(endpoint.status === 302 ? [] : [endpoint.status]), ...endpoint.errors]
        .map(String)
        .sort();
      expect(statuses, `${endpoint.method} ${endpoint.path}`).toEqual(expected);
    }
  });

  it('binds a schema to every part the map names, and only those', () => {
    for (const endpoint of allBoundEndpoints()) {
      const name = `${endpoint.method} ${endpoint.path}`;
      const pathParams = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
      expect(endpoint.params !== undefined, name).toBe(pathParams.length > 0);
      if (endpoint.params) {
        expect(Object.keys((endpoint.params as z.ZodObject).shape).sort(), name).toEqual(pathParams.sort());
      }
      expect(endpoint.response !== undefined, name).toBe(endpoint.status !== 302);
      // The account's deletion is the one DELETE with a body: the codes that confirm it.
      if (endpoint.method === 'GET' || (endpoint.method === 'DELETE' && endpoint !== api.account.delete))
        expect(endpoint.body, name).toBeUndefined();
    }
  });

  it('round-trips every answer schema through JSON', () => {
    for (const endpoint of allBoundEndpoints()) {
      if (!endpoint.response) continue;
      const schema = endpoint.response;
      const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
      fc.assert(
        fc.property(arbitraryFor(jsonSchema, { root: jsonSchema as SchemaRoot }), (value) => {
          const sent = JSON.stringify(schema.parse(value));
          // What the server sends is what the browser reads, unchanged (as JSON: -0 is 0 there).
          expect(JSON.stringify(schema.parse(JSON.parse(sent)))).toBe(sent);
        }),
        // A fixed seed: the same values at every run; FUZZ_SEED-like replays stay possible.
        { numRuns: 25, seed: 20_260_115 },
      );
    }
  });

  it('fills path parameters, URI-encoded, and query strings', () => {
    expect(urlOf(endpoints.apps.like, { id: 'todo-list' })).toBe('/api/apps/todo-list/like');
    expect(urlOf(endpoints.auth.endSession, { id: 'a/b' })).toBe('/api/auth/sessions/a%2Fb');
    expect(urlOf(endpoints.audit.list, undefined, { page: 2, pageSize: undefined })).toBe(
      '/api/audit?page=2',
    );
    expect(() => urlOf(endpoints.apps.like)).toThrow(/id/);
  });

  it('marks the sign-in steps as never refreshed and never counted, and the tools as counted', () => {
    for (const endpoint of Object.values(endpoints.auth).filter((entry) => entry.auth === 'none')) {
      expect(endpoint.refreshOn401, endpoint.path).toBe(false);
      expect(endpoint.freemium, endpoint.path).toBe('exempt');
    }
    expect(api.generator.generate.freemium).toBe('counted');
    expect(api.apps.like.freemium).toBe('counted');
    expect(api.apps.list.freemium).toBe('exempt');
    expect(api.health.ping.freemium).toBe('exempt');
  });
});
