import { z } from 'zod';
import {
  GENERATE_MAX_COUNT,
  GENERATOR_DEFAULT_OPTIONS as defaults,
  GENERATOR_MAX_LENGTH,
  GENERATOR_MIN_LENGTH,
} from '../../generator-rules';
import { messagesFrGenerator } from '../../messages-fr-generator';
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

export const generateRequestSchema = z.strictObject({
  options: generatorOptionsSchema,
  count: z.number().int().min(1).max(GENERATE_MAX_COUNT).default(1),
});

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

export const generatedItemSchema = z.object({
  password: z.string(),
  /** Bits: length × log2(alphabet size). */
  entropy: z.number(),
  strength: strengthSchema,
});

export const generateResponseSchema = z.object({
  success: z.literal(true),
  passwords: z.array(generatedItemSchema),
});

export type GeneratorOptions = z.output<typeof generatorOptionsSchema>;
export type GeneratedItem = z.infer<typeof generatedItemSchema>;
export type Strength = z.infer<typeof strengthSchema>;

/** The schemas bound to each call of the group (api/server.ts). */
export const generatorSchemas = {
  generate: { body: generateRequestSchema, response: generateResponseSchema },
} satisfies GroupSchemas<typeof generatorEndpoints>;
