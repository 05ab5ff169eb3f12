import type { User } from '@trousse/contracts/api/auth/schemas';
import { createContext, use } from 'react';

/** What the signed-in session looks like to any component (provided by the accounts feature). */
export interface SessionContextValue {
  user: User | null;
  isAuthenticated: boolean;
  /** The start-up current-user check has not answered yet. */
  loading: boolean;
  /** True for 4 s after a logout. */
  loggedOutNotice: boolean;
  logout: () => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

const anonymous: SessionContextValue = {
  user: null,
  isAuthenticated: false,
  loading: false,
  loggedOutNotice: false,
  logout: async () => {},
};

/** The current session; anonymous outside a session provider (e.g. in isolated tests). */
export function useSession(): SessionContextValue {
  return use(SessionContext) ?? anonymous;
}

/** The signed-in account's id, which keys its queries (lib/api/query-keys.ts); null when anonymous. */
export function useAccountId(): string | null {
  const { isAuthenticated, user } = useSession();
  return isAuthenticated ? (user?.id ?? null) : null;
}
