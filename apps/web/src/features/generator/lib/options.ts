import type { GeneratorOptions, PassphraseOptions } from '@trousse/contracts/api/generator/schemas';
import {
  GENERATE_MAX_COUNT,
  GENERATOR_DEFAULT_LENGTH,
  GENERATOR_DEFAULT_OPTIONS,
  GENERATOR_MAX_LENGTH,
  GENERATOR_MIN_LENGTH,
  PASSPHRASE_CAPITALIZATIONS,
  PASSPHRASE_DEFAULT_OPTIONS,
  PASSPHRASE_DEFAULT_WORDS,
  PASSPHRASE_MAX_WORDS,
  PASSPHRASE_MIN_WORDS,
  passphraseSeparatorNames,
} from '@trousse/contracts/generator-rules';
import type { TFunction } from 'i18next';

export const LENGTH_MIN = GENERATOR_MIN_LENGTH;
export const LENGTH_MAX = GENERATOR_MAX_LENGTH;
export const LENGTH_DEFAULT = GENERATOR_DEFAULT_LENGTH;
export const WORDS_MIN = PASSPHRASE_MIN_WORDS;
export const WORDS_MAX = PASSPHRASE_MAX_WORDS;
export const COUNT_MAX = GENERATE_MAX_COUNT;
export { passphraseSeparatorNames as separatorNames, PASSPHRASE_CAPITALIZATIONS as capitalizations };

export type { GeneratorOptions, PassphraseOptions };

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

/** The passphrase's defaults, the server's too: 5 words, hyphens, lower case, no digit. */
export const defaultPassphraseOptions: PassphraseOptions = PASSPHRASE_DEFAULT_OPTIONS;

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

/** A slider value brought back into 3–10 (whole words). */
export function clampWords(value: number): number {
  if (!Number.isFinite(value)) return PASSPHRASE_DEFAULT_WORDS;
  return Math.min(WORDS_MAX, Math.max(WORDS_MIN, Math.round(value)));
}

export interface OptionProblem<Field extends string = string> {
  field: Field;
  message: string;
}

/** One problem per field, the first one said for it. */
function problemsOf<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): OptionProblem<Field>[] {
  const problems = new Map<Field, string>();
  for (const issue of issues) {
    const field = issue.path[0] as Field;
    if (!problems.has(field)) problems.set(field, issue.message);
  }
  return [...problems].map(([field, message]) => ({ field, message }));
}

/**
 * The server's own checks (the contract's schema), made before sending, with its messages in
 * the language of `t`: one problem per field.
 */
export function validateOptions(
  options: GeneratorOptions,
  t: TFunction,
  contract: GeneratorContract,
): OptionProblem<keyof GeneratorOptions>[] {
  const result = contract
    .generatorOptionsSchemaWith({
      length: t('messagesGenerator.length'),
      noClass: t('messagesGenerator.noClass'),
    })
    .safeParse(options);
  return result.success ? [] : problemsOf(result.error.issues);
}

/** The same for a passphrase's options. */
export function validatePassphraseOptions(
  options: PassphraseOptions,
  t: TFunction,
  contract: GeneratorContract,
): OptionProblem<keyof PassphraseOptions>[] {
  const result = contract
    .passphraseOptionsSchemaWith({
      words: t('generator.passphraseMessages.words'),
      separator: t('generator.passphraseMessages.separator'),
      capitalization: t('generator.passphraseMessages.capitalization'),
      noSeparator: t('generator.passphraseMessages.noSeparator'),
    })
    .safeParse(options);
  return result.success ? [] : problemsOf(result.error.issues);
}

/** The options with one switch flipped. */
export function toggleOption(options: GeneratorOptions, option: SwitchOption): GeneratorOptions {
  return { ...options, [option]: !options[option] };
}
