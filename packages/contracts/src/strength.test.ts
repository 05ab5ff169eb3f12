import { describe, expect, it } from 'vitest';

import { estimateStrength, estimateTypedStrength, typedAlphabetSize } from './strength';

// The generator's estimate is tested with the generator (apps/server/test/generator.test.ts);
// these are the password checker's, for a password someone typed.
describe('the strength of a typed password', () => {
  it('counts the classes a password uses as its alphabet', () => {
    expect(typedAlphabetSize('')).toBe(1);
    expect(typedAlphabetSize('abc')).toBe(26);
    expect(typedAlphabetSize('abcDEF')).toBe(52);
    expect(typedAlphabetSize('abcDEF123')).toBe(62);
    expect(typedAlphabetSize('aB1!')).toBe(95);
    expect(typedAlphabetSize('élan')).toBe(126);
  });

  it('is the generator’s estimate over that alphabet', () => {
    const password = 'k8#Lq2!vZp9@Xw4m';
    expect(estimateTypedStrength(password)).toEqual(estimateStrength(password, 16 * Math.log2(95), 95));
    expect(estimateTypedStrength(password).level).toBe('very-strong');
  });

  it('finds the common passwords and says why, in keys and in French', () => {
    for (const password of ['motdepasse', 'azerty', 'P@ssw0rd2024', 'soleil123']) {
      const strength = estimateTypedStrength(password);
      expect(strength.level, password).toBe('weak');
      expect(strength.crackTimeSeconds, password).toBeLessThan(1);
      expect(strength.feedbackKeys.length, password).toBeGreaterThan(0);
      expect(strength.feedback).toHaveLength(strength.feedbackKeys.length);
    }
    expect(estimateTypedStrength('motdepasse').feedbackKeys).toContain('warnings.common');
  });

  it('judges a repeated character as weak however long', () => {
    expect(estimateTypedStrength('a'.repeat(64)).level).toBe('weak');
  });
});
