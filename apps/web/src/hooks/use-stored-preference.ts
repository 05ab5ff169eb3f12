import { useCallback, useState } from 'react';

import { readPreference, writePreference } from '../lib/storage';
import type { Parser } from '../lib/storage';

/**
 * `useState` backed by a localStorage entry: read once on mount (falling back on any bad
 * value), written on every change.
 */
export function useStoredPreference<T>(key: string, parse: Parser<T>, fallback: T) {
  const [value, setValue] = useState<T>(() => readPreference(key, parse, fallback));

  const update = useCallback(
    (next: T) => {
      setValue(next);
      writePreference(key, next);
    },
    [key],
  );

  return [value, update] as const;
}
