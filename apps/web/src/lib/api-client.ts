import { endpoints } from '@trousse/contracts/api/endpoints';
import {
  urlOf,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type HasInput,
} from '@trousse/contracts/api/endpoint';
import { errorCodes } from '@trousse/contracts/error-codes';

import { clearAccessToken, getAccessToken, isUsableToken, setAccessToken } from './access-token';
import { ApiError, clientErrorCodes, isApiError, isTemporaryServerError } from './api/api-error';
import { passesFreemiumGate } from './api/freemium-gate';
import { readAnswer, send } from './api/http';
import { createTokenRefresher } from './api/refresh';
import { currentDeviceInfo } from './device-info';

export { API_TIMEOUT_MS } from './api/http';
export { ApiError, clientErrorCodes, isApiError, isTemporaryServerError, toApiError } from './api/api-error';

export interface CallOptions {
  /** Cancellation from the caller (e.g. TanStack Query's signal); combined with the time-out. */
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
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

/** What the session tells the client, and what the client tells it back. */
export interface ApiSessionHooks {
  /** Whether a user is signed in: anonymous calls count against the freemium allowance. */
  isAuthenticated: () => boolean;
  /** The refresh failed for good: mark the session logged out (token already cleared). */
  onSessionExpired: () => void;
  /** A failed call asked to send the user to the sign-in screen (unless already there). */
  onSignInRequired: () => void;
  /** The day's anonymous allowance is used up: the session records it (and the app says so). */
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

const refresher = createTokenRefresher({
  async request() {
    const response = await send({
      method: endpoints.auth.refresh.method,
      url: urlOf(endpoints.auth.refresh),
      headers: { 'X-Device-Fingerprint': currentDeviceInfo().fingerprint },
    });
    const body = await readAnswer<Partial<EndpointAnswer<typeof endpoints.auth.refresh>> | undefined>(
      response,
    );
    if (!isUsableToken(body?.accessToken)) {
      throw new ApiError(response.status, 'Unusable token', clientErrorCodes.invalidToken);
    }
    setAccessToken(body.accessToken);
    return body.accessToken;
  },
  onExpired() {
    // Ends the session on the device; the server's logout clears the refresh cookie.
    clearAccessToken();
    send({ method: endpoints.auth.logout.method, url: urlOf(endpoints.auth.logout) }).catch(() => {
      // The refresh cookie may already be gone: nothing more to do.
    });
    sessionHooks.onSessionExpired();
  },
});

/** A new access token from the refresh cookie (one shared refresh at a time); see refresh.ts. */
export function refreshAccessToken(): Promise<string> {
  return refresher.refresh();
}

/**
 * The body an endpoint takes, from the map's schemas: mutations type their input with it rather
 * than restating the fields, so a change of the contract reaches them.
 */
export type EndpointBody<E extends Endpoint> = NonNullable<EndpointInput<E>['body']>;

type CallArguments<E extends Endpoint> =
  HasInput<E> extends true
    ? [input: EndpointInput<E>, options?: CallOptions]
    : [input?: EndpointInput<E>, options?: CallOptions];

/**
 * Every call to the server goes through here, named by its entry of the endpoint map
 * (packages/contracts): `apiCall(endpoints.apps.like, { params: { id }, body: { isLiked } })`.
 * Resolves with the answer, typed by the endpoint's schema (the server validates every answer
 * against that schema before sending it, decision 012); rejects with an `ApiError`.
 *
 * - While no one is signed in, a `counted` call takes one of the device's freemium allowance;
 *   past it, the call is refused without reaching the server.
 * - A 401 on an endpoint marked `refreshOn401` triggers one shared refresh and one retry. If the
 *   refresh fails the session ends and, unless asked otherwise, the user goes to /auth.
 */
export async function apiCall<E extends Endpoint>(
  endpoint: E,
  ...args: CallArguments<E>
): Promise<EndpointAnswer<E>> {
  const [input, options = {}] = args;
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
  };
  if (!options.skipFreemium && !passesFreemiumGate(endpoint, sessionHooks.isAuthenticated())) {
    sessionHooks.onFreemiumLimit();
    throw new ApiError(429, 'Freemium allowance used up', clientErrorCodes.freemiumLimit);
  }

  const request = {
    method: endpoint.method,
    url: urlOf(endpoint, params, query),
    body,
    headers: options.headers,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
  };
  let response = await send({ ...request, token: getAccessToken() ?? undefined });

  if (response.status === 401 && endpoint.refreshOn401 && (await isSessionRefusal(response))) {
    try {
      await refresher.refresh();
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
    response = await send({ ...request, token: getAccessToken() ?? undefined });
  }

  if (isTemporaryServerError(response.status)) {
    console.warn(`API ${endpoint.method} ${request.url}: temporary server error (${response.status})`);
  }

  return readAnswer<EndpointAnswer<E>>(response);
}

/**
 * Sends a call that must leave even while the tab closes (`keepalive`), and whose outcome does
 * not matter: the "page hidden" hint of the session.
 */
export function sendKeepalive(endpoint: Endpoint): void {
  const token = getAccessToken();
  if (!token) return;
  fetch(urlOf(endpoint), {
    method: endpoint.method,
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    credentials: 'include',
    keepalive: true,
  }).catch(() => {
    // Only a hint for the server.
  });
}
