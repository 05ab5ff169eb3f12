import type { GeneratorOptions } from '@trousse/contracts/generator';
import { messagesFrGenerator } from '@trousse/contracts/messages-fr-generator';

import {
  GENERATOR_DEFAULT_LENGTH,
  GENERATOR_MAX_LENGTH,
  GENERATOR_MIN_LENGTH,
} from '@trousse/contracts/generator-rules';

export const LENGTH_MIN = GENERATOR_MIN_LENGTH;
export const LENGTH_MAX = GENERATOR_MAX_LENGTH;
export const LENGTH_DEFAULT = GENERATOR_DEFAULT_LENGTH;

export type { GeneratorOptions };

/** The four character classes, in display order; at least one must be on. */
export const classOptions = [
  'includeUppercase',
  'includeLowercase',
  'includeNumbers',
  'includeSpecialChars',
] as const;

/** The two filters, in display order. */
export const filterOptions = ['excludeAmbiguous', 'excludeSimilar'] as const;

export type SwitchOption = (typeof classOptions)[number] | (typeof filterOptions)[number];

/** Part 1 §5: length 16; the four classes and excludeAmbiguous on; excludeSimilar off. */
export const defaultGeneratorOptions: GeneratorOptions = {
  length: LENGTH_DEFAULT,
  includeUppercase: true,
  includeLowercase: true,
  includeNumbers: true,
  includeSpecialChars: true,
  excludeAmbiguous: true,
  excludeSimilar: false,
};

/** A slider value brought back into 4–50 (whole characters). */
export function clampLength(value: number): number {
  if (!Number.isFinite(value)) return LENGTH_DEFAULT;
  return Math.min(LENGTH_MAX, Math.max(LENGTH_MIN, Math.round(value)));
}

export interface OptionProblem {
  field: keyof GeneratorOptions;
  message: string;
}

/** The server's checks, made before sending: the same fields and French messages. */
export function validateOptions(options: GeneratorOptions): OptionProblem[] {
  const problems: OptionProblem[] = [];
  const { length } = options;
  if (!Number.isInteger(length) || length < LENGTH_MIN || length > LENGTH_MAX) {
    problems.push({ field: 'length', message: messagesFrGenerator.length });
  }
  if (!classOptions.some((option) => options[option])) {
    problems.push({ field: 'includeUppercase', message: messagesFrGenerator.noClass });
  }
  return problems;
}

/** The options with one switch flipped. */
export function toggleOption(options: GeneratorOptions, option: SwitchOption): GeneratorOptions {
  return { ...options, [option]: !options[option] };
}
