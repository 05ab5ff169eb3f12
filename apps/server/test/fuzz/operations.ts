import fc from 'fast-check';
import { deref, typesOf, violation, type JsonSchema, type SchemaRoot } from './json-schema';
import { arbitraryFor, type ArbitraryOptions } from './schema-arbitrary';

/** One parameter of an operation (path or query). */
export interface ParamSpec {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** What the fuzzer needs of one operation of the OpenAPI document. */
export interface Operation {
  /** `POST /api/apps/{id}/like`: how failures name it and FUZZ_OPERATION selects it. */
  id: string;
  method: string;
  /** The path template, `{name}` for each path parameter. */
  template: string;
  pathParams: ParamSpec[];
  queryParams: ParamSpec[];
  /** The JSON request body, when the operation declares one. */
  body?: { schema: JsonSchema; required: boolean };
  root: SchemaRoot;
}

/** Generated valid input: path values (raw strings), query pairs and the body value. */
export interface ValidInput {
  path: Record<string, string>;
  query: [string, string][];
  /** Undefined: the operation takes no body, and none is sent. */
  body?: unknown;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
  $ref?: string;
}

/** Every operation of the document but the documentation's own routes. */
export function operationsOf(document: Record<string, unknown>): Operation[] {
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>;
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(paths)) {
    if (template === '/api/docs' || template.startsWith('/api/docs/')) continue;
    const shared = (item.parameters ?? []) as OpenApiParameter[];
    for (const method of METHODS) {
      const spec = item[method] as
        { parameters?: OpenApiParameter[]; requestBody?: Record<string, unknown> } | undefined;
      if (!spec) continue;
      const parameters = [...shared, ...(spec.parameters ?? [])].map(
        (parameter) => deref(parameter as JsonSchema, document) as unknown as OpenApiParameter,
      );
      const param = (p: OpenApiParameter): ParamSpec => ({
        name: p.name,
        required: p.in === 'path' || p.required === true,
        schema: p.schema ?? {},
      });
      const requestBody = spec.requestBody
        ? (deref(spec.requestBody as JsonSchema, document) as unknown as {
            required?: boolean;
            content?: Record<string, { schema?: JsonSchema }>;
          })
        : undefined;
      const jsonSchema = requestBody?.content?.['application/json']?.schema;
      operations.push({
        id: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        template,
        pathParams: parameters.filter((p) => p.in === 'path').map(param),
        queryParams: parameters.filter((p) => p.in === 'query').map(param),
        body: jsonSchema ? { schema: jsonSchema, required: requestBody?.required === true } : undefined,
        root: document,
      });
    }
  }
  return operations;
}

/** A parameter value as text, the way a URL carries it. */
function paramText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Inputs that conform to the operation's schemas. */
export function validInputArbitrary(op: Operation, options: ArbitraryOptions = {}): fc.Arbitrary<ValidInput> {
  const settings = { ...options, root: op.root };
  const named = (param: ParamSpec) =>
    arbitraryFor(
      { type: 'object', properties: { [param.name]: param.schema }, required: [param.name] },
      settings,
    ).map((value) => paramText((value as Record<string, unknown>)[param.name]));
  const path = fc.record(Object.fromEntries(op.pathParams.map((param) => [param.name, named(param)])));
  const query = fc
    .tuple(
      ...op.queryParams.map((param) =>
        param.required
          ? named(param).map((v) => [v])
          : fc.option(
              named(param).map((v) => [v]),
              { nil: [] },
            ),
      ),
    )
    .map((values) =>
      values.flatMap((list, i) => list.map((value): [string, string] => [op.queryParams[i]!.name, value])),
    );
  const body = op.body
    ? op.body.required
      ? arbitraryFor(op.body.schema, settings)
      : fc.option(arbitraryFor(op.body.schema, settings), { nil: undefined })
    : fc.constant(undefined);
  return fc.record({ path, query, body }).map(({ path, query, body }) => ({
    path,
    query,
    ...(body === undefined ? {} : { body }),
  }));
}

/**
 * Why a parameter's text breaks its schema, or undefined. Numbers and booleans are read the way
 * a coercing validator reads them (`Number(text)`), so only what every reading refuses counts.
 */
export function paramViolation(schema: JsonSchema, text: string, root: SchemaRoot): string | undefined {
  const s = deref(schema, root);
  const types = typesOf(s);
  if (!types || types.includes('string')) return violation(s, text, root);
  if (types.includes('boolean')) return undefined;
  if (types.includes('integer') || types.includes('number')) {
    const value = Number(text);
    if (!Number.isFinite(value)) return `$: « ${text.slice(0, 20)} » n'est pas un nombre`;
    return violation(s, value, root);
  }
  return undefined;
}
