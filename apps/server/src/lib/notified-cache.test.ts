import { describe, expect, it } from 'vitest';
import { NotifiedCache } from './notified-cache';

describe('NotifiedCache', () => {
  it('keeps nothing until it is told notifications reach it', () => {
    const cache = new NotifiedCache<number>(10);
    cache.set('a', 1, cache.epoch());
    expect(cache.get('a')).toBeUndefined();
    cache.setListening(true);
    cache.set('a', 1, cache.epoch());
    expect(cache.get('a')).toBe(1);
  });

  it('drops a value read before a change that arrived while it was being read', () => {
    const cache = new NotifiedCache<string>(10);
    cache.setListening(true);
    const before = cache.epoch();
    // The row changes (and its notification arrives) between the read and the set.
    cache.invalidate('session-1');
    cache.set('session-1', 'live', before);
    expect(cache.get('session-1')).toBeUndefined();
    cache.set('session-1', 'revoked', cache.epoch());
    expect(cache.get('session-1')).toBe('revoked');
  });

  it('forgets everything when notifications stop, and keeps nothing until they are back', () => {
    const cache = new NotifiedCache<number>(10);
    cache.setListening(true);
    cache.set('a', 1, cache.epoch());
    cache.setListening(false);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 1, cache.epoch());
    expect(cache.size).toBe(0);
  });

  it('drops entries by value, and the oldest first when full', () => {
    const cache = new NotifiedCache<{ userId: string }>(2);
    cache.setListening(true);
    cache.set('s1', { userId: 'u1' }, cache.epoch());
    cache.set('s2', { userId: 'u2' }, cache.epoch());
    cache.set('s3', { userId: 'u1' }, cache.epoch());
    expect(cache.get('s1')).toBeUndefined();
    cache.invalidateWhere((session) => session.userId === 'u1');
    expect(cache.get('s3')).toBeUndefined();
    expect(cache.get('s2')).toEqual({ userId: 'u2' });
  });
});
