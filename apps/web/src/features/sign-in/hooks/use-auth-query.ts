import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Where the query of /auth goes once read: the history entry's state, under this key. */
const STATE_KEY = 'authQuery';

/** The query an earlier render moved into the history entry's state, if any. */
export function carriedAuthQuery(state: unknown): string {
  const carried =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[STATE_KEY] : '';
  return typeof carried === 'string' && carried.startsWith('?') ? carried : '';
}

/**
 * The sign-in screen's query (`step`, `token`, `provider`, `email`), read, then taken out of the
 * address bar before the first paint (issue 23): after a social sign-in it holds a pending
 * sign-in token and an email, which must not stay in the address, in the history's URLs, or in
 * what an analytics tag or a shared screenshot sees. It moves into the history entry's state
 * instead, so the flow neither restarts (the screen is keyed by what this returns, which does not
 * change) nor is lost on a reload; a new query, or /auth without one, still starts a new flow.
 */
export function useAuthQuery(): string {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const query = search || carriedAuthQuery(state);

  useLayoutEffect(() => {
    if (search === '') return;
    const kept = typeof state === 'object' && state !== null ? state : {};
    void navigate({ pathname }, { replace: true, state: { ...kept, [STATE_KEY]: search } });
  }, [navigate, pathname, search, state]);

  return query;
}
