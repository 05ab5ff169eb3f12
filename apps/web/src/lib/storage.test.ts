import { describe, expect, it } from 'vitest';

import {
  parseBoolean,
  parseOneOf,
  parseStoredJson,
  readPreference,
  removePreference,
  writePreference,
} from './storage';
import type { KeyValueStorage } from './storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const entries = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
  return { storage, entries };
}

const failing: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('parseStoredJson', () => {
  it('parses JSON and returns undefined for missing or broken text', () => {
    expect(parseStoredJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseStoredJson('false')).toBe(false);
    expect(parseStoredJson(null)).toBeUndefined();
    expect(parseStoredJson('not json')).toBeUndefined();
    expect(parseStoredJson('')).toBeUndefined();
  });
});

describe('parsers', () => {
  it('parseBoolean accepts booleans only', () => {
    expect(parseBoolean(true)).toBe(true);
    expect(parseBoolean(false)).toBe(false);
    expect(parseBoolean('true')).toBeUndefined();
    expect(parseBoolean(1)).toBeUndefined();
  });

  it('parseOneOf accepts the listed strings only', () => {
    const parse = parseOneOf(['a', 'b']);
    expect(parse('b')).toBe('b');
    expect(parse('c')).toBeUndefined();
    expect(parse(null)).toBeUndefined();
  });
});

describe('readPreference / writePreference', () => {
  it('round-trips a value as JSON', () => {
    const { storage, entries } = memoryStorage();
    expect(writePreference('k', true, storage)).toBe(true);
    expect(entries.get('k')).toBe('true');
    expect(readPreference('k', parseBoolean, false, storage)).toBe(true);
  });

  it('falls back when the entry is missing, broken or of the wrong type', () => {
    const { storage } = memoryStorage({ broken: '{', wrong: '"yes"' });
    expect(readPreference('missing', parseBoolean, true, storage)).toBe(true);
    expect(readPreference('broken', parseBoolean, true, storage)).toBe(true);
    expect(readPreference('wrong', parseBoolean, false, storage)).toBe(false);
  });

  it('falls back when there is no storage or it throws', () => {
    expect(readPreference('k', parseBoolean, true, undefined)).toBe(true);
    expect(readPreference('k', parseBoolean, true, failing)).toBe(true);
    expect(writePreference('k', true, failing)).toBe(false);
    expect(writePreference('k', true, undefined)).toBe(false);
    expect(() => removePreference('k', failing)).not.toThrow();
  });

  it('removes an entry', () => {
    const { storage, entries } = memoryStorage({ k: 'true' });
    removePreference('k', storage);
    expect(entries.has('k')).toBe(false);
  });
});
