import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerProblems, echoedRun, shapeProblems } from './checks';
import type { RawAnswer } from './http';
import { mutationArbitrary, percentEncode, prepare, type Mutation } from './mutations';
import { operationsOf, validInputArbitrary, type Operation, type ValidInput } from './operations';

function answer(status: number, body: unknown, type = 'application/json; charset=utf-8'): RawAnswer {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status, headers: { 'content-type': type }, body: text, json };
}

/** A small document in the shape the server serves. */
const document = {
  openapi: '3.0.3',
  components: { schemas: {} },
  paths: {
    '/api/apps/{id}/like': {
      post: {
        parameters: [
          {
            in: 'path',
            name: 'id',
            required: true,
            schema: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z0-9-]+$' },
          },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { isLiked: { type: 'boolean' } },
                required: ['isLiked'],
                additionalProperties: false,
              },
            },
          },
        },
      },
    },
    '/api/audit': {
      get: {
        parameters: [
          {
            in: 'query',
            name: 'page',
            required: false,
            schema: { type: 'integer', minimum: 1, maximum: 10_000 },
          },
        ],
      },
    },
    '/api/docs/json': { get: {} },
  },
};

const operations = operationsOf(document);
const like = operations.find((op) => op.id === 'POST /api/apps/{id}/like')!;
const audit = operations.find((op) => op.id === 'GET /api/audit')!;
const likeInput: ValidInput = { path: { id: 'todo-list' }, query: [], body: { isLiked: true } };
const auditInput: ValidInput = { path: {}, query: [['page', '2']] };

describe('the error shape check', () => {
  it('accepts the product’s errors', () => {
    expect(
      shapeProblems(answer(400, { error: 'Données invalides', code: 'VALIDATION_ERROR', details: [] })),
    ).toEqual([]);
  });

  it('names everything Fastify’s own shape gets wrong', () => {
    const problems = shapeProblems(
      answer(400, { error: 'Bad Request', code: 'FST_ERR_BAD_URL', message: 'x', statusCode: 400 }),
    ).join(' ; ');
    expect(problems).toMatch(/anglais/);
    expect(problems).toMatch(/FST_ERR_BAD_URL/);
    expect(problems).toMatch(/statusCode/);
    expect(problems).toMatch(/`message`/);
  });

  it('refuses a non-JSON error and a missing code', () => {
    expect(shapeProblems(answer(404, '<html></html>', 'text/html')).length).toBeGreaterThan(0);
    expect(shapeProblems(answer(401, { error: 'Authentification requise' }))).toEqual(['pas de `code`']);
  });
});

describe('the echo check', () => {
  const probe = 'abc'.repeat(20_000);
  it('finds a 40-character run of a long input, raw or JSON-escaped', () => {
    expect(echoedRun(`{"error":"x","path":"${'cab'.repeat(20)}"}`, probe)).toBeDefined();
    expect(echoedRun(JSON.stringify({ v: '"q'.repeat(30) }), '"q'.repeat(100))).toBeDefined();
  });
  it('lets short runs and short inputs pass', () => {
    expect(echoedRun(`{"error":"${'abc'.repeat(13)}"}`, probe)).toBeUndefined();
    expect(echoedRun('{"error":"short input"}', 'short input')).toBeUndefined();
  });
});

describe('mutations', () => {
  const prepared = (op: Operation, input: ValidInput, mutation: Mutation) => prepare(op, input, mutation);

  it('leaves a valid input valid', () => {
    const p = prepared(like, likeInput, { kind: 'none' });
    expect(p.path).toBe('/api/apps/todo-list/like');
    expect(p.headers['content-type']).toBe('application/json');
    expect(p.body).toBe('{"isLiked":true}');
    expect(p.mustRefuse).toBeUndefined();
  });

  it.each<[string, Mutation]>([
    ['a required field missing', { kind: 'missingRequired', pick: 0 }],
    ['an extra field', { kind: 'extraField', pick: 0, key: 'isAdmin', value: true }],
    ['a __proto__ key', { kind: 'protoKey', pick: 0, key: '__proto__' }],
    ['a wrong type', { kind: 'replace', place: 'body', pick: 0, with: { kind: 'wrongType', value: true } }],
    ['an array body', { kind: 'nonObjectBody', value: [] }],
    ['invalid JSON', { kind: 'invalidJson', text: '{"isLiked":' }],
    ['text/plain', { kind: 'contentType', contentType: 'text/plain' }],
    ['no content type', { kind: 'contentType', contentType: null }],
    ['2 MB', { kind: 'hugeBody', size: 2 * 1024 * 1024 }],
    ['a badly encoded path', { kind: 'rawSegment', pick: 0, segment: '%E0%A4%A' }],
    ['../ in the path', { kind: 'rawSegment', pick: 0, segment: '%2e%2e%2f' }],
    [
      'an injection in the path',
      { kind: 'replace', place: 'path', pick: 0, with: { kind: 'injection', text: "' or 1=1 --" } },
    ],
  ])('marks %s as to be refused', (_name, mutation) => {
    expect(prepared(like, likeInput, mutation).mustRefuse).toBeDefined();
  });

  it('sends the __proto__ key as an own key of the JSON text', () => {
    const p = prepared(like, likeInput, { kind: 'protoKey', pick: 0, key: '__proto__' });
    expect(p.body).toContain('"__proto__":{"fuzzPolluted":"oui"}');
    expect(({} as Record<string, unknown>).fuzzPolluted).toBeUndefined();
  });

  it('sends a body without Content-Type when told to', () => {
    const p = prepared(like, likeInput, { kind: 'contentType', contentType: null });
    expect(p.headers['content-type']).toBeUndefined();
    expect(p.body).toBeDefined();
  });

  it('percent-encodes lone surrogates and NUL in a path instead of throwing', () => {
    const p = prepared(like, likeInput, {
      kind: 'replace',
      place: 'path',
      pick: 0,
      with: { kind: 'weirdString', text: 'a\uD800\u0000' },
    });
    expect(p.path).toBe(`/api/apps/${percentEncode('a\uD800\u0000')}/like`);
    expect(p.path).toContain('%EF%BF%BD%00');
  });

  it('refuses a known query key given twice, and lists the unknown ones with a path without them', () => {
    expect(
      prepared(audit, auditInput, { kind: 'repeatedQueryKey', pick: 0, second: '3' }).mustRefuse,
    ).toMatch(/2 fois/);
    const p = prepared(audit, auditInput, {
      kind: 'unknownQueryKey',
      key: 'utm_source',
      value: 'x',
      repeated: true,
    });
    expect(p.path).toBe('/api/audit?page=2&utm_source=x&utm_source=x2');
    expect(p.mustRefuse).toBeUndefined();
    expect(p.unknownQueryKeys).toEqual(['utm_source']);
    expect(p.pathWithoutUnknownKeys).toBe('/api/audit?page=2');
  });

  it('skips the documentation routes and applies every mutation without throwing', () => {
    expect(operations.map((op) => op.id).sort()).toEqual(['GET /api/audit', 'POST /api/apps/{id}/like']);
    for (const op of operations) {
      fc.assert(
        fc.property(validInputArbitrary(op), mutationArbitrary(op), (input, mutation) => {
          const p = prepare(op, input, mutation);
          expect(p.path.startsWith('/api/')).toBe(true);
          // Node refuses to send a path with spaces or characters past U+00FF.
          expect(p.path).not.toMatch(/[^\u0021-\u00ff]/);
        }),
        { seed: 7, numRuns: 150 },
      );
    }
  });
});

describe('answer checks', () => {
  const p = prepare(like, likeInput, { kind: 'missingRequired', pick: 0 });
  it('calls a 5xx, and an accepted invalid input, failures', () => {
    expect(
      answerProblems(p, answer(500, { error: 'Erreur', code: 'INTERNAL_ERROR' })).map((x) => x.check),
    ).toEqual(['server-error']);
    expect(answerProblems(p, answer(200, { data: {} })).map((x) => x.check)).toEqual(['accepted-invalid']);
    expect(answerProblems(p, answer(302, ''))).toEqual([]);
  });
});
