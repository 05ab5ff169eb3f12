import { clearAccessToken, getAccessToken, setAccessToken } from '../../../lib/access-token';
import { setApiSessionHooks } from '../../../lib/api-client';
import { currentDeviceInfo } from '../../../lib/device-info';
import { browserStorage } from '../../../lib/storage';
import { authApi } from '../api/auth-api';
import { SessionStore } from './session-store';

function schedule(callback: () => void, delayMs: number) {
  const id = window.setTimeout(callback, delayMs);
  return () => window.clearTimeout(id);
}

/** The one session of this browser tab. */
export const sessionStore = new SessionStore({
  api: authApi,
  tokens: { get: getAccessToken, set: setAccessToken, clear: clearAccessToken },
  storage: browserStorage(),
  deviceInfo: currentDeviceInfo,
  now: () => Date.now(),
  schedule,
  log: (message, error) => console.warn(message, error),
});

/**
 * Where the API client sends a user whose session ended; set by the provider (router inside).
 * Asked for before the provider is up (by a call made as the app starts), the trip is made as
 * soon as it is.
 */
let signInRedirect: (() => void) | null = null;
let signInRedirectPending = false;
export function setSignInRedirect(redirect: () => void): () => void {
  signInRedirect = redirect;
  if (signInRedirectPending) {
    signInRedirectPending = false;
    redirect();
  }
  return () => {
    if (signInRedirect === redirect) signInRedirect = null;
  };
}

function requireSignIn() {
  if (signInRedirect) signInRedirect();
  else signInRedirectPending = true;
}

// Connected at load, before any component fetches: the first calls already know the session.
setApiSessionHooks({
  isAuthenticated: sessionStore.isAuthenticated,
  onSessionExpired: sessionStore.expire,
  onSignInRequired: requireSignIn,
  onFreemiumLimit: sessionStore.openFreemiumLimit,
});
