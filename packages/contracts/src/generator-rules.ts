// The generator's bounds (part 1 §5) as plain values, free of zod for browser code.

export const GENERATOR_MIN_LENGTH = 4;
export const GENERATOR_MAX_LENGTH = 50;
export const GENERATOR_DEFAULT_LENGTH = 16;
export const GENERATE_MAX_COUNT = 5;
