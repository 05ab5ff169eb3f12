import { useCallback, useEffect, useState } from 'react';

import { readPreference, writePreference } from '../lib/storage';
import type { Parser } from '../lib/storage';

const PREFERENCE_EVENT = 'trousse:preference';

interface PreferenceEventDetail {
  key: string;
  value: unknown;
}

/**
 * Writes a preference and tells every mounted `useStoredPreference` of that key, so a change
 * made elsewhere (e.g. the logout switching "favourites only" off) shows at once.
 */
export function updateStoredPreference<T>(key: string, value: T): void {
  writePreference(key, value);
  if (typeof window !== 'undefined') {
    window.dispatchEvent(
      new CustomEvent<PreferenceEventDetail>(PREFERENCE_EVENT, { detail: { key, value } }),
    );
  }
}

/**
 * `useState` backed by a localStorage entry: read once on mount (falling back on any bad
 * value), written on every change, and kept in step with `updateStoredPreference`.
 */
export function useStoredPreference<T>(key: string, parse: Parser<T>, fallback: T) {
  const [value, setValue] = useState<T>(() => readPreference(key, parse, fallback));

  useEffect(() => {
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<PreferenceEventDetail>).detail;
      if (detail.key !== key) return;
      const parsed = parse(detail.value);
      if (parsed !== undefined) setValue(parsed);
    };
    window.addEventListener(PREFERENCE_EVENT, onChange);
    return () => window.removeEventListener(PREFERENCE_EVENT, onChange);
  }, [key, parse]);

  const update = useCallback((next: T) => updateStoredPreference(key, next), [key]);

  return [value, update] as const;
}
