import { useSyncExternalStore } from 'react';

import { readPreference, writePreference } from '../../../lib/storage';

/** What a dismissal keeps: system alerts by id, procedure alerts by type. */
export interface Dismissed {
  ids: string[];
  procedures: string[];
}

const STORAGE_KEY = 'dismissed_alerts';

const parseDismissed = (value: unknown): Dismissed | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { ids, procedures } = value as Record<string, unknown>;
  const strings = (list: unknown) =>
    Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  return { ids: strings(ids), procedures: strings(procedures) };
};

let current: Dismissed = readPreference(STORAGE_KEY, parseDismissed, { ids: [], procedures: [] });
const listeners = new Set<() => void>();

function set(next: Dismissed) {
  current = next;
  writePreference(STORAGE_KEY, next);
  for (const listener of listeners) listener();
}

/** The dismissals, shared by the bell's count and the dialog (and kept on this browser). */
export function useDismissed(): Dismissed {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

export const dismissAlert = (id: string) => set({ ...current, ids: [...new Set([...current.ids, id])] });
export const dismissProcedure = (type: string) =>
  set({ ...current, procedures: [...new Set([...current.procedures, type])] });
/** 'Tout voir': every dismissed alert shows again. */
export const showAllAlerts = () => set({ ids: [], procedures: [] });
