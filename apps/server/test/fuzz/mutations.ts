import fc from 'fast-check';
import { deref, typesOf, violation, type JsonSchema, type JsonType } from './json-schema';
import { paramViolation, type Operation, type ValidInput } from './operations';

/**
 * Mutations of a valid input. Each is plain data drawn by fast-check (so it shrinks), applied to
 * the valid input by `prepare`, which also says whether the result breaks the operation's schemas
 * (then the server must refuse it) and which long strings the answer must not echo.
 */

/** A value put in place of a field of the body, a path parameter or a query parameter. */
export type Replacement =
  | { kind: 'wrongType'; value: unknown }
  | { kind: 'longString'; size: number; chunk: string }
  | { kind: 'weirdString'; text: string }
  | { kind: 'injection'; text: string }
  | { kind: 'deepNesting'; shape: 'array' | 'object'; depth: number };

export type Place = 'body' | 'path' | 'query';

export type Mutation =
  | { kind: 'none' }
  | { kind: 'replace'; place: Place; pick: number; with: Replacement }
  | { kind: 'missingRequired'; pick: number }
  | { kind: 'extraField'; pick: number; key: string; value: unknown }
  | { kind: 'protoKey'; pick: number; key: '__proto__' | 'constructor' }
  | { kind: 'nonObjectBody'; value: unknown }
  | { kind: 'deepBody'; shape: 'array' | 'object'; depth: number }
  | { kind: 'invalidJson'; text: string }
  | { kind: 'contentType'; contentType: string | null }
  | { kind: 'hugeBody'; size: number }
  | { kind: 'invalidUtf8'; pick: number }
  | { kind: 'rawSegment'; pick: number; segment: string }
  | { kind: 'repeatedQueryKey'; pick: number; second: string }
  | { kind: 'unknownQueryKey'; key: string; value: string; repeated: boolean }
  | { kind: 'hugeQuery'; size: number; chunk: string }
  | { kind: 'hugeHeader'; size: number; chunk: string };

/** The request a mutated input makes, and what the fuzzer expects of its answer. */
export interface Prepared {
  /** Names the mutation in reports and failure signatures (`replace:longString@body`). */
  label: string;
  /** Path and query string, as sent. */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Why the request breaks the operation's schemas: the server must refuse it. */
  mustRefuse?: string;
  /** Long strings sent that no error answer may repeat. */
  probes: string[];
  /** Query keys the operation does not declare: ignored, never a reason to refuse. */
  unknownQueryKeys: string[];
  /** The same path without those keys, to tell whether they made the difference. */
  pathWithoutUnknownKeys: string;
}

// ——— the raw material ———

export const INJECTIONS = [
  "' or 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1' AND pg_sleep(5)--",
  "admin'--",
  '$(id)',
  '`id`',
  '{{7*7}}',
  '${7*7}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f',
  '${jndi:ldap://x/a}',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  'true',
  '[object Object]',
];

export const WEIRD_PIECES = [
  '\u0000',
  'a\u0000b',
  '😀',
  '👨‍👩‍👧‍👦',
  '\uD800',
  '\uDFFF',
  'a\uDBFFb',
  '\u202E',
  '\uFEFF',
  'e\u0301',
  '\u0085',
  '\r\n',
  '\t',
  ' ',
  'İ',
  'ß',
  'ǅ',
  '\uFFFF',
  '\\',
  '"',
  "'",
  '%00',
  '%',
  '𝕏',
];

/** Text sent as is in place of a path parameter (what a hand-typed URL may hold). */
export const RAW_SEGMENTS = [
  '../',
  '..%2f',
  '%2e%2e%2f',
  '%2e%2e',
  '..',
  '.',
  '%E0%A4%A',
  '%',
  '%zz',
  '%00',
  '%C0%AE%C0%AE%2F',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%ff',
  '%2F',
  'a%20b',
  '\u00e9',
  "'%20or%201=1%20--",
  '%27%20OR%201%3D1%20--',
  '%252e%252e%252f',
  '..;',
  '${7*7}',
  '{{7*7}}',
  '<script>',
  '*',
  '%u002e',
  'a'.repeat(101),
  'a'.repeat(10_000),
  '%41'.repeat(3_000),
];

export const INVALID_JSON = [
  '',
  ' ',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}}',
  '{"a":1}{"b":2}',
  '{a:1}',
  'NaN',
  'undefined',
  'nul',
  '[',
  '{"a":"\\x"}',
  '{"a":01}',
  '{"a":"\u0001"}',
  '\uFEFF{}',
];

export const CONTENT_TYPES: (string | null)[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  null,
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json; charset=utf-8',
];

/** Media types that say "JSON": a body sent with another one breaks a JSON body requirement. */
const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

const TWO_MEGABYTES = 2 * 1024 * 1024;
const asciiChar = fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code));
const chunk = fc.string({ unit: asciiChar, minLength: 1, maxLength: 16 });
/** Mostly small sizes around usual limits; the big ones now and then. */
const stringSize = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(0, 1, 40, 64, 65, 129, 200, 255, 256, 513, 2_049) },
  { weight: 2, arbitrary: fc.constantFrom(4_096, 16_385, 65_536) },
  { weight: 1, arbitrary: fc.constantFrom(100_001, 1_000_000) },
);

const replacement: fc.Arbitrary<Replacement> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('wrongType' as const),
      value: fc.constantFrom<unknown>(0, 1.5, -1, 'texte', '', true, false, null, [], {}, [1], { a: 1 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('longString' as const), size: stringSize, chunk }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('weirdString' as const),
      text: fc
        .array(fc.constantFrom(...WEIRD_PIECES), { minLength: 1, maxLength: 4 })
        .map((parts) => parts.join('')),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('injection' as const), text: fc.constantFrom(...INJECTIONS) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('deepNesting' as const),
      shape: fc.constantFrom('array' as const, 'object' as const),
      depth: fc.constantFrom(100, 1_000, 2_000),
    }),
  },
);

/** The mutations that make sense for an operation (no path mutation without path parameters…). */
export function mutationArbitrary(op: Operation): fc.Arbitrary<Mutation> {
  const places: Place[] = [];
  if (op.body) places.push('body');
  if (op.pathParams.length > 0) places.push('path');
  if (op.queryParams.length > 0) places.push('query');
  const pick = fc.nat({ max: 1_000 });
  const options: fc.WeightedArbitrary<Mutation>[] = [
    { weight: 4, arbitrary: fc.constant({ kind: 'none' as const }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('protoKey' as const),
        pick,
        key: fc.constantFrom('__proto__' as const, 'constructor' as const),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('deepBody' as const),
        shape: fc.constantFrom('array' as const, 'object' as const),
        depth: fc.constantFrom(1_000, 5_000),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('invalidJson' as const),
        text: fc.constantFrom(...INVALID_JSON),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('contentType' as const),
        contentType: fc.constantFrom(...CONTENT_TYPES),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('hugeBody' as const), size: fc.constant(TWO_MEGABYTES) }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('unknownQueryKey' as const),
        key: fc.constantFrom(
          '_',
          'utm_source',
          'fuzz',
          'callback',
          'x[y]',
          'a.b',
          '__proto__',
          'constructor',
          'toString',
        ),
        value: fc.string({ unit: asciiChar, maxLength: 8 }),
        repeated: fc.boolean(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('hugeQuery' as const),
        size: fc.constantFrom(8_000, 17_000, 70_000),
        chunk,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('hugeHeader' as const),
        size: fc.constantFrom(16_385, 17_000, 40_000, 100_000),
        chunk,
      }),
    },
  ];
  if (places.length > 0) {
    options.push({
      weight: 8,
      arbitrary: fc.record({
        kind: fc.constant('replace' as const),
        place: fc.constantFrom(...places),
        pick,
        with: replacement,
      }),
    });
  }
  if (op.body) {
    options.push(
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('missingRequired' as const), pick }) },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant('extraField' as const),
          pick,
          key: fc.oneof(
            fc.constantFrom('extra', 'isAdmin', 'role', 'userId', 'plan', 'id', 'x'),
            fc.string({ unit: asciiChar, minLength: 1, maxLength: 10 }),
          ),
          value: fc.jsonValue({ maxDepth: 2 }),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('nonObjectBody' as const),
          value: fc.constantFrom<unknown>([], [1, 2], 'texte', 42, true, null, [{}]),
        }),
      },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('invalidUtf8' as const), pick }) },
    );
  }
  if (op.pathParams.length > 0) {
    options.push({
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('rawSegment' as const),
        pick,
        segment: fc.constantFrom(...RAW_SEGMENTS),
      }),
    });
  }
  if (op.queryParams.length > 0) {
    options.push({
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('repeatedQueryKey' as const),
        pick,
        second: fc.oneof(fc.constantFrom('1', '2', '20'), fc.string({ unit: asciiChar, maxLength: 6 })),
      }),
    });
  }
  return fc.oneof(...options);
}

// ——— applying a mutation ———

type Segment = string | number;

/** Every place inside a JSON value, with the schema the document gives it (if any). */
interface Node {
  path: Segment[];
  schema?: JsonSchema;
  value: unknown;
}

function nodesOf(
  value: unknown,
  schema: JsonSchema | undefined,
  op: Operation,
  path: Segment[] = [],
): Node[] {
  const s = schema ? deref(schema, op.root) : undefined;
  const nodes: Node[] = [{ path, schema: s, value }];
  if (Array.isArray(value)) {
    value.forEach((item, i) =>
      nodes.push(...nodesOf(item, s?.prefixItems?.[i] ?? s?.items, op, [...path, i])),
    );
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const child =
        s?.properties && Object.prototype.hasOwnProperty.call(s.properties, key)
          ? s.properties[key]
          : typeof s?.additionalProperties === 'object'
            ? s.additionalProperties
            : undefined;
      nodes.push(...nodesOf(item, child, op, [...path, key]));
    }
  }
  return nodes;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A copy of `root` with the value at `path` replaced (or deleted when `value` is the DELETE mark). */
const DELETE = Symbol('delete');
function setAt(root: unknown, path: Segment[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let parent = copy;
  for (const segment of path.slice(0, -1)) parent = parent[segment] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === DELETE) delete parent[last];
  else Object.defineProperty(parent, last, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function nested(shape: 'array' | 'object', depth: number): string {
  return shape === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

function repeatTo(piece: string, size: number): string {
  return piece.repeat(Math.ceil(size / piece.length)).slice(0, size);
}

/** The JSON value a replacement stands for, and its text when it is too deep to build cheaply. */
function materialize(replacement: Replacement): unknown {
  switch (replacement.kind) {
    case 'wrongType':
      return replacement.value;
    case 'longString':
      return repeatTo(replacement.chunk, replacement.size);
    case 'weirdString':
    case 'injection':
      return replacement.text;
    case 'deepNesting':
      return JSON.parse(nested(replacement.shape, replacement.depth));
  }
}

const FALLBACKS: unknown[] = [123, 'texte', true, null, [], {}];

/** A value whose JSON type the schema refuses (keeps the drawn one when it is refused already). */
function wrongTypeFor(schema: JsonSchema | undefined, drawn: unknown, op: Operation): unknown {
  if (!schema) return drawn;
  if (violation(schema, drawn, op.root)) return drawn;
  return FALLBACKS.find((candidate) => violation(schema, candidate, op.root)) ?? drawn;
}

/** Percent-encodes the UTF-8 of `text` (lone surrogates become U+FFFD, as any encoder does). */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The text a URL parameter carries for a JSON value. */
function asParam(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** What a server reads from a percent-encoded segment, or undefined when it is not valid. */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function wellFormed(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/** Long strings (40 characters or more) of a value, to check the answer does not echo them. */
function longStringsOf(value: unknown, into: string[]): void {
  if (typeof value === 'string') {
    if (value.length >= 40) into.push(value);
  } else if (Array.isArray(value)) for (const item of value) longStringsOf(item, into);
  else if (isObject(value)) for (const item of Object.values(value)) longStringsOf(item, into);
}

export function describeMutation(mutation: Mutation): string {
  switch (mutation.kind) {
    case 'replace':
      return `replace:${mutation.with.kind}@${mutation.place}`;
    case 'protoKey':
      return `protoKey:${mutation.key}`;
    case 'contentType':
      return `contentType:${mutation.contentType ?? 'none'}`;
    default:
      return mutation.kind;
  }
}

/** Applies a mutation to a valid input: the request to send and what its answer must respect. */
export function prepare(op: Operation, input: ValidInput, mutation: Mutation): Prepared {
  const pathSegments: Record<string, string> = {};
  for (const param of op.pathParams) pathSegments[param.name] = percentEncode(input.path[param.name] ?? '');
  let query: [string, string][] = input.query.map(([key, value]) => [key, value]);
  let extraQuery = '';
  let body: unknown = input.body;
  let bodyText: string | Buffer | undefined = body === undefined ? undefined : JSON.stringify(body);
  let contentType: string | null = body === undefined ? null : 'application/json';
  const headers: Record<string, string> = {};
  const probes: string[] = [];

  /** A body to carry a body mutation on an operation that has none. */
  const someBody = (): unknown => (body === undefined ? {} : body);
  const setBody = (value: unknown, text = JSON.stringify(value)) => {
    body = value;
    bodyText = text;
    contentType = 'application/json';
  };

  switch (mutation.kind) {
    case 'none':
      break;
    case 'replace': {
      const value = materialize(mutation.with);
      longStringsOf(value, probes);
      if (mutation.place === 'body' && op.body) {
        const nodes = nodesOf(someBody(), op.body.schema, op).filter((node) => node.path.length > 0);
        if (nodes.length === 0) break;
        const node = nodes[mutation.pick % nodes.length]!;
        const replaced = mutation.with.kind === 'wrongType' ? wrongTypeFor(node.schema, value, op) : value;
        const replacementWith = mutation.with;
        if (replacementWith.kind === 'deepNesting') {
          // Built as text: structuredClone and JSON.stringify of 2,000 levels are slow or too deep.
          const marked = JSON.stringify(setAt(someBody(), node.path, '__FUZZ_DEEP__'));
          const text = marked.replace(
            '"__FUZZ_DEEP__"',
            nested(replacementWith.shape, replacementWith.depth),
          );
          setBody(JSON.parse(text), text);
        } else {
          setBody(setAt(someBody(), node.path, replaced));
        }
      } else if (mutation.place === 'path' && op.pathParams.length > 0) {
        const param = op.pathParams[mutation.pick % op.pathParams.length]!;
        const replaced = mutation.with.kind === 'wrongType' ? wrongTypeFor(param.schema, value, op) : value;
        pathSegments[param.name] = percentEncode(asParam(replaced));
      } else if (mutation.place === 'query' && op.queryParams.length > 0) {
        const param = op.queryParams[mutation.pick % op.queryParams.length]!;
        const replaced = mutation.with.kind === 'wrongType' ? wrongTypeFor(param.schema, value, op) : value;
        query = [...query.filter(([key]) => key !== param.name), [param.name, asParam(replaced)]];
      }
      break;
    }
    case 'missingRequired': {
      const candidates = nodesOf(someBody(), op.body?.schema, op).flatMap((node) =>
        isObject(node.value)
          ? (node.schema?.required ?? [])
              .filter((key) => Object.prototype.hasOwnProperty.call(node.value, key))
              .map((key) => [...node.path, key])
          : [],
      );
      if (candidates.length === 0) break;
      setBody(setAt(someBody(), candidates[mutation.pick % candidates.length]!, DELETE));
      break;
    }
    case 'extraField': {
      const objects = nodesOf(someBody(), op.body?.schema, op).filter((node) => isObject(node.value));
      if (objects.length === 0) break;
      const node = objects[mutation.pick % objects.length]!;
      // An existing key would only change a value: make the key new.
      const key = Object.prototype.hasOwnProperty.call(node.value, mutation.key)
        ? `${mutation.key}_x`
        : mutation.key;
      setBody(setAt(someBody(), [...node.path, key], mutation.value));
      break;
    }
    case 'protoKey': {
      const objects = nodesOf(someBody(), op.body?.schema, op).filter((node) => isObject(node.value));
      const node = objects.length > 0 ? objects[mutation.pick % objects.length]! : { path: [] };
      const payload =
        mutation.key === '__proto__' ? { fuzzPolluted: 'oui' } : { prototype: { fuzzPolluted: 'oui' } };
      const base = isObject(someBody()) ? someBody() : {};
      const marked = JSON.stringify(setAt(base, [...node.path, '__FUZZ_KEY__'], payload));
      const text = marked.replace('"__FUZZ_KEY__"', JSON.stringify(mutation.key));
      setBody(JSON.parse(text), text);
      break;
    }
    case 'nonObjectBody':
      setBody(mutation.value);
      break;
    case 'deepBody': {
      const text = nested(mutation.shape, mutation.depth);
      setBody(JSON.parse(text), text);
      break;
    }
    case 'invalidJson':
      body = undefined;
      bodyText = mutation.text;
      contentType = 'application/json';
      break;
    case 'contentType':
      if (bodyText === undefined) setBody({});
      contentType = mutation.contentType;
      break;
    case 'hugeBody': {
      const filler = repeatTo('fuzz', mutation.size);
      const base = isObject(someBody()) ? someBody() : { value: someBody() };
      setBody(setAt(base, ['fuzzFiller'], filler));
      probes.push(filler);
      break;
    }
    case 'invalidUtf8': {
      const strings = nodesOf(someBody(), op.body?.schema, op).filter((node) => node.path.length > 0);
      const marked =
        strings.length > 0
          ? JSON.stringify(setAt(someBody(), strings[mutation.pick % strings.length]!.path, '__FUZZ_UTF8__'))
          : JSON.stringify({ value: '__FUZZ_UTF8__' });
      const [before, after] = marked.split('__FUZZ_UTF8__') as [string, string];
      bodyText = Buffer.concat([
        Buffer.from(before),
        Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0xc0, 0xaf]),
        Buffer.from(after),
      ]);
      // What a decoder that replaces bad bytes reads; one that refuses them answers 400.
      body = JSON.parse(bodyText.toString('utf8'));
      contentType = 'application/json';
      break;
    }
    case 'rawSegment': {
      const param = op.pathParams[mutation.pick % op.pathParams.length]!;
      pathSegments[param.name] = mutation.segment;
      if (mutation.segment.length >= 40) probes.push(mutation.segment);
      break;
    }
    case 'repeatedQueryKey': {
      const param = op.queryParams[mutation.pick % op.queryParams.length]!;
      const first = query.find(([key]) => key === param.name)?.[1] ?? mutation.second;
      query = [
        ...query.filter(([key]) => key !== param.name),
        [param.name, first],
        [param.name, mutation.second],
      ];
      break;
    }
    case 'unknownQueryKey': {
      const known = op.queryParams.some((param) => param.name === mutation.key);
      if (known) break;
      query = [...query, [mutation.key, mutation.value]];
      if (mutation.repeated) query.push([mutation.key, `${mutation.value}2`]);
      break;
    }
    case 'hugeQuery': {
      const filler = repeatTo(mutation.chunk, mutation.size);
      extraQuery = `fuzz=${percentEncode(filler)}`;
      probes.push(filler);
      break;
    }
    case 'hugeHeader': {
      headers['x-fuzz-filler'] = repeatTo(mutation.chunk, mutation.size);
      probes.push(headers['x-fuzz-filler']);
      break;
    }
  }

  const path = op.template.replace(/\{([^}]+)\}/g, (_, name: string) => pathSegments[name] ?? '');
  const declared = (key: string) => op.queryParams.some((param) => param.name === key);
  const withQuery = (pairs: [string, string][]) => {
    const text = [...pairs.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`), extraQuery]
      .filter(Boolean)
      .join('&');
    return text ? `${path}?${text}` : path;
  };
  if (contentType !== null) headers['content-type'] = contentType;

  return {
    label: describeMutation(mutation),
    path: withQuery(query),
    headers,
    ...(bodyText === undefined ? {} : { body: bodyText }),
    mustRefuse: schemaBreach(op, pathSegments, query, body, bodyText, contentType),
    probes,
    unknownQueryKeys: [...new Set(query.map(([key]) => key))].filter((key) => !declared(key)),
    pathWithoutUnknownKeys: withQuery(query.filter(([key]) => declared(key))),
  };
}

/** Why the request breaks the operation's declared inputs, or undefined when it does not. */
function schemaBreach(
  op: Operation,
  pathSegments: Record<string, string>,
  query: [string, string][],
  body: unknown,
  bodyText: string | Buffer | undefined,
  contentType: string | null,
): string | undefined {
  for (const param of op.pathParams) {
    const decoded = decodeSegment(pathSegments[param.name] ?? '');
    if (decoded === undefined) return `chemin : ${param.name} n'est pas un encodage-pourcent valide`;
    const problem = paramViolation(param.schema, wellFormed(decoded), op.root);
    if (problem) return `chemin : ${param.name} ${problem}`;
  }
  for (const param of op.queryParams) {
    const values = query.filter(([key]) => key === param.name).map(([, value]) => wellFormed(value));
    const types = typesOf(deref(param.schema, op.root)) as JsonType[] | undefined;
    if (values.length === 0 && param.required) return `requête : ${param.name} requis absent`;
    if (values.length > 1 && !types?.includes('array'))
      return `requête : ${param.name} donné ${values.length} fois`;
    if (values.length === 1) {
      const problem = paramViolation(param.schema, values[0]!, op.root);
      if (problem) return `requête : ${param.name} ${problem}`;
    }
  }
  if (!op.body) return undefined;
  if (bodyText === undefined) return op.body.required ? 'corps : requis, absent' : undefined;
  if (contentType === null || !JSON_CONTENT_TYPE.test(contentType))
    return op.body.required ? `corps : JSON requis, envoyé en ${contentType ?? 'sans type'}` : undefined;
  if (/charset=(?!utf-8)/i.test(contentType)) return undefined;
  if (body === undefined) {
    try {
      JSON.parse(typeof bodyText === 'string' ? bodyText : bodyText.toString('utf8'));
    } catch {
      return 'corps : JSON invalide';
    }
    return undefined;
  }
  const problem = violation(op.body.schema, body, op.root, 'corps');
  return problem;
}
