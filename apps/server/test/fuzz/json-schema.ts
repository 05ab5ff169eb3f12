/**
 * The JSON Schema subset the OpenAPI document uses (OpenAPI 3.0 flavour: `nullable`, boolean
 * `exclusiveMinimum`; JSON Schema 2020 numeric exclusive bounds are read too), and a validator of
 * it. The validator is the fuzzer's oracle: a value it declares invalid must be refused by the
 * server, so where two readings of a keyword differ it only declares invalid what both refuse.
 */

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

export interface JsonSchema {
  $ref?: string;
  type?: JsonType | JsonType[];
  nullable?: boolean;
  enum?: readonly unknown[];
  const?: unknown;
  default?: unknown;
  // strings
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  // numbers
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  // objects
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  // arrays
  items?: JsonSchema;
  prefixItems?: readonly JsonSchema[];
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  // composition
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
  not?: JsonSchema;
}

/** The document `$ref`s point into (`#/components/schemas/…`). */
export type SchemaRoot = Record<string, unknown>;

export function resolveRef(ref: string, root: SchemaRoot): JsonSchema {
  if (!ref.startsWith('#/')) throw new Error(`$ref hors du document non pris en charge : ${ref}`);
  let current: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    current = (current as Record<string, unknown> | undefined)?.[key];
  }
  if (!current || typeof current !== 'object') throw new Error(`$ref introuvable : ${ref}`);
  return current as JsonSchema;
}

/** The schema itself, or what its `$ref` points at (following chains). */
export function deref(schema: JsonSchema, root: SchemaRoot): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref; hops++) {
    if (hops > 32) throw new Error(`$ref circulaire : ${schema.$ref}`);
    current = resolveRef(current.$ref, root);
  }
  return current;
}

export function typesOf(schema: JsonSchema): JsonType[] | undefined {
  if (schema.type === undefined) return undefined;
  const types = Array.isArray(schema.type) ? [...schema.type] : [schema.type];
  if (schema.nullable && !types.includes('null')) types.push('null');
  return types;
}

export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'boolean';
  return 'object';
}

function typeMatches(type: JsonType, value: unknown): boolean {
  const actual = jsonTypeOf(value);
  return type === actual || (type === 'number' && actual === 'integer');
}

/** Length in UTF-16 code units (what zod counts) and in code points (what JSON Schema counts). */
function lengths(value: string): { units: number; points: number } {
  let points = 0;
  for (const _ of value) points++;
  return { units: value.length, points };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Deliberately lenient: the oracle must not call invalid an address a validator would accept.
const EMAIL = /^[^\s@]+@[^\s@]+$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function formatViolation(format: string, value: string): string | undefined {
  if (format === 'uuid' && !UUID.test(value)) return 'pas un UUID';
  if (format === 'email' && !EMAIL.test(value)) return 'pas une adresse';
  if (format === 'date-time' && !(DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))))
    return 'pas une date-heure';
  return undefined;
}

function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Why `value` breaks `schema`, or undefined when it conforms. `path` names the place for the
 * message (`body.options.length`).
 */
export function violation(
  schema: JsonSchema,
  value: unknown,
  root: SchemaRoot = {},
  path = '$',
): string | undefined {
  const s = deref(schema, root);
  const at = (message: string) => `${path}: ${message}`;

  if (value === null && s.nullable) return undefined;
  if (s.const !== undefined && !deepEqual(s.const, value)) return at('différent de const');
  if (s.enum && !s.enum.some((option) => deepEqual(option, value))) return at('hors enum');

  const types = typesOf(s);
  if (types && !types.some((type) => typeMatches(type, value)))
    return at(`type ${jsonTypeOf(value)} au lieu de ${types.join('|')}`);

  if (typeof value === 'string') {
    const { units, points } = lengths(value);
    // minLength refused under both readings: fewer code units means fewer code points too.
    if (s.minLength !== undefined && units < s.minLength) return at(`moins de ${s.minLength} caractères`);
    // maxLength refused under both readings: more code points means more code units too.
    if (s.maxLength !== undefined && points > s.maxLength) return at(`plus de ${s.maxLength} caractères`);
    if (s.pattern !== undefined && !new RegExp(s.pattern).test(value)) return at(`hors motif ${s.pattern}`);
    if (s.format) {
      const problem = formatViolation(s.format, value);
      if (problem) return at(problem);
    }
  }

  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return at('nombre non fini');
    if (s.minimum !== undefined) {
      if (s.exclusiveMinimum === true ? value <= s.minimum : value < s.minimum) return at('sous le minimum');
    }
    if (s.maximum !== undefined) {
      if (s.exclusiveMaximum === true ? value >= s.maximum : value > s.maximum)
        return at('au-dessus du maximum');
    }
    if (typeof s.exclusiveMinimum === 'number' && value <= s.exclusiveMinimum)
      return at('sous le minimum exclu');
    if (typeof s.exclusiveMaximum === 'number' && value >= s.exclusiveMaximum)
      return at('au-dessus du maximum exclu');
    if (s.multipleOf !== undefined && !Number.isInteger(value / s.multipleOf)) return at('pas un multiple');
  }

  if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < s.minItems) return at(`moins de ${s.minItems} éléments`);
    if (s.maxItems !== undefined && value.length > s.maxItems) return at(`plus de ${s.maxItems} éléments`);
    if (s.uniqueItems && new Set(value.map((item) => JSON.stringify(item))).size !== value.length)
      return at('éléments répétés');
    for (let i = 0; i < value.length; i++) {
      const itemSchema = s.prefixItems?.[i] ?? s.items;
      if (!itemSchema) continue;
      const problem = violation(itemSchema, value[i], root, `${path}[${i}]`);
      if (problem) return problem;
    }
  }

  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of s.required ?? []) {
      if (!Object.prototype.hasOwnProperty.call(record, key)) return at(`champ requis ${key} absent`);
    }
    for (const key of Object.keys(record)) {
      const propertySchema =
        s.properties && Object.prototype.hasOwnProperty.call(s.properties, key)
          ? s.properties[key]
          : undefined;
      if (propertySchema) {
        const problem = violation(propertySchema, record[key], root, `${path}.${key}`);
        if (problem) return problem;
      } else if (s.additionalProperties === false) {
        return at(`champ en trop ${JSON.stringify(key.slice(0, 20))}`);
      } else if (typeof s.additionalProperties === 'object') {
        const problem = violation(s.additionalProperties, record[key], root, `${path}.${key}`);
        if (problem) return problem;
      }
    }
  }

  for (const part of s.allOf ?? []) {
    const problem = violation(part, value, root, path);
    if (problem) return problem;
  }
  if (s.anyOf && !s.anyOf.some((branch) => !violation(branch, value, root, path)))
    return at('aucune branche anyOf');
  // oneOf is read as anyOf: unions (zod's among them) accept a value two branches accept.
  if (s.oneOf && !s.oneOf.some((branch) => !violation(branch, value, root, path)))
    return at('aucune branche oneOf');
  if (s.not && !violation(s.not, value, root, path)) return at('correspond à not');
  return undefined;
}

export function conforms(schema: JsonSchema, value: unknown, root: SchemaRoot = {}): boolean {
  return violation(schema, value, root) === undefined;
}
