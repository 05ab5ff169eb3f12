import {
  appIdParamsSchema,
  favoriteRequestSchema,
  likeRequestSchema,
} from '@trousse/contracts/api/apps/schemas';
import { auditQuerySchema } from '@trousse/contracts/api/audit/schemas';
import { deviceInfoSchema, sessionIdParamsSchema } from '@trousse/contracts/api/auth/schemas';
import {
  totpOnlyRequestSchema,
  twoFactorVerifyRequestSchema,
} from '@trousse/contracts/api/two-factor/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { violation, type JsonSchema, type SchemaRoot } from './json-schema';
import { paramViolation } from './operations';
import { arbitraryFor } from './schema-arbitrary';

const SEED = 42;

const root: SchemaRoot = {
  components: {
    schemas: {
      Device: {
        type: 'object',
        properties: {
          fingerprint: { type: 'string', maxLength: 10 },
          screen: { $ref: '#/components/schemas/Screen' },
        },
        required: ['fingerprint'],
      },
      Screen: { type: 'string', pattern: '^[0-9]{3,4}x[0-9]{3,4}$' },
    },
  },
};

/** One schema per keyword the converter knows, alone or combined. */
const schemas: [string, JsonSchema][] = [
  ['string bounds', { type: 'string', minLength: 3, maxLength: 5 }],
  ['anchored pattern', { type: 'string', pattern: '^[a-z0-9-]+$', minLength: 1, maxLength: 64 }],
  ['unanchored pattern', { type: 'string', pattern: '[0-9]{3}' }],
  ['pattern and length', { type: 'string', pattern: '^[0-9]{4,8}$', maxLength: 6 }],
  ['email', { type: 'string', format: 'email', maxLength: 254 }],
  ['uuid', { type: 'string', format: 'uuid' }],
  ['date-time', { type: 'string', format: 'date-time' }],
  ['enum', { type: 'string', enum: ['google', 'github', 'facebook'] }],
  ['const', { const: 42 }],
  ['integer bounds', { type: 'integer', minimum: 4, maximum: 50 }],
  [
    'exclusive bounds (OpenAPI 3.0)',
    { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 1, exclusiveMaximum: true },
  ],
  ['exclusive bounds (2020-12)', { type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 3 }],
  ['multipleOf', { type: 'integer', multipleOf: 5, minimum: 1, maximum: 100 }],
  ['unbounded number', { type: 'number' }],
  ['boolean', { type: 'boolean' }],
  ['null', { type: 'null' }],
  ['nullable', { type: 'string', maxLength: 2, nullable: true }],
  ['type list', { type: ['integer', 'null'], minimum: 0 }],
  [
    'strict object',
    {
      type: 'object',
      properties: { a: { type: 'boolean' }, b: { type: 'string', maxLength: 3 } },
      required: ['a'],
      additionalProperties: false,
    },
  ],
  ['map', { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } }],
  ['array', { type: 'array', items: { type: 'string', maxLength: 3 }, minItems: 1, maxItems: 3 }],
  ['unique items', { type: 'array', items: { type: 'integer', minimum: 0, maximum: 3 }, uniqueItems: true }],
  [
    'anyOf',
    {
      anyOf: [
        { type: 'string', maxLength: 2 },
        { type: 'integer', minimum: 10 },
      ],
    },
  ],
  [
    'oneOf',
    {
      oneOf: [
        {
          type: 'object',
          properties: { kind: { const: 'a' } },
          required: ['kind'],
          additionalProperties: false,
        },
        {
          type: 'object',
          properties: { kind: { const: 'b' }, n: { type: 'integer' } },
          required: ['kind', 'n'],
        },
      ],
    },
  ],
  [
    'allOf',
    {
      allOf: [
        { type: 'object', properties: { a: { type: 'integer', minimum: 0 } }, required: ['a'] },
        { properties: { b: { type: 'string' } }, required: ['b'] },
      ],
    },
  ],
  ['$ref into components', { $ref: '#/components/schemas/Device' }],
  ['array of $ref', { type: 'array', items: { $ref: '#/components/schemas/Screen' }, maxItems: 2 }],
  ['not', { type: 'integer', minimum: 0, maximum: 5, not: { const: 3 } }],
  ['no keyword at all', {}],
];

describe('JSON Schema → fast-check arbitrary', () => {
  it.each(schemas)('draws only values that conform: %s', (_name, schema) => {
    fc.assert(
      fc.property(arbitraryFor(schema, { root }), (value) => {
        expect(violation(schema, value, root), JSON.stringify(value)).toBeUndefined();
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('draws objects with and without their optional keys, never an undeclared one', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { a: { type: 'boolean' }, b: { type: 'integer' } },
      required: ['a'],
      additionalProperties: false,
    };
    const drawn = fc.sample(arbitraryFor(schema), { seed: SEED, numRuns: 200 }) as Record<string, unknown>[];
    expect(drawn.some((value) => 'b' in value)).toBe(true);
    expect(drawn.some((value) => !('b' in value))).toBe(true);
    expect(drawn.every((value) => Object.keys(value).every((key) => key === 'a' || key === 'b'))).toBe(true);
  });

  it('reaches both ends of integer bounds and keeps strings small', () => {
    const integers = fc.sample(arbitraryFor({ type: 'integer', minimum: 4, maximum: 50 }), {
      seed: SEED,
      numRuns: 500,
    });
    expect(integers).toContain(4);
    expect(integers).toContain(50);
    const strings = fc.sample(arbitraryFor({ type: 'string', maxLength: 100_000 }), {
      seed: SEED,
      numRuns: 200,
    });
    expect(Math.max(...strings.map((value) => (value as string).length))).toBeLessThanOrEqual(24);
  });

  it('uses the hint of a property by name, when its values conform', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { email: { type: 'string', maxLength: 20 } },
      required: ['email'],
    };
    const drawn = fc.sample(arbitraryFor(schema, { hint: () => fc.constantFrom('a@b.fr', 'x'.repeat(30)) }), {
      seed: SEED,
      numRuns: 200,
    }) as { email: string }[];
    expect(drawn.some((value) => value.email === 'a@b.fr')).toBe(true);
    expect(drawn.every((value) => value.email.length <= 20)).toBe(true);
  });
});

/** Contract schemas that JSON Schema describes whole (no refinement, no transform it cannot say). */
const contracts: [string, z.ZodType][] = [
  ['like', likeRequestSchema],
  ['favorite', favoriteRequestSchema],
  ['app id', appIdParamsSchema],
  ['session id', sessionIdParamsSchema],
  ['device', deviceInfoSchema],
  ['2FA verify', twoFactorVerifyRequestSchema],
  ['TOTP code', totpOnlyRequestSchema],
];

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values near a schema: valid ones, with a key removed or added, a value swapped, or anything. */
function nearValues(json: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(json.properties ?? {});
  const valid = arbitraryFor(json);
  return fc.oneof(
    valid,
    fc.jsonValue({ maxDepth: 2 }),
    fc.tuple(valid, fc.constantFrom(...keys, 'extra')).map(([value, key]) => {
      const copy = { ...(value as Record<string, unknown>) };
      delete copy[key];
      return copy;
    }),
    fc
      .tuple(valid, fc.constantFrom(...keys, 'extra'), fc.jsonValue({ maxDepth: 1 }))
      .map(([value, key, other]) => ({
        ...(value as Record<string, unknown>),
        [key]: other,
      })),
  );
}

describe('against the contracts’ zod schemas', () => {
  it.each(contracts)('every value drawn from the JSON Schema of %s passes zod', (_name, schema) => {
    const json = jsonSchemaOf(schema);
    fc.assert(
      fc.property(arbitraryFor(json), (value) => {
        const result = schema.safeParse(value);
        expect(result.success, `${JSON.stringify(value)} : ${result.error?.message}`).toBe(true);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it.each(contracts)('what the oracle calls invalid for %s, zod refuses too', (_name, schema) => {
    const json = jsonSchemaOf(schema);
    fc.assert(
      fc.property(nearValues(json), (value) => {
        if (violation(json, value) === undefined) return;
        expect(schema.safeParse(value).success, `${JSON.stringify(value)} : ${violation(json, value)}`).toBe(
          false,
        );
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});

describe('query parameters read as text', () => {
  it('calls invalid only page numbers the audit query refuses', () => {
    const page = (jsonSchemaOf(auditQuerySchema).properties ?? {}).page!;
    const text = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.integer({ min: -5, max: 20_000 }).map(String),
      fc.constantFrom('', ' ', '1.5', '1e3', '0x10', 'Infinity', 'NaN', '  7 '),
    );
    fc.assert(
      fc.property(text, (value) => {
        if (paramViolation(page, value, {}) === undefined) return;
        expect(auditQuerySchema.safeParse({ page: value }).success, JSON.stringify(value)).toBe(false);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});
