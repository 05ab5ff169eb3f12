import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ReactNode } from 'react';

import { refreshAppList } from '../features/apps/api/get-apps';
import { preferenceKeys } from '../features/apps/lib/preferences';
import { SessionProvider } from '../features/session/session-provider';
import type { SignedInReason, SignedOutReason } from '../entities/session/session-store';
import { accountKey } from '../lib/api/query-keys';
import { updateStoredPreference } from '../hooks/use-stored-preference';

/** Wires the session to the other features: the app list follows who is signed in. */
export function AppSession({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();

  const onSignedIn = useCallback(
    (reason: SignedInReason) => {
      // The start-up check confirms the same user: its reload obeys the 2 s rule. A sign-in
      // changes whose likes and favourites the list carries: always reloaded.
      refreshAppList(queryClient, { force: reason !== 'check' });
    },
    [queryClient],
  );

  const onSignedOut = useCallback(
    (reason: SignedOutReason) => {
      void reason;
      // The installed apps live under the account key too: dropped with it.
      queryClient.removeQueries({ queryKey: accountKey() });
      refreshAppList(queryClient, { force: true });
      updateStoredPreference(preferenceKeys.favoritesOnly, false);
    },
    [queryClient],
  );

  return (
    <SessionProvider onSignedIn={onSignedIn} onSignedOut={onSignedOut}>
      {children}
    </SessionProvider>
  );
}
