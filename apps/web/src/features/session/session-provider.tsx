import { useCallback, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { SessionContext } from '../../entities/session/session-context';
import type { SessionContextValue } from '../../entities/session/session-context';
import { FreemiumLimitNotice } from './freemium-limit-dialog';
import { sessionStore, setSignInRedirect, useSessionSnapshot } from '../../entities/session/session';
import type { SignedInReason, SignedOutReason } from '../../entities/session/session-store';
import { useAccountLanguage } from './use-account-language';
import { useHeartbeat } from './use-heartbeat';
import { paths } from '../../lib/paths';

interface SessionProviderProps {
  /** ~200 ms after a sign-in or a successful check (reload the app list…). */
  onSignedIn?: (reason: SignedInReason) => void;
  /** After a logout or an ended session (reload the list anonymously, reset filters…). */
  onSignedOut?: (reason: SignedOutReason) => void;
  children: ReactNode;
}

/**
 * Provides the session to the app (mount it inside the router): checks the current user at
 * start, runs the heartbeat while signed in, sends the user to /auth when a session ends
 * under a request, and shows the "Limite Atteinte" dialog when the session records the allowance used up.
 */
export function SessionProvider({ onSignedIn, onSignedOut, children }: SessionProviderProps) {
  const snapshot = useSessionSnapshot();
  const navigate = useNavigate();

  useEffect(
    () =>
      setSignInRedirect(() => {
        if (!window.location.pathname.startsWith(paths.auth)) void navigate(paths.auth);
      }),
    [navigate],
  );

  useEffect(() => {
    if (!onSignedIn) return;
    return sessionStore.on('signedIn', onSignedIn);
  }, [onSignedIn]);

  useEffect(() => {
    if (!onSignedOut) return;
    return sessionStore.on('signedOut', onSignedOut);
  }, [onSignedOut]);

  useEffect(() => {
    void sessionStore.checkAuth();
  }, []);

  const logout = useCallback(() => sessionStore.logout(), []);
  useHeartbeat(snapshot.isAuthenticated, logout);
  useAccountLanguage(snapshot.user);

  const value = useMemo<SessionContextValue>(
    () => ({
      user: snapshot.user,
      isAuthenticated: snapshot.isAuthenticated,
      loading: snapshot.loading,
      loggedOutNotice: snapshot.loggedOutNotice,
      logout,
    }),
    [snapshot.user, snapshot.isAuthenticated, snapshot.loading, snapshot.loggedOutNotice, logout],
  );

  return (
    <SessionContext value={value}>
      {children}
      <FreemiumLimitNotice />
    </SessionContext>
  );
}
