// Kept free of zod so that eagerly loaded browser code can use the codes.

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
  oauthTokenInvalid: 'OAUTH_TOKEN_INVALID',
} as const;
