/**
 * Every query of the signed-in user lives under this key: the session drops them all at logout,
 * so nothing of one account is ever shown to the next.
 */
export const accountQueryKey = ['account'] as const;
