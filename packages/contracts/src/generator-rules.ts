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
