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
 * Uniform indexes below `size` from the OS CSPRNG. A byte is kept only when it falls below
 * the largest multiple of `size` under 256 (rejection sampling), so no index is favoured.
 */
function uniformIndexes(count: number, size: number): number[] {
  const limit = 256 - (256 % size);
  const out: number[] = [];
  while (out.length < count) {
    for (const byte of randomBytes(Math.ceil((count - out.length) * 1.3) + 8)) {
      if (byte < limit) out.push(byte % size);
      if (out.length === count) break;
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
