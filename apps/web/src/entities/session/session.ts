import { useSyncExternalStore } from 'react';

import { clearAccessToken, getAccessToken, setAccessToken } from '../../lib/access-token';
import { endpoints } from '@trousse/contracts/api/endpoints';

import { apiCall, setApiSessionHooks } from '../../lib/api-client';
import { browserStorage } from '../../lib/storage';
import { SessionStore, type SessionSnapshot } from './session-store';

function schedule(callback: () => void, delayMs: number) {
  const id = window.setTimeout(callback, delayMs);
  return () => window.clearTimeout(id);
}

/** The one session of this browser tab. */
export const sessionStore = new SessionStore({
  api: {
    logout: () => apiCall(endpoints.auth.logout),
    // The start-up check sends no one to /auth; after a sign-in the call is never anonymous.
    me: ({ afterSignIn = false } = {}) =>
      apiCall(endpoints.auth.me, {}, { redirectOnSessionExpired: false, skipFreemium: afterSignIn }),
  },
  tokens: { get: getAccessToken, set: setAccessToken, clear: clearAccessToken },
  storage: browserStorage(),
  now: () => Date.now(),
  schedule,
  log: (message, error) => console.warn(message, error),
});

/**
 * Where the API client sends a user whose session ended; set by the provider (router inside).
 * A call made as the app starts, before the router is up, sends no one anywhere: a visitor
 * whose old session ended stays on the page they opened, and pages that need a session say so.
 */
let signInRedirect: () => void = () => {};
export function setSignInRedirect(redirect: () => void): () => void {
  signInRedirect = redirect;
  return () => {
    if (signInRedirect === redirect) signInRedirect = () => {};
  };
}

// Connected at load, before any component fetches: the first calls already know the session.
setApiSessionHooks({
  isAuthenticated: sessionStore.isAuthenticated,
  onSessionExpired: sessionStore.expire,
  onSignInRequired: () => signInRedirect(),
  onFreemiumLimit: sessionStore.reachFreemiumLimit,
});

/** The session snapshot, re-rendering on every change. */
export function useSessionSnapshot(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
}

/** Whether the anonymous allowance ran out and the visitor has not acknowledged it yet. */
export function useFreemiumLimitReached(): boolean {
  return useSyncExternalStore(sessionStore.subscribe, () => sessionStore.getSnapshot().freemiumLimitReached);
}
