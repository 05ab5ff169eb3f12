import { useSyncExternalStore } from 'react';

import { fetchUsage } from './quota-api';
import { QuotaStore, type QuotaSnapshot } from './quota-store';

function schedule(callback: () => void, delayMs: number) {
  const id = window.setTimeout(callback, delayMs);
  return () => window.clearTimeout(id);
}

/** The one quota store of this tab, read by the header's counter and refreshed by the generator. */
export const quotaStore = new QuotaStore({
  fetchUsage,
  now: () => Date.now(),
  schedule,
  log: (message, error) => console.warn(message, error),
});

/** After a generation (used or refused): the counter reloads at once. */
export function refreshQuotaNow(): void {
  void quotaStore.refresh({ force: true });
}

export function useQuotaSnapshot(): QuotaSnapshot {
  return useSyncExternalStore(quotaStore.subscribe, quotaStore.getSnapshot);
}
