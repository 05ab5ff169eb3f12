import { randomBytes } from 'node:crypto';
import type { GeneratorOptions } from '@trousse/contracts/api/generator/schemas';

const UPPERCASE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWERCASE = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
/** The 32 printable ASCII punctuation characters (DECISIONS §6). */
const SPECIALS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
/** excludeAmbiguous removes these 18, leaving ! # $ % & * + - = ? @ ^ _ | */
export const AMBIGUOUS = '{}[]()/\\\'"`~,;:.<>';
/** excludeSimilar removes these 8. */
export const SIMILAR = 'iIlL1oO0';

/** The character classes selected by the options, each already filtered. */
export function characterClasses(options: GeneratorOptions): string[] {
  const keep = (chars: string) =>
    [...chars]
      .filter((char) => !(options.excludeAmbiguous && AMBIGUOUS.includes(char)))
      .filter((char) => !(options.excludeSimilar && SIMILAR.includes(char)))
      .join('');
  return [
    options.includeUppercase ? keep(UPPERCASE) : '',
    options.includeLowercase ? keep(LOWERCASE) : '',
    options.includeNumbers ? keep(DIGITS) : '',
    options.includeSpecialChars ? keep(SPECIALS) : '',
  ].filter((chars) => chars.length > 0);
}

/** Bits of a password drawn uniformly: length × log2(alphabet size). */
export function entropyBits(length: number, alphabetSize: number): number {
  return Math.round(length * Math.log2(alphabetSize) * 100) / 100;
}

/**
 * Uniform indexes below `size` (at most 2^32) from the OS CSPRNG. Each is read from the fewest
 * whole bytes that cover `size` and kept only when it falls below the largest multiple of
 * `size` those bytes can hold (rejection sampling), so no index is favoured: a password's
 * characters (one byte each) and a passphrase's words (two bytes for a list of 2048) alike.
 */
export function uniformIndexes(count: number, size: number): number[] {
  if (!Number.isInteger(size) || size < 1 || size > 2 ** 32) throw new RangeError(`bad size ${size}`);
  const width = size <= 2 ** 8 ? 1 : size <= 2 ** 16 ? 2 : 4;
  const range = 2 ** (8 * width);
  const limit = range - (range % size);
  const out: number[] = [];
  while (out.length < count) {
    const bytes = randomBytes((Math.ceil((count - out.length) * 1.3) + 8) * width);
    for (let offset = 0; offset + width <= bytes.length && out.length < count; offset += width) {
      const value = bytes.readUIntBE(offset, width);
      if (value < limit) out.push(value % size);
    }
  }
  return out;
}

/**
 * One password: every character drawn uniformly from the whole alphabet, and a draw lacking
 * one of the selected classes is thrown away whole and drawn again. That keeps every valid
 * password equally likely, and the characters (nearly) uniform over the alphabet.
 */
export function generatePassword(options: GeneratorOptions): { password: string; entropy: number } {
  const classes = characterClasses(options);
  const alphabet = classes.join('');
  if (alphabet.length === 0 || classes.length > options.length) throw new Error('no usable alphabet');
  for (;;) {
    const password = uniformIndexes(options.length, alphabet.length)
      .map((index) => alphabet[index])
      .join('');
    if (classes.every((chars) => [...password].some((char) => chars.includes(char)))) {
      return { password, entropy: entropyBits(options.length, alphabet.length) };
    }
  }
}
