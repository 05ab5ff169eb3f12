import { ApiError, clientErrorCodes, toApiError } from './api-error';

export const API_TIMEOUT_MS = 10_000;

export interface HttpRequest {
  method: string;
  /** From the site's root: `/api/…`. */
  url: string;
  /** Serialised as JSON when present. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The bearer token to send, if any. */
  token?: string;
  /** Cancellation from the caller (e.g. TanStack Query's signal); combined with the time-out. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * One HTTP attempt: JSON headers, cookies included, the bearer token, a time-out. Resolves with
 * the raw response, or rejects with an `ApiError` of status 0 when no answer came (network or
 * time-out). A cancellation asked for by the caller is let through untouched.
 */
export async function send(request: HttpRequest): Promise<Response> {
  const timeout = AbortSignal.timeout(request.timeoutMs ?? API_TIMEOUT_MS);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const headers = new Headers(request.headers);
  headers.set('Accept', 'application/json');
  if (request.body !== undefined) headers.set('Content-Type', 'application/json');
  if (request.token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${request.token}`);
  try {
    return await fetch(request.url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    const code = timeout.aborted ? clientErrorCodes.timeout : clientErrorCodes.network;
    throw new ApiError(0, `${request.method} ${request.url}: ${code}`, code, undefined, { cause: error });
  }
}

/** Reads one answer: its JSON body, or the `ApiError` it stands for. */
export async function readAnswer<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch (error) {
    if (!response.ok) throw new ApiError(response.status, `HTTP ${response.status}`);
    throw new ApiError(response.status, 'Invalid JSON answer', clientErrorCodes.invalidResponse, undefined, {
      cause: error,
    });
  }
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}
