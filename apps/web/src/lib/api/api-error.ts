import type { ApiErrorBody, ErrorDetail } from '@trousse/contracts/api/shared';

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
 * time-out. `status` is 0 when no answer arrived. What the user reads is made from `code` (and
 * the body's extra fields) through the catalogue — see lib/error-message.ts; `message` is the
 * server's own text, or a short technical description for the logs.
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isErrorDetail(value: unknown): value is ErrorDetail {
  return isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string';
}

/** Reads an error answer's body (`{error, code?, details?}`), tolerating any other shape. */
export function toApiError(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError(status, `HTTP ${status}`);
  const shaped = body as Partial<Record<keyof ApiErrorBody, unknown>>;
  const message =
    typeof shaped.error === 'string' && shaped.error.trim() !== '' ? shaped.error : `HTTP ${status}`;
  const code = typeof shaped.code === 'string' ? shaped.code : undefined;
  const details = Array.isArray(shaped.details) ? shaped.details.filter(isErrorDetail) : undefined;
  return new ApiError(status, message, code, details, { body });
}

/** 502 to 504: a temporary server problem, only logged; the session is kept. */
export function isTemporaryServerError(status: number): boolean {
  return status >= 502 && status <= 504;
}
