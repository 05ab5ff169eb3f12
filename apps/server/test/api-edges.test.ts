import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from './auth-helpers';
import { createTestApp, type TestContext } from './helpers';

/** A raw HTTP exchange with the listening server: what the parser and the router answer too. */
function raw(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
) {
  return new Promise<{ status: number; body: string; json: Record<string, unknown> }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(body) as Record<string, unknown>;
          } catch {
            // Left empty: the shape check below fails with the body in view.
          }
          resolve({ status: res.statusCode ?? 0, body, json });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The product's error shape: a French message and a code of its own, nothing of Fastify's. */
function expectProductError(
  answer: { status: number; body: string; json: Record<string, unknown> },
  code: string,
) {
  expect(answer.json, answer.body).toMatchObject({ code });
  expect(typeof answer.json.error).toBe('string');
  expect(answer.json).not.toHaveProperty('statusCode');
  expect(answer.json).not.toHaveProperty('message');
  expect(answer.body).not.toMatch(/FST_|Bad Request|Request Header Fields/);
}

describe('the edges of the API speak the product’s words', () => {
  let ctx: TestContext;
  let port: number;
  let accessToken: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
    accessToken = (await register(ctx)).accessToken;
  });
  afterAll(() => ctx.close());

  describe('1. errors raised before a route runs', () => {
    it('answers headers over 16 KB with a French 431', async () => {
      const answer = await raw(port, { path: '/api/ping', headers: { 'x-filler': 'a'.repeat(20_000) } });
      expect(answer.status).toBe(431);
      expectProductError(answer, 'HEADERS_TOO_LARGE');
      expect(answer.json.error).toBe('En-têtes de requête trop volumineux');
    });

    it('answers a badly encoded path with a French 400 that does not repeat it', async () => {
      const answer = await raw(port, { method: 'POST', path: '/api/apps/%E0%A4%A/like' });
      expect(answer.status).toBe(400);
      expectProductError(answer, 'BAD_URL');
      expect(answer.body).not.toContain('%E0');
    });

    it('answers a 10,000-character app id with a French 414 that does not echo it', async () => {
      const answer = await raw(port, { method: 'POST', path: `/api/apps/${'x'.repeat(10_000)}/like` });
      expect(answer.status).toBe(414);
      expectProductError(answer, 'URL_TOO_LONG');
      expect(answer.body).not.toContain('xxxxxxxxxx');
    });

    it('answers invalid JSON, a form post, an unknown path and a 2 MB body in the product’s shape', async () => {
      const json = { 'content-type': 'application/json' };
      const invalid = await raw(port, {
        method: 'POST',
        path: '/api/auth/check-email',
        headers: json,
        body: '{bad',
      });
      expect(invalid.status).toBe(400);
      expectProductError(invalid, 'VALIDATION_ERROR');
      expect(invalid.json.details).toEqual([
        { field: 'body', message: "Le corps de la requête n'est pas un JSON valide" },
      ]);

      const form = await raw(port, {
        method: 'POST',
        path: '/api/auth/check-email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=a%40b.fr',
      });
      expect(form.status).toBe(415);
      expectProductError(form, 'UNSUPPORTED_MEDIA_TYPE');

      const unknown = await raw(port, { path: '/api/../../etc/passwd' });
      expect(unknown.status).toBe(404);
      expectProductError(unknown, 'NOT_FOUND');

      const big = await raw(port, {
        method: 'POST',
        path: '/api/auth/check-email',
        headers: json,
        body: JSON.stringify({ email: 'a'.repeat(2_000_000) }),
      });
      expect(big.status).toBe(413);
      expectProductError(big, 'PAYLOAD_TOO_LARGE');
    });

    it('never echoes a long unknown key back', async () => {
      const answer = await raw(port, {
        method: 'POST',
        path: '/api/auth/check-email',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@b.fr', ['k'.repeat(5_000)]: 1 }),
      });
      expect(answer.status).toBe(400);
      expectProductError(answer, 'VALIDATION_ERROR');
      expect(answer.body).not.toContain('k'.repeat(40));
    });
  });

  describe('2. the bearer scheme is case-insensitive (RFC 9110 §11.1)', () => {
    it.each(['Bearer', 'bearer', 'BEARER'])('accepts "%s"', async (scheme) => {
      const me = await raw(port, {
        path: '/api/auth/me',
        headers: { authorization: `${scheme} ${accessToken}` },
      });
      expect(me.status, me.body).toBe(200);
    });
  });

  describe('3. query strings: unknown keys ignored everywhere, the right place named', () => {
    const audit = (query: string) =>
      raw(port, { path: `/api/audit?${query}`, headers: { authorization: `Bearer ${accessToken}` } });

    it('ignores an unknown query key, like the other lists', async () => {
      const answer = await audit('page=1&pageSize=13&fuzz=1&fuzz=2');
      expect(answer.status, answer.body).toBe(200);
      expect(answer.json).toMatchObject({ page: 1, pageSize: 13 });
    });

    it('ignores a repeated key a route does not read', async () => {
      const ping = await raw(port, { path: '/api/ping?_=1&_=2' });
      expect(ping.status, ping.body).toBe(200);
    });

    it('names the query key at fault, never "body"', async () => {
      const answer = await audit('page=abc');
      expect(answer.status).toBe(400);
      expect(answer.json.details).toEqual([{ field: 'page', message: 'Nombre attendu, entre 1 et 10000' }]);
    });
  });

  describe('4. validation messages say what is wrong and what is allowed', () => {
    it('says a huge count is out of range, with its bounds', async () => {
      const answer = await raw(port, {
        method: 'POST',
        path: '/api/apps/password-generator/generate',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: '{"options":{"length":16,"includeUppercase":true,"includeLowercase":true,"includeNumbers":true,"includeSpecialChars":true,"excludeAmbiguous":true,"excludeSimilar":false},"count":1e400}',
      });
      expect(answer.status).toBe(400);
      expect(answer.json.details).toEqual([
        { field: 'count', message: 'Nombre hors limites : entre 1 et 5 attendu' },
      ]);
    });

    it('says a 400-digit page is out of range, a page given twice is given twice, 1.5 is not whole', async () => {
      const huge = await raw(port, {
        path: `/api/audit?page=${'9'.repeat(400)}`,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(huge.json.details).toEqual([
        { field: 'page', message: 'Nombre hors limites : entre 1 et 10000 attendu' },
      ]);
      const twice = await raw(port, {
        path: '/api/audit?page=1&page=2',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(twice.json.details).toEqual([
        { field: 'page', message: 'Paramètre donné plusieurs fois : une seule valeur permise' },
      ]);
      const half = await raw(port, {
        path: '/api/audit?pageSize=1.5',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(half.json.details).toEqual([{ field: 'pageSize', message: 'Nombre entier attendu' }]);
      const big = await raw(port, {
        path: '/api/audit?pageSize=101',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(big.json.details).toEqual([{ field: 'pageSize', message: 'Valeur trop grande : au plus 100' }]);
    });
  });
});
