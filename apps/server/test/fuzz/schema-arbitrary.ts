import fc from 'fast-check';
import { deref, typesOf, violation, type JsonSchema, type JsonType, type SchemaRoot } from './json-schema';

/**
 * JSON Schema → fast-check arbitrary: every value drawn conforms to the schema (see
 * schema-arbitrary.test.ts). Sizes stay small — the mutations make the large values.
 */

export interface ArbitraryOptions {
  /** The document `$ref`s resolve against. */
  root?: SchemaRoot;
  /**
   * Extra candidates for a property, by its name (addresses for `email`…): drawn half the time,
   * kept only when they conform.
   */
  hint?: (name: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;
}

interface Context extends ArbitraryOptions {
  root: SchemaRoot;
  depth: number;
  name?: string;
}

/** Past this depth objects get their required keys only and arrays their fewest items. */
const SHALLOW_DEPTH = 5;
const MAX_DEPTH = 24;
/** How many characters / items past the minimum a generated value may have. */
const STRING_SLACK = 24;
const ARRAY_SLACK = 4;

export function arbitraryFor(schema: JsonSchema, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  return build(schema, { ...options, root: options.root ?? {}, depth: 0 });
}

function build(schema: JsonSchema, ctx: Context): fc.Arbitrary<unknown> {
  if (ctx.depth > MAX_DEPTH) throw new Error('schéma trop profond (récursion sans fin ?)');
  const s = deref(schema, ctx.root);
  let arbitrary = core(s, ctx);
  const hinted = ctx.name !== undefined ? ctx.hint?.(ctx.name, s) : undefined;
  if (hinted) {
    const fitting = hinted.filter((value) => violation(s, value, ctx.root) === undefined);
    arbitrary = fc.oneof(fitting, arbitrary);
  }
  if (s.nullable && !(typesOf(s) ?? []).includes('null') && s.enum === undefined) {
    arbitrary = fc.oneof({ weight: 4, arbitrary }, { weight: 1, arbitrary: fc.constant(null) });
  }
  return arbitrary;
}

function core(s: JsonSchema, ctx: Context): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) {
    const options = s.nullable && !s.enum.includes(null) ? [...s.enum, null] : [...s.enum];
    return fc.constantFrom(...options);
  }

  if (s.allOf) {
    const { allOf, ...rest } = s;
    const merged = allOf.reduce<JsonSchema>((acc, part) => mergeSchemas(acc, deref(part, ctx.root)), rest);
    return build(merged, ctx).filter((value) => violation(s, value, ctx.root) === undefined);
  }
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = s;
    const options = branches.map((branch) => build(mergeSchemas(rest, deref(branch, ctx.root)), ctx));
    return fc.oneof(...options).filter((value) => violation(s, value, ctx.root) === undefined);
  }

  const types = typesOf(s) ?? inferTypes(s);
  if (!types) return fc.jsonValue({ maxDepth: 2 });
  const options = types.map((type) => forType(type, s, ctx));
  const arbitrary = options.length === 1 ? options[0]! : fc.oneof(...options);
  const { not } = s;
  return not ? arbitrary.filter((value) => violation(not, value, ctx.root) !== undefined) : arbitrary;
}

/** The type a schema without `type` implies through its keywords, if any. */
function inferTypes(s: JsonSchema): JsonType[] | undefined {
  if (s.properties || s.required || s.additionalProperties !== undefined) return ['object'];
  if (s.items || s.prefixItems || s.minItems !== undefined || s.maxItems !== undefined) return ['array'];
  if (s.minLength !== undefined || s.maxLength !== undefined || s.pattern || s.format) return ['string'];
  if (s.minimum !== undefined || s.maximum !== undefined || s.multipleOf !== undefined) return ['number'];
  return undefined;
}

/** Both schemas at once (for allOf, and a union's branch under its parent's keywords). */
function mergeSchemas(a: JsonSchema, b: JsonSchema): JsonSchema {
  const merged: JsonSchema = { ...a, ...b };
  const aTypes = typesOf(a);
  const bTypes = typesOf(b);
  if (aTypes && bTypes) {
    const both = aTypes.filter(
      (type) => bTypes.includes(type) || (type === 'integer' && bTypes.includes('number')),
    );
    const extra = bTypes.filter((type) => type === 'integer' && aTypes.includes('number'));
    merged.type = [...new Set([...both, ...extra])];
    delete merged.nullable;
  }
  if (a.properties && b.properties) merged.properties = { ...a.properties, ...b.properties };
  if (a.required && b.required) merged.required = [...new Set([...a.required, ...b.required])];
  if (a.minLength !== undefined && b.minLength !== undefined)
    merged.minLength = Math.max(a.minLength, b.minLength);
  if (a.maxLength !== undefined && b.maxLength !== undefined)
    merged.maxLength = Math.min(a.maxLength, b.maxLength);
  if (a.minimum !== undefined && b.minimum !== undefined) merged.minimum = Math.max(a.minimum, b.minimum);
  if (a.maximum !== undefined && b.maximum !== undefined) merged.maximum = Math.min(a.maximum, b.maximum);
  if (a.minItems !== undefined && b.minItems !== undefined)
    merged.minItems = Math.max(a.minItems, b.minItems);
  if (a.maxItems !== undefined && b.maxItems !== undefined)
    merged.maxItems = Math.min(a.maxItems, b.maxItems);
  if (a.additionalProperties === false || b.additionalProperties === false)
    merged.additionalProperties = false;
  return merged;
}

function forType(type: JsonType, s: JsonSchema, ctx: Context): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return integerArbitrary(s);
    case 'number': {
      // Integers too (JSON has one number type), when the bounds leave room for one.
      const { min, max } = integerBounds(s);
      return min <= max ? fc.oneof(integerArbitrary(s), numberArbitrary(s)) : numberArbitrary(s);
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayArbitrary(s, ctx);
    case 'object':
      return objectArbitrary(s, ctx);
  }
}

// ——— strings ———

const asciiChar = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
/** Mostly printable ASCII, sometimes a letter with an accent, a CJK character or an emoji. */
const textUnit = fc.oneof(
  { weight: 12, arbitrary: asciiChar },
  { weight: 1, arbitrary: fc.constantFrom('é', 'ç', 'ß', 'İ', '中', '😀', '\u00a0', 'ǅ') },
);

/** Addresses every validator takes (letters, digits, dots; a two-letter-or-more TLD). */
export const plainEmail = fc.stringMatching(
  /^[a-z][a-z0-9]{0,11}(\.[a-z0-9]{1,8})?@[a-z0-9]{1,10}\.(fr|com|org)$/,
);

function patternArbitrary(pattern: string, maxLength: number): fc.Arbitrary<string> {
  const regex = new RegExp(pattern);
  try {
    return fc.stringMatching(regex, { maxLength, size: 'small' });
  } catch {
    // A syntax stringMatching does not know: draw text and keep what matches.
    return fc.string({ unit: textUnit, maxLength }).filter((value) => regex.test(value));
  }
}

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? Number.MAX_SAFE_INTEGER, minLength + STRING_SLACK);
  // Only the string keywords: the filter below checks those and nothing else.
  const stringPart: JsonSchema = {
    minLength: s.minLength,
    maxLength: s.maxLength,
    pattern: s.pattern,
    format: s.format,
  };
  let base: fc.Arbitrary<string>;
  if (s.format === 'uuid') base = fc.uuid();
  else if (s.format === 'email') base = plainEmail;
  else if (s.format === 'uri') base = fc.webUrl();
  else if (s.format === 'date-time')
    base = fc
      .date({
        min: new Date('1970-01-01T00:00:00Z'),
        max: new Date('2100-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString());
  else if (s.pattern !== undefined) base = patternArbitrary(s.pattern, Math.max(maxLength, minLength));
  else base = fc.string({ unit: textUnit, minLength, maxLength });
  return base.filter((value) => violation(stringPart, value) === undefined);
}

// ——— numbers ———

/** The smallest and largest integers the bounds allow (both readings of exclusive bounds). */
function integerBounds(s: JsonSchema): { min: number; max: number } {
  let min = -(2 ** 31);
  let max = 2 ** 31 - 1;
  if (s.minimum !== undefined)
    min = s.exclusiveMinimum === true ? Math.floor(s.minimum) + 1 : Math.ceil(s.minimum);
  if (typeof s.exclusiveMinimum === 'number') min = Math.max(min, Math.floor(s.exclusiveMinimum) + 1);
  if (s.maximum !== undefined)
    max = s.exclusiveMaximum === true ? Math.ceil(s.maximum) - 1 : Math.floor(s.maximum);
  if (typeof s.exclusiveMaximum === 'number') max = Math.min(max, Math.ceil(s.exclusiveMaximum) - 1);
  return { min, max };
}

function integerArbitrary(s: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = integerBounds(s);
  const step = s.multipleOf;
  if (step !== undefined && Number.isInteger(step) && step > 0) {
    return fc
      .integer({ min: Math.ceil(min / step), max: Math.floor(max / step) })
      .map((factor) => factor * step);
  }
  return fc.integer({ min, max });
}

function numberArbitrary(s: JsonSchema): fc.Arbitrary<number> {
  let min = s.minimum ?? -1e9;
  let max = s.maximum ?? 1e9;
  let minExcluded = s.exclusiveMinimum === true;
  let maxExcluded = s.exclusiveMaximum === true;
  if (typeof s.exclusiveMinimum === 'number' && s.exclusiveMinimum >= min) {
    min = s.exclusiveMinimum;
    minExcluded = true;
  }
  if (typeof s.exclusiveMaximum === 'number' && s.exclusiveMaximum <= max) {
    max = s.exclusiveMaximum;
    maxExcluded = true;
  }
  const doubles = fc.double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true });
  const { multipleOf } = s;
  if (multipleOf === undefined) return doubles;
  return integerArbitrary(s).filter((value) => Number.isInteger(value / multipleOf));
}

// ——— arrays and objects ———

function arrayArbitrary(s: JsonSchema, ctx: Context): fc.Arbitrary<unknown[]> {
  const inner: Context = { ...ctx, depth: ctx.depth + 1, name: undefined };
  const minLength = s.minItems ?? 0;
  const shallow = ctx.depth >= SHALLOW_DEPTH;
  const maxLength = Math.min(
    s.maxItems ?? Number.MAX_SAFE_INTEGER,
    shallow ? minLength : minLength + ARRAY_SLACK,
  );
  const items = s.items ? build(s.items, inner) : fc.jsonValue({ maxDepth: 1 });
  const prefix = (s.prefixItems ?? []).map((schema) => build(schema, inner));
  const restMin = Math.max(0, minLength - prefix.length);
  const restMax = Math.max(restMin, maxLength - prefix.length);
  const rest = s.uniqueItems
    ? fc.uniqueArray(items, { minLength: restMin, maxLength: restMax, selector: (v) => JSON.stringify(v) })
    : fc.array(items, { minLength: restMin, maxLength: restMax });
  const arbitrary =
    prefix.length === 0
      ? rest
      : fc.tuple(fc.tuple(...prefix), rest).map(([head, tail]) => [...head, ...tail]);
  return s.uniqueItems
    ? arbitrary.filter((value) => new Set(value.map((item) => JSON.stringify(item))).size === value.length)
    : arbitrary;
}

function objectArbitrary(s: JsonSchema, ctx: Context): fc.Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {};
  const required = new Set(s.required ?? []);
  const shallow = ctx.depth >= SHALLOW_DEPTH;
  const extraSchema = typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined;
  const model: Record<string, fc.Arbitrary<unknown>> = Object.create(null) as Record<
    string,
    fc.Arbitrary<unknown>
  >;
  for (const [key, schema] of Object.entries(properties)) {
    if (shallow && !required.has(key)) continue;
    model[key] = build(schema, { ...ctx, depth: ctx.depth + 1, name: key });
  }
  // A required key the schema does not describe takes whatever the extra keys may hold.
  for (const key of required) {
    if (model[key]) continue;
    model[key] = extraSchema
      ? build(extraSchema, { ...ctx, depth: ctx.depth + 1, name: key })
      : fc.jsonValue({ maxDepth: 1 });
  }
  const record = fc.record(model, { requiredKeys: [...required] });
  if (!extraSchema || shallow) return record;
  // A map (additionalProperties: {schema}): a few keys of its own next to the named ones.
  const extraKey = fc
    .string({ unit: asciiChar, minLength: 1, maxLength: 8 })
    .filter((key) => !Object.prototype.hasOwnProperty.call(properties, key) && key !== '__proto__');
  const extras = fc.dictionary(extraKey, build(extraSchema, { ...ctx, depth: ctx.depth + 1 }), {
    maxKeys: 3,
  });
  return fc.tuple(record, extras).map(([named, more]) => ({ ...more, ...named }));
}
