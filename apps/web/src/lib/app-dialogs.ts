import { useSyncExternalStore } from 'react';

/**
 * The dialogs that one feature opens and another shows (the account menu opens 'Mon abonnement',
 * which the billing feature owns, and 'Paramètres'): a tiny store between them, so neither
 * imports the other.
 */
export type AppDialog = 'subscription' | 'settings' | 'alerts';

let open: AppDialog | null = null;
const listeners = new Set<() => void>();

function set(next: AppDialog | null) {
  open = next;
  for (const listener of listeners) listener();
}

export const openAppDialog = (dialog: AppDialog) => set(dialog);
export const closeAppDialog = () => set(null);

export function useOpenAppDialog(): AppDialog | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
  );
}
