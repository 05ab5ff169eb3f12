/**
 * What every call of the API is made of, for the groups' maps (`api/<group>/endpoints.ts`): the
 * entry's shape, its defaults and the types a client derives from it. Zod appears here as types
 * only: the web app's first download reads the map (decision 012).
 */
import type { z } from 'zod';

/** Every path of the API starts with it. */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The schemas of one call (types here; values in each group's schemas.ts). */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Absent for the browser navigations that answer with a redirect. */
  response?: z.ZodType;
}

export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  readonly method: HttpMethod;
  /** From the site's root, `:name` for each path parameter: `/api/apps/:id/like`. */
  readonly path: string;
  /** The success status: 201 for a creation, 302 for a navigation that redirects. */
  readonly status: 200 | 201 | 302;
  /**
   * 'required': a live session's bearer token, checked before the handler (401 otherwise).
   * 'optional': the handler reads the bearer token itself (the catalogue, logout, heartbeat).
   * 'none': no token is read.
   */
  readonly auth: 'required' | 'optional' | 'none';
  /** Authenticated by the refresh cookie: the Origin must be the site's (CSRF). */
  readonly sameOrigin: boolean;
  /**
   * Whether the client answers a 401 with one refresh and one retry. Off for the calls whose 401
   * means a wrong code or no session at all (part 1 §4).
   */
  readonly refreshOn401: boolean;
  /** Whether an anonymous call counts against the device's daily allowance (part 1 §6). */
  readonly freemium: 'counted' | 'exempt';
  /** Phantom: carries the schema types; never set at run time. */
  readonly schemas?: S;
}

/**
 * What the API documentation (OpenAPI, French) says of a call: its tag, one-line summary and
 * error statuses. Each group keeps them in its docs.ts, which only the server reads.
 */
export interface EndpointDoc {
  readonly tag: string;
  readonly summary: string;
  /** The error statuses the call may answer, each with the one error shape (DECISIONS §8). */
  readonly errors: readonly number[];
}

type Defaults = Pick<Endpoint, 'auth' | 'sameOrigin' | 'refreshOn401' | 'freemium' | 'status'>;

/** A signed-in user's call: bearer required, refreshed on 401, counted when anonymous. */
export const userCall: Defaults = {
  auth: 'required',
  sameOrigin: false,
  refreshOn401: true,
  freemium: 'counted',
  status: 200,
};

/** A step of signing in: no token, a 401 is an answer (never refreshed), never counted. */
export const signInStep: Defaults = {
  auth: 'none',
  sameOrigin: false,
  refreshOn401: false,
  freemium: 'exempt',
  status: 200,
};

export function endpoint<S extends EndpointSchemas>(
  base: Defaults,
  definition: Pick<Endpoint, 'method' | 'path'> & Partial<Defaults>,
): Endpoint<S> {
  return { ...base, ...definition };
}

type SchemasOf<E> = E extends Endpoint<infer S> ? S : never;

/**
 * The schemas' values a group binds to its entries (in its schemas.ts): `satisfies` makes each
 * one the very schema the entry's types name, and every entry have its own.
 */
export type GroupSchemas<G> = { [K in keyof G]: SchemasOf<G[K]> };

/** A group's documentation (its docs.ts): one entry for each call of the group. */
export type GroupDocs<G> = { [K in keyof G]: EndpointDoc };

type InputOf<S, K extends keyof EndpointSchemas> = S extends { [P in K]: infer T extends z.ZodType }
  ? K extends 'query'
    ? { [P in K]?: z.input<T> }
    : { [P in K]: z.input<T> }
  : { [P in K]?: never };

/** What a caller gives: the path parameters, the query and the body the endpoint declares. */
export type EndpointInput<E extends Endpoint> = InputOf<SchemasOf<E>, 'params'> &
  InputOf<SchemasOf<E>, 'query'> &
  InputOf<SchemasOf<E>, 'body'>;

/** The answer of a successful call. */
export type EndpointAnswer<E extends Endpoint> =
  SchemasOf<E> extends { response: infer T extends z.ZodType } ? z.output<T> : never;

/** Whether the endpoint declares a given part: then the caller must give it. */
export type HasInput<E extends Endpoint> = keyof {
  [K in 'params' | 'query' | 'body' as SchemasOf<E> extends { [P in K]: z.ZodType } ? K : never]: true;
} extends never
  ? false
  : true;

/**
 * The endpoint's path with its parameters filled in (each URI-encoded) and its query string.
 * A parameter missing from `params` is an error of the caller, not something to send.
 */
export function urlOf(
  endpoint: Endpoint,
  params?: Readonly<Record<string, string | number>>,
  query?: Readonly<Record<string, string | number | boolean | undefined>>,
): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined)
      throw new Error(`${endpoint.method} ${endpoint.path}: paramètre ${name} manquant`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/**
 * An error that one group's calls answer with: its status, the code clients show it from and
 * the French message (the spec's words when it has them). A group keeps its own in its
 * errors.ts (no Zod: the web app reads the codes); the server throws one with `fail()`
 * (apps/server/src/lib/http-error.ts), a screen names its text by its code (`errorText`).
 */
export interface ErrorEntry {
  readonly status: number;
  readonly code: string;
  readonly message: string;
}

/** A group's errors, by name, their literal codes kept. */
export const errorEntries = <const T extends Record<string, ErrorEntry>>(entries: T): T => entries;
