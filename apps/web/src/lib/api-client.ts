import type { RefreshResponse } from '@trousse/contracts/auth';
import type { ApiErrorBody, ErrorDetail } from '@trousse/contracts/errors';
import { messagesFr } from '@trousse/contracts/messages-fr';
import { errorCodes } from '@trousse/contracts/error-codes';

import { clearAccessToken, getAccessToken, isUsableToken, setAccessToken } from './access-token';
import { currentDeviceInfo } from './device-info';
import { isFreemiumExempt, takeFreemiumRequest } from './freemium';

export const API_BASE_PATH = '/api';
export const API_TIMEOUT_MS = 10_000;

/** Codes the client itself gives to failures that never produced an answer from the server. */
export const clientErrorCodes = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  invalidResponse: 'INVALID_RESPONSE',
  /** The device-side daily allowance of anonymous calls is used up. */
  freemiumLimit: 'FREEMIUM_LIMIT',
  /** The server handed back an empty or "undefined" token. */
  invalidToken: 'INVALID_TOKEN',
  /** A 401 that the refresh could not cure: the session is over. */
  sessionExpired: 'SESSION_EXPIRED',
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
  /**
   * The error answer's JSON object as received, for the extra fields some calls add
   * (`remainingAttempts`, `remainingTime`, `cooldownRemaining`…). Undefined when no JSON
   * object came back.
   */
  readonly body: Readonly<Record<string, unknown>> | undefined;

  constructor(
    status: number,
    message: string,
    code?: string,
    details?: ErrorDetail[],
    options?: ErrorOptions & { body?: Record<string, unknown> },
  ) {
    super(message, options);
    this.status = status;
    this.code = code;
    this.details = details;
    this.body = options?.body;
  }

  /** The server's own `error` text, when its answer carried one. */
  get serverMessage(): string | undefined {
    const error = this.body?.error;
    return typeof error === 'string' && error.trim() !== '' ? error : undefined;
  }

  /** A numeric extra field of the answer (e.g. `remainingAttempts`), if present. */
  numberField(name: string): number | undefined {
    const value = this.body?.[name];
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
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
  /**
   * After a 401 that the refresh could not cure, send the user to /auth (default). The
   * start-up session check turns this off: a visitor whose old session ended stays where he is.
   */
  redirectOnSessionExpired?: boolean;
  /**
   * Never count the call against the anonymous allowance: a call that completes a sign-in
   * (the token is already stored, the session not yet marked signed in).
   */
  skipFreemium?: boolean;
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
  return new ApiError(status, message, code, details, { body });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  return JSON.parse(text) as unknown;
}

/** The headers of one attempt: JSON, plus the bearer token read afresh from its cookie. */
function buildHeaders(options: ApiRequestOptions): Headers {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const token = getAccessToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
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

/** Reads one answer: its JSON body, or the `ApiError` it stands for. */
async function readAnswer<T>(response: Response): Promise<T> {
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

/** What the session (a feature) tells the client, and what the client tells it back. */
export interface ApiSessionHooks {
  /** Whether a user is signed in: anonymous calls count against the freemium allowance. */
  isAuthenticated: () => boolean;
  /** The refresh failed for good: mark the session logged out (token already cleared). */
  onSessionExpired: () => void;
  /** A failed call asked to send the user to the sign-in screen (unless already there). */
  onSignInRequired: () => void;
  /** The day's anonymous allowance is used up: open the "Limite Atteinte" dialog. */
  onFreemiumLimit: () => void;
}

const noSessionHooks: ApiSessionHooks = {
  isAuthenticated: () => false,
  onSessionExpired: () => {},
  onSignInRequired: () => {},
  onFreemiumLimit: () => {},
};

let sessionHooks: ApiSessionHooks = noSessionHooks;

/** Connects the session store; returns the function that disconnects it. */
export function setApiSessionHooks(hooks: ApiSessionHooks): () => void {
  sessionHooks = hooks;
  return () => {
    if (sessionHooks === hooks) sessionHooks = noSessionHooks;
  };
}

/**
 * Calls whose 401 means "wrong credentials" or "no session", never "access token expired":
 * they never trigger a refresh.
 */
export const noRefreshPaths: readonly string[] = [
  '/auth/refresh',
  '/auth/login',
  '/auth/register',
  '/auth/check-email',
  '/auth/request-reset',
  '/auth/validate-reset-code',
  '/auth/verify-reset',
  '/auth/logout',
  '/auth/2fa/verify-login',
  '/auth/oauth/providers',
  '/auth/oauth/create-code',
  '/auth/oauth/cleanup',
];

export function refreshesOn401(path: string): boolean {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return !noRefreshPaths.includes(bare);
}

/**
 * Whether a 401 is about the session (its access token), not a wrong code typed in a form
 * (`INVALID_CODE`, `TWO_FACTOR_INVALID`…): retrying those would count the same guess twice.
 */
async function isSessionRefusal(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return body.code === undefined || body.code === errorCodes.unauthenticated;
  } catch {
    return true;
  }
}

/** 502 to 504: a temporary server problem, only logged; the session is kept. */
export function isTemporaryServerError(status: number): boolean {
  return status >= 502 && status <= 504;
}

let refreshInFlight: Promise<string> | null = null;

async function requestNewAccessToken(): Promise<string> {
  const response = await send('/auth/refresh', {
    method: 'POST',
    headers: { 'X-Device-Fingerprint': currentDeviceInfo().fingerprint },
  });
  const body = await readAnswer<Partial<RefreshResponse>>(response);
  if (!isUsableToken(body?.accessToken)) {
    throw new ApiError(response.status, messagesFr.invalidToken, clientErrorCodes.invalidToken);
  }
  return body.accessToken;
}

/** Ends the session on the device after a refresh failure; the server's logout clears the cookie. */
function endExpiredSession() {
  clearAccessToken();
  send('/auth/logout', { method: 'POST' }).catch(() => {
    // The refresh cookie may already be gone: nothing more to do.
  });
  sessionHooks.onSessionExpired();
}

/**
 * One shared refresh: every caller that meets a 401 while it runs waits for the same promise.
 * Resolves with the new access token (already stored). A temporary failure (no answer, 502–504)
 * keeps the session; any other failure ends it.
 */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= requestNewAccessToken()
    .then((token) => {
      setAccessToken(token);
      return token;
    })
    .catch((error: unknown) => {
      const temporary = isApiError(error) && (error.status === 0 || isTemporaryServerError(error.status));
      if (temporary) throw error;
      endExpiredSession();
      throw new ApiError(401, messagesFr.sessionExpired, clientErrorCodes.sessionExpired, undefined, {
        cause: error,
      });
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/**
 * Every call to the server goes through here: base path `/api`, cookies included, the bearer
 * token, a 10 s time-out, JSON in and out, and one `ApiError` for any failure.
 *
 * - While no one is signed in, the call counts against the device's freemium allowance
 *   (except the exempt paths); past it, the call is refused without reaching the server.
 * - A 401 (outside the sign-in calls) triggers one shared refresh and one retry. If the
 *   refresh fails the session ends and, unless asked otherwise, the user goes to /auth.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  if (
    !options.skipFreemium &&
    !sessionHooks.isAuthenticated() &&
    !isFreemiumExempt(path) &&
    !takeFreemiumRequest()
  ) {
    sessionHooks.onFreemiumLimit();
    throw new ApiError(429, messagesFr.freemiumLimit, clientErrorCodes.freemiumLimit);
  }

  let response = await send(path, options);

  if (response.status === 401 && refreshesOn401(path) && (await isSessionRefusal(response))) {
    try {
      await refreshAccessToken();
    } catch (error) {
      if (
        isApiError(error) &&
        error.code === clientErrorCodes.sessionExpired &&
        options.redirectOnSessionExpired !== false
      ) {
        sessionHooks.onSignInRequired();
      }
      throw error;
    }
    response = await send(path, options);
  }

  if (isTemporaryServerError(response.status)) {
    console.warn(`API ${options.method ?? 'GET'} ${path}: erreur temporaire du serveur (${response.status})`);
  }

  return readAnswer<T>(response);
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
