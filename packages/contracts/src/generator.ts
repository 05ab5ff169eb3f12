import { z } from 'zod';
import {
  GENERATE_MAX_COUNT,
  GENERATOR_DEFAULT_LENGTH,
  GENERATOR_MAX_LENGTH,
  GENERATOR_MIN_LENGTH,
} from './generator-rules';
import { messagesFrGenerator } from './messages-fr-generator';
import { planTypes } from './plans';

export const generatorOptionsSchema = z
  .strictObject({
    length: z
      .number({ error: messagesFrGenerator.length })
      .int(messagesFrGenerator.length)
      .min(GENERATOR_MIN_LENGTH, messagesFrGenerator.length)
      .max(GENERATOR_MAX_LENGTH, messagesFrGenerator.length)
      .default(GENERATOR_DEFAULT_LENGTH),
    includeUppercase: z.boolean().default(true),
    includeLowercase: z.boolean().default(true),
    includeNumbers: z.boolean().default(true),
    includeSpecialChars: z.boolean().default(true),
    excludeAmbiguous: z.boolean().default(true),
    excludeSimilar: z.boolean().default(false),
  })
  .refine(
    (options) =>
      options.includeUppercase ||
      options.includeLowercase ||
      options.includeNumbers ||
      options.includeSpecialChars,
    { message: messagesFrGenerator.noClass, path: ['includeUppercase'] },
  );

export const generateRequestSchema = z.strictObject({
  options: generatorOptionsSchema,
  count: z.number().int().min(1).max(GENERATE_MAX_COUNT).default(1),
});

export const strengthLevels = ['weak', 'fair', 'good', 'strong', 'very-strong'] as const;
export type StrengthLevel = (typeof strengthLevels)[number];

export const strengthSchema = z.object({
  level: z.enum(strengthLevels),
  score: z.number().int().min(0).max(100),
  estimatedCrackTime: z.string(),
  feedback: z.array(z.string()),
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

export const usageSchema = z.object({
  planName: z.string(),
  planType: z.enum(planTypes),
  currentUsage: z.number().int().nonnegative(),
  /** -1 when the plan is unlimited. */
  remainingQuota: z.number().int(),
  limit: z.number().int(),
  /** When the count starts again; null when it never runs out. */
  resetAt: z.string().nullable(),
});
export const usageResponseSchema = z.object({ success: z.literal(true), usage: usageSchema });

export type GeneratorOptions = z.output<typeof generatorOptionsSchema>;
export type GeneratedItem = z.infer<typeof generatedItemSchema>;
export type Strength = z.infer<typeof strengthSchema>;
export type Usage = z.infer<typeof usageSchema>;
