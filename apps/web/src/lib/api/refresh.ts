import { ApiError, clientErrorCodes, isApiError, isTemporaryServerError } from './api-error';

export interface TokenRefresher {
  /**
   * One shared refresh: every caller that meets a 401 while it runs waits for the same promise.
   * Resolves with the new access token. A temporary failure (no answer, 502–504) keeps the
   * session and rejects with that failure; any other failure ends the session (`onExpired`)
   * and rejects with SESSION_EXPIRED.
   */
  refresh(): Promise<string>;
}

export function createTokenRefresher(deps: {
  /** Asks the server for a new token (the refresh cookie goes along) and stores it. */
  request: () => Promise<string>;
  /** The refresh failed for good. */
  onExpired: () => void;
}): TokenRefresher {
  let inFlight: Promise<string> | null = null;
  return {
    refresh() {
      inFlight ??= deps
        .request()
        .catch((error: unknown) => {
          const temporary = isApiError(error) && (error.status === 0 || isTemporaryServerError(error.status));
          if (temporary) throw error;
          deps.onExpired();
          throw new ApiError(401, 'Session expired', clientErrorCodes.sessionExpired, undefined, {
            cause: error,
          });
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}
