/**
 * Whether a user is signed in. Accounts do not exist yet, so this is always false; the
 * accounts feature will replace the body with its session state.
 */
export function useIsAuthenticated(): boolean {
  return false;
}
