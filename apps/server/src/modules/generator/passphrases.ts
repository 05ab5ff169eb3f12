import type { PassphraseOptions } from '@trousse/contracts/api/generator/schemas';
import {
  PASSPHRASE_MAX_LENGTH,
  PASSPHRASE_SEPARATORS,
  type PassphraseCapitalization,
} from '@trousse/contracts/generator-rules';
import { uniformIndexes } from './passwords';

const round2 = (bits: number) => Math.round(bits * 100) / 100;

/**
 * The entropy of a passphrase, part by part: each word drawn uniformly from the list is worth
 * log2(listSize) bits; the optional digit is one of 10, put in one of words + 1 places (before
 * the first word, between two, or after the last), hence log2(10) + log2(words + 1). The parts
 * add up because the draws are independent and every draw writes a different passphrase: the
 * separator or the capital initials mark where each word ends (passphraseOptionsSchema), and
 * the digit is never part of a word. The capitalisation adds nothing: it is chosen, not drawn.
 */
export function passphraseEntropy(words: number, listSize: number, digit: boolean) {
  const wordBits = words * Math.log2(listSize);
  const digitBits = digit ? Math.log2(10) + Math.log2(words + 1) : 0;
  return {
    entropy: round2(wordBits + digitBits),
    passphrase: { words, listSize, wordBits: round2(wordBits), digitBits: round2(digitBits) },
  };
}

function capitalize(word: string, capitalization: PassphraseCapitalization): string {
  switch (capitalization) {
    case 'upper':
      return word.toUpperCase();
    case 'title':
      return word.charAt(0).toUpperCase() + word.slice(1);
    default:
      return word;
  }
}

/**
 * The characters a passphrase of these options may hold (its words' letters as written, the
 * separator, the digits): the alphabet the strength estimate prices a stretch it finds no
 * pattern in.
 */
export function passphraseAlphabetSize(list: readonly string[], options: PassphraseOptions): number {
  const chars = new Set<string>();
  for (const word of list) {
    for (const char of capitalize(word, options.capitalization)) chars.add(char);
    // Title case: the initials in capitals, the other letters as they are.
    if (options.capitalization === 'title') for (const char of word) chars.add(char);
  }
  const separator = PASSPHRASE_SEPARATORS[options.separator];
  if (separator) chars.add(separator);
  if (options.digit) for (const digit of '0123456789') chars.add(digit);
  return chars.size;
}

/**
 * One passphrase: `words` indexes drawn uniformly over the list (rejection sampling, as for a
 * password's characters), each word written as asked; with `digit`, a digit drawn uniformly
 * among 10 put at a place drawn uniformly among words + 1; all joined by the separator.
 */
export function generatePassphrase(options: PassphraseOptions, list: readonly string[]): string {
  const tokens = uniformIndexes(options.words, list.length).map((index) =>
    capitalize(list[index]!, options.capitalization),
  );
  if (options.digit) {
    const [digit] = uniformIndexes(1, 10);
    const [place] = uniformIndexes(1, options.words + 1);
    tokens.splice(place!, 0, String(digit));
  }
  const passphrase = tokens.join(PASSPHRASE_SEPARATORS[options.separator]);
  // The lists are checked when they load (word-lists.ts): this cannot happen.
  if (passphrase.length > PASSPHRASE_MAX_LENGTH) throw new Error('passphrase longer than its bound');
  return passphrase;
}
