import { describe, expect, it } from 'vitest';

import { memoryStorage } from '../../../test/memory-storage';
import { isBlocked, recordLimitReached, recordSent } from './send-limit';

const HOUR = 60 * 60 * 1000;

describe('the browser-side support limit', () => {
  it('blocks an address after 4 messages, for 24 h after the last one', () => {
    const storage = memoryStorage();
    const start = 1_000_000_000;
    for (let i = 0; i < 3; i++) recordSent('Moi@Exemple.fr ', start + i * HOUR, storage);
    expect(isBlocked('moi@exemple.fr', start + 3 * HOUR, storage)).toBe(false);
    recordSent('moi@exemple.fr', start + 3 * HOUR, storage);
    expect(isBlocked(' MOI@exemple.fr', start + 4 * HOUR, storage)).toBe(true);
    expect(isBlocked('autre@exemple.fr', start + 4 * HOUR, storage)).toBe(false);
    expect(isBlocked('moi@exemple.fr', start + 27 * HOUR, storage)).toBe(false);
    // Counted again from one.
    recordSent('moi@exemple.fr', start + 27 * HOUR, storage);
    expect(isBlocked('moi@exemple.fr', start + 27 * HOUR, storage)).toBe(false);
  });

  it("follows the server's refusal", () => {
    const storage = memoryStorage();
    recordLimitReached('moi@exemple.fr', 5, storage);
    expect(isBlocked('moi@exemple.fr', 6, storage)).toBe(true);
  });

  it('reads a broken record as none', () => {
    const storage = memoryStorage();
    storage.setItem('support_limits', '{"moi@exemple.fr": {"count": "x"}}');
    expect(isBlocked('moi@exemple.fr', 1, storage)).toBe(false);
  });
});
