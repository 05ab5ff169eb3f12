import { z } from 'zod';
import {
  GENERATE_MAX_COUNT,
  GENERATOR_DEFAULT_OPTIONS as defaults,
  GENERATOR_MAX_LENGTH,
  GENERATOR_MIN_LENGTH,
  PASSPHRASE_CAPITALIZATIONS,
  PASSPHRASE_DEFAULT_OPTIONS as passphraseDefaults,
  PASSPHRASE_MAX_WORDS,
  PASSPHRASE_MIN_WORDS,
  passphraseSeparatorNames,
} from '../../generator-rules';
import { DEFAULT_LANGUAGE, languages } from '../../language';
import { messagesFrGenerator, messagesFrPassphrase } from '../../messages-fr-generator';
import type { GroupSchemas } from '../endpoint';
import type { generatorEndpoints } from './endpoints';

/** The messages of the options' rules: French on the server, the catalogue's in the web app. */
export type GeneratorMessages = Pick<typeof messagesFrGenerator, 'length' | 'noClass'>;

/**
 * The generator's options and their rules, in one place: the server's request schema uses them
 * with the spec's French messages, and the generator's form checks the same rules in the user's
 * language.
 */
export function generatorOptionsSchemaWith(messages: GeneratorMessages) {
  return z
    .strictObject({
      length: z
        .number({ error: messages.length })
        .int(messages.length)
        .min(GENERATOR_MIN_LENGTH, messages.length)
        .max(GENERATOR_MAX_LENGTH, messages.length)
        .default(defaults.length),
      includeUppercase: z.boolean().default(defaults.includeUppercase),
      includeLowercase: z.boolean().default(defaults.includeLowercase),
      includeNumbers: z.boolean().default(defaults.includeNumbers),
      includeSpecialChars: z.boolean().default(defaults.includeSpecialChars),
      excludeAmbiguous: z.boolean().default(defaults.excludeAmbiguous),
      excludeSimilar: z.boolean().default(defaults.excludeSimilar),
    })
    .refine(
      (options) =>
        options.includeUppercase ||
        options.includeLowercase ||
        options.includeNumbers ||
        options.includeSpecialChars,
      { message: messages.noClass, path: ['includeUppercase'] },
    );
}

export const generatorOptionsSchema = generatorOptionsSchemaWith(messagesFrGenerator);

/** The messages of the passphrase's rules: French on the server, the catalogue's in the web app. */
export type PassphraseMessages = Record<'words' | 'separator' | 'capitalization' | 'noSeparator', string>;

/**
 * The passphrase's options (issue 27) and their rules, shared like the password's: how many
 * words, what stands between them, how they are written, and whether a digit is added.
 * Without a separator the words must keep their capital initial, or two draws could read the
 * same (`card` + `inner` and `car` + `dinner`) and the entropy shown would no longer be exact.
 */
export function passphraseOptionsSchemaWith(messages: PassphraseMessages) {
  return z
    .strictObject({
      words: z
        .number({ error: messages.words })
        .int(messages.words)
        .min(PASSPHRASE_MIN_WORDS, messages.words)
        .max(PASSPHRASE_MAX_WORDS, messages.words)
        .default(passphraseDefaults.words),
      separator: z
        .enum(passphraseSeparatorNames, { error: messages.separator })
        .default(passphraseDefaults.separator),
      capitalization: z
        .enum(PASSPHRASE_CAPITALIZATIONS, { error: messages.capitalization })
        .default(passphraseDefaults.capitalization),
      digit: z.boolean().default(passphraseDefaults.digit),
    })
    .refine((options) => options.separator !== 'none' || options.capitalization === 'title', {
      message: messages.noSeparator,
      path: ['separator'],
    });
}

export const passphraseOptionsSchema = passphraseOptionsSchemaWith(messagesFrPassphrase);

const countSchema = z.number().int().min(1).max(GENERATE_MAX_COUNT).default(1);

/**
 * One call draws `count` passwords (the first form, `mode` left out as before issue 27) or
 * `count` passphrases in the words of `language` (the reader's); either way it is one use of
 * the plan (DECISIONS §6).
 */
export const generateRequestSchema = z.discriminatedUnion(
  'mode',
  [
    z.strictObject({
      mode: z.literal('password').optional(),
      options: generatorOptionsSchema,
      count: countSchema,
    }),
    z.strictObject({
      mode: z.literal('passphrase'),
      options: passphraseOptionsSchema,
      language: z.enum(languages, { error: messagesFrPassphrase.language }).default(DEFAULT_LANGUAGE),
      count: countSchema,
    }),
  ],
  // A mode of neither kind; any other problem keeps its own message.
  { error: (issue) => (issue.code === 'invalid_union' ? messagesFrPassphrase.mode : undefined) },
);

export const strengthLevels = ['weak', 'fair', 'good', 'strong', 'very-strong'] as const;
export type StrengthLevel = (typeof strengthLevels)[number];

export const strengthSchema = z.object({
  level: z.enum(strengthLevels),
  score: z.number().int().min(0).max(100),
  /** In French, as the spec words it; `crackTimeSeconds` lets a client say it in its language. */
  estimatedCrackTime: z.string(),
  crackTimeSeconds: z.number().nonnegative(),
  /** In French; `feedbackKeys` names each advice (`warnings.dates`, `trousse.lengthen`…). */
  feedback: z.array(z.string()),
  feedbackKeys: z.array(z.string()),
});

/** How a passphrase's entropy adds up: words × log2(listSize) + digitBits. */
export const passphraseEntropySchema = z.object({
  words: z.number().int(),
  /** The number of words in the list they were drawn from. */
  listSize: z.number().int(),
  /** words × log2(listSize). */
  wordBits: z.number(),
  /** log2(10) + log2(words + 1) with a digit (which digit, and where), else 0. */
  digitBits: z.number(),
});

export const generatedItemSchema = z.object({
  /** The password, or the passphrase. */
  password: z.string(),
  /** Bits: length × log2(alphabet size); for a passphrase, wordBits + digitBits. */
  entropy: z.number(),
  /** A passphrase's entropy, part by part. */
  passphrase: passphraseEntropySchema.optional(),
  strength: strengthSchema,
});

export const generateResponseSchema = z.object({
  success: z.literal(true),
  passwords: z.array(generatedItemSchema),
});

export type GeneratorOptions = z.output<typeof generatorOptionsSchema>;
export type PassphraseOptions = z.output<typeof passphraseOptionsSchema>;
export type GenerateRequest = z.output<typeof generateRequestSchema>;
export type GeneratedItem = z.infer<typeof generatedItemSchema>;
export type Strength = z.infer<typeof strengthSchema>;

/** The schemas bound to each call of the group (api/server.ts). */
export const generatorSchemas = {
  generate: { body: generateRequestSchema, response: generateResponseSchema },
} satisfies GroupSchemas<typeof generatorEndpoints>;
