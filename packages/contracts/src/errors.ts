import { z } from 'zod';

/** Machine-readable codes carried by error answers next to the French message. */
export const errorCodes = {
  validation: 'VALIDATION_ERROR',
  notFound: 'NOT_FOUND',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
  rateLimited: 'RATE_LIMITED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unauthenticated: 'UNAUTHENTICATED',
  originRejected: 'ORIGIN_REJECTED',
  invalidCode: 'INVALID_CODE',
  accountLocked: 'ACCOUNT_LOCKED',
  emailTaken: 'EMAIL_TAKEN',
  deviceLimitExceeded: 'DEVICE_LIMIT_EXCEEDED',
  refreshInvalid: 'REFRESH_INVALID',
  resetCodeInvalid: 'RESET_CODE_INVALID',
  resetCodeExpired: 'RESET_CODE_EXPIRED',
  resetTooManyAttempts: 'RESET_TOO_MANY_ATTEMPTS',
  resetCooldown: 'RESET_COOLDOWN',
  mailFailed: 'MAIL_FAILED',
} as const;

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
