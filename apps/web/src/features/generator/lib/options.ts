import type { GeneratorOptions } from '@trousse/contracts/api/generator/schemas';
import {
  GENERATOR_DEFAULT_LENGTH,
  GENERATOR_DEFAULT_OPTIONS,
  GENERATOR_MAX_LENGTH,
  GENERATOR_MIN_LENGTH,
} from '@trousse/contracts/generator-rules';
import type { TFunction } from 'i18next';

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

/** Part 1 §5: the contract's defaults, which the server also takes. */
export const defaultGeneratorOptions: GeneratorOptions = GENERATOR_DEFAULT_OPTIONS;

/**
 * The contract's schemas come with Zod: fetched once the generator shows, not with it, so the
 * page's first download stays small.
 */
export const loadGeneratorContract = () => import('@trousse/contracts/api/generator/schemas');
export type GeneratorContract = Awaited<ReturnType<typeof loadGeneratorContract>>;

/** A slider value brought back into 4–50 (whole characters). */
export function clampLength(value: number): number {
  if (!Number.isFinite(value)) return LENGTH_DEFAULT;
  return Math.min(LENGTH_MAX, Math.max(LENGTH_MIN, Math.round(value)));
}

export interface OptionProblem {
  field: keyof GeneratorOptions;
  message: string;
}

/**
 * The server's own checks (the contract's schema), made before sending, with its messages in
 * the language of `t`: one problem per field.
 */
export function validateOptions(
  options: GeneratorOptions,
  t: TFunction,
  contract: GeneratorContract,
): OptionProblem[] {
  const result = contract
    .generatorOptionsSchemaWith({
      length: t('messagesGenerator.length'),
      noClass: t('messagesGenerator.noClass'),
    })
    .safeParse(options);
  if (result.success) return [];
  const problems = new Map<keyof GeneratorOptions, string>();
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof GeneratorOptions;
    if (!problems.has(field)) problems.set(field, issue.message);
  }
  return [...problems].map(([field, message]) => ({ field, message }));
}

/** The options with one switch flipped. */
export function toggleOption(options: GeneratorOptions, option: SwitchOption): GeneratorOptions {
  return { ...options, [option]: !options[option] };
}
