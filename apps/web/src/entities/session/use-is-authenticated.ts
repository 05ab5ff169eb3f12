import { useSession } from './session-context';

/** Whether a user is signed in, from the session provided by the accounts feature. */
export function useIsAuthenticated(): boolean {
  return useSession().isAuthenticated;
}
