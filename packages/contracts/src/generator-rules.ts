// The generator's bounds (part 1 §5) as plain values, free of zod for browser code.

export const GENERATOR_MIN_LENGTH = 4;
export const GENERATOR_MAX_LENGTH = 50;
export const GENERATOR_DEFAULT_LENGTH = 16;
export const GENERATE_MAX_COUNT = 5;

/** The options a generation takes when the request leaves them out (part 1 §5). */
export const GENERATOR_DEFAULT_OPTIONS = {
  length: GENERATOR_DEFAULT_LENGTH,
  includeUppercase: true,
  includeLowercase: true,
  includeNumbers: true,
  includeSpecialChars: true,
  excludeAmbiguous: true,
  excludeSimilar: false,
} as const;

/** What a generation draws: characters (a password) or words (a passphrase). */
export const GENERATOR_MODES = ['password', 'passphrase'] as const;
export type GeneratorMode = (typeof GENERATOR_MODES)[number];

// The passphrase (issue 27): words drawn from a list in the reader's language.

export const PASSPHRASE_MIN_WORDS = 3;
export const PASSPHRASE_MAX_WORDS = 10;
export const PASSPHRASE_DEFAULT_WORDS = 5;

/** What stands between the words, by name (the request names it; the server writes it). */
export const PASSPHRASE_SEPARATORS = {
  hyphen: '-',
  space: ' ',
  dot: '.',
  underscore: '_',
  none: '',
} as const;
export type PassphraseSeparator = keyof typeof PASSPHRASE_SEPARATORS;
export const passphraseSeparatorNames = Object.keys(PASSPHRASE_SEPARATORS) as [
  PassphraseSeparator,
  ...PassphraseSeparator[],
];

/** How the words are written: all lower case, a capital initial on each, or all capitals. */
export const PASSPHRASE_CAPITALIZATIONS = ['lower', 'title', 'upper'] as const;
export type PassphraseCapitalization = (typeof PASSPHRASE_CAPITALIZATIONS)[number];

/**
 * The longest passphrase the server may send. The lists' words have at most 9 letters: ten
 * words, a digit and the ten separators between them make 101 characters at most. The server
 * checks every list against this bound when it loads it, so what the words count allows stays
 * within what the strength estimate is sized for (a password has 50 characters at most).
 */
export const PASSPHRASE_MAX_LENGTH = 101;

/** The options a passphrase takes when the request leaves them out. */
export const PASSPHRASE_DEFAULT_OPTIONS = {
  words: PASSPHRASE_DEFAULT_WORDS,
  separator: 'hyphen',
  capitalization: 'lower',
  digit: false,
} as const satisfies {
  words: number;
  separator: PassphraseSeparator;
  capitalization: PassphraseCapitalization;
  digit: boolean;
};
