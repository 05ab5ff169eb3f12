import type { ApiErrorBody, ErrorDetail } from '@trousse/contracts/errors';
import { messagesFr } from '@trousse/contracts/messages-fr';

export const API_BASE_PATH = '/api';
export const API_TIMEOUT_MS = 10_000;

/** Codes the client itself gives to failures that never produced an answer from the server. */
export const clientErrorCodes = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

/**
 * The one error every API call rejects with: a non-2xx answer, a network failure or a
 * time-out. `status` is 0 when no answer arrived. `message` is always French and safe to show.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly details: ErrorDetail[] | undefined;

  constructor(
    status: number,
    message: string,
    code?: string,
    details?: ErrorDetail[],
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Serialised as JSON when present. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Cancellation from the caller (e.g. TanStack Query's signal); combined with the time-out. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** The French message shown when the server's answer carries no usable `error` text. */
export function fallbackMessage(status: number): string {
  if (status === 0) return messagesFr.serverConnectionError;
  if (status === 400 || status === 422) return messagesFr.invalidData;
  if (status === 404) return messagesFr.notFound;
  if (status === 413) return messagesFr.payloadTooLarge;
  if (status === 429) return messagesFr.tooManyRequests;
  if (status === 503) return messagesFr.serviceUnavailable;
  return messagesFr.genericError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isErrorDetail(value: unknown): value is ErrorDetail {
  return isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string';
}

/** Reads an error answer's body (`{error, code?, details?}`), tolerating any other shape. */
export function toApiError(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError(status, fallbackMessage(status));
  const shaped = body as Partial<Record<keyof ApiErrorBody, unknown>>;
  const message =
    typeof shaped.error === 'string' && shaped.error.trim() !== '' ? shaped.error : fallbackMessage(status);
  const code = typeof shaped.code === 'string' ? shaped.code : undefined;
  const details = Array.isArray(shaped.details) ? shaped.details.filter(isErrorDetail) : undefined;
  return new ApiError(status, message, code, details);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  return JSON.parse(text) as unknown;
}

/**
 * The headers of one attempt. This is the single place where the `Authorization: Bearer …`
 * header will be added once accounts exist (read the access token here).
 */
function buildHeaders(options: ApiRequestOptions): Headers {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  return headers;
}

/** One HTTP attempt: resolves with the raw response or rejects with an `ApiError` (no answer). */
async function send(path: string, options: ApiRequestOptions): Promise<Response> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await fetch(`${API_BASE_PATH}${path}`, {
      method: options.method ?? 'GET',
      headers: buildHeaders(options),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    // A cancellation asked for by the caller is not a failure: let it through untouched.
    if (options.signal?.aborted) throw error;
    const code = timeout.aborted ? clientErrorCodes.timeout : clientErrorCodes.network;
    throw new ApiError(0, messagesFr.serverConnectionError, code, undefined, { cause: error });
  }
}

/**
 * Every call to the server goes through here: base path `/api`, cookies included, a 10 s
 * time-out, JSON in and out, and one `ApiError` for any failure.
 *
 * When accounts arrive, the "401 → one shared refresh → retry once" step belongs here, around
 * `send`: on a 401, await a single in-flight refresh promise shared by all callers, then call
 * `send` again (which re-reads the token in `buildHeaders`).
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await send(path, options);

  let body: unknown;
  try {
    body = await readJson(response);
  } catch (error) {
    if (!response.ok) throw new ApiError(response.status, fallbackMessage(response.status));
    throw new ApiError(
      response.status,
      messagesFr.genericError,
      clientErrorCodes.invalidResponse,
      undefined,
      {
        cause: error,
      },
    );
  }

  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
