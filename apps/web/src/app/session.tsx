import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ReactNode } from 'react';

import { appsQueryKey } from '../features/apps/api/get-apps';
import { preferenceKeys } from '../features/apps/lib/preferences';
import { SessionProvider } from '../features/auth/session/session-provider';
import type { SignedInReason, SignedOutReason } from '../features/auth/session/session-store';
import { accountQueryKey } from '../features/auth/security/security-queries';
import { updateStoredPreference } from '../hooks/use-stored-preference';

/** A list loaded less than this long ago is not reloaded after the start-up check. */
const APP_LIST_MIN_GAP_MS = 2_000;

/** Wires the session to the other features: the app list follows who is signed in. */
export function AppSession({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();

  const onSignedIn = useCallback(
    (reason: SignedInReason) => {
      if (queryClient.isFetching({ queryKey: appsQueryKey }) > 0) return;
      const updatedAt = queryClient.getQueryState(appsQueryKey)?.dataUpdatedAt ?? 0;
      if (reason === 'check' && Date.now() - updatedAt < APP_LIST_MIN_GAP_MS) return;
      void queryClient.invalidateQueries({ queryKey: appsQueryKey });
    },
    [queryClient],
  );

  const onSignedOut = useCallback(
    (reason: SignedOutReason) => {
      void reason;
      queryClient.removeQueries({ queryKey: accountQueryKey });
      void queryClient.invalidateQueries({ queryKey: appsQueryKey });
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
