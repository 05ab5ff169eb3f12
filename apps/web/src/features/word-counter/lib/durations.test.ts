import { describe, expect, it } from 'vitest';

import {
  READING_WORDS_PER_MINUTE,
  SPEAKING_WORDS_PER_MINUTE,
  durationMinutes,
  formatMinutes,
} from './durations';

describe('durationMinutes', () => {
  it.each([
    // words, reading (238 a minute), speaking (150 a minute)
    [0, 0, 0],
    [1, 0, 0],
    [149, 0, 0],
    [150, 0, 1],
    [237, 0, 2],
    [238, 1, 2],
    [356, 1, 2],
    [357, 2, 2],
    [714, 3, 5],
    [1000, 4, 7],
    [17_136, 72, 114],
  ])('%i words: %i min to read, %i min to say', (words, reading, speaking) => {
    expect(durationMinutes(words, READING_WORDS_PER_MINUTE)).toBe(reading);
    expect(durationMinutes(words, SPEAKING_WORDS_PER_MINUTE)).toBe(speaking);
  });
});

describe('formatMinutes', () => {
  // Intl's short units; French and Spanish put a no-break space between number and unit.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it.each([
    ['fr', 3, '3 min'],
    ['fr', 59, '59 min'],
    ['fr', 60, '1 h'],
    ['fr', 72, '1 h 12 min'],
    ['fr', 1234, '20 h 34 min'],
    ['en', 3, '3 min'],
    ['en', 72, '1 hr 12 min'],
    ['es', 72, '1 h 12 min'],
    ['de', 3, '3 Min.'],
    ['de', 120, '2 Std.'],
  ])('%s: %i minutes are "%s"', (language, minutes, expected) => {
    expect(plain(formatMinutes(minutes, language))).toBe(expected);
  });
});
