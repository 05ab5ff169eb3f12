/** The part of the Web Storage API the preferences need (so tests can pass a plain object). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Turns an already JSON-parsed value into a `T`, or `undefined` when it has the wrong shape. */
export type Parser<T> = (value: unknown) => T | undefined;

/** `localStorage` when it exists and is usable (absent in Node, may throw in locked-down browsers). */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Parses a stored string; `undefined` for a missing entry or text that is not JSON. */
export function parseStoredJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Reads a preference; any problem (no storage, broken JSON, wrong shape) gives `fallback`. */
export function readPreference<T>(
  key: string,
  parse: Parser<T>,
  fallback: T,
  storage: KeyValueStorage | undefined = browserStorage(),
): T {
  if (!storage) return fallback;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return fallback;
  }
  return parse(parseStoredJson(raw)) ?? fallback;
}

/** Saves a preference as JSON; returns false when it could not be stored (quota, private mode…). */
export function writePreference<T>(
  key: string,
  value: T,
  storage: KeyValueStorage | undefined = browserStorage(),
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removePreference(key: string, storage: KeyValueStorage | undefined = browserStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: the preference simply stays.
  }
}

export const parseBoolean: Parser<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

/** A parser accepting only one of the given string literals. */
export function parseOneOf<const T extends string>(allowed: readonly T[]): Parser<T> {
  return (value) =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}
