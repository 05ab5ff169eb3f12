/** The schemas of several groups' answers: the error shape of every call, and a bare success. */
import { z } from 'zod';

export const errorDetailSchema = z.object({
  field: z.string(),
  message: z.string(),
});

/** The one shape of every error answer (DECISIONS §8). */
export const errorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  details: z.array(errorDetailSchema).optional(),
});

export type ApiErrorBody = z.infer<typeof errorSchema>;
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

export const successResponseSchema = z.object({ success: z.literal(true), message: z.string().optional() });
