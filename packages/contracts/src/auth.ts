import { z } from 'zod';
import { messagesFr } from './messages-fr';

/** Access codes are 4 to 8 ASCII digits (no other Unicode digits). */
export const ACCESS_CODE_PATTERN = /^[0-9]{4,8}$/;
export const RESET_CODE_LENGTH = 8;
/** Reset codes avoid the look-alikes 0/O and 1/I (DECISIONS §2). */
export const RESET_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const MAX_LOGIN_ATTEMPTS = 3;
export const DEVICE_FINGERPRINT_MAX = 200;

/**
 * One repeated digit, or a straight run up or down (0000, 1234, 98765), is refused at
 * registration and change: such codes are the first an attacker tries.
 */
export function isTrivialCode(code: string): boolean {
  if (!ACCESS_CODE_PATTERN.test(code)) return false;
  const digits = [...code].map(Number);
  const steps = new Set(digits.slice(1).map((digit, index) => digit - (digits[index] ?? 0)));
  if (steps.size !== 1) return false;
  const [step] = steps;
  return step === 0 || step === 1 || step === -1;
}

export const emailSchema = z
  .string({ error: messagesFr.emailRequired })
  .trim()
  .min(1, messagesFr.emailRequired)
  .max(254, messagesFr.emailInvalid)
  .pipe(z.email(messagesFr.emailInvalid))
  .transform((email) => email.toLowerCase());

export const accessCodeSchema = z
  .string({ error: messagesFr.codeLength })
  .regex(ACCESS_CODE_PATTERN, messagesFr.codeLength);

/** A new code: well formed and not trivial. */
export const newAccessCodeSchema = accessCodeSchema.refine((code) => !isTrivialCode(code), {
  message: messagesFr.codeTooEasy,
});

export const resetCodeSchema = z
  .string({ error: messagesFr.resetCodeLength })
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().length(RESET_CODE_LENGTH, messagesFr.resetCodeLength));

export const deviceInfoSchema = z.object({
  fingerprint: z.string().max(DEVICE_FINGERPRINT_MAX),
  userAgent: z.string().max(512),
  screenResolution: z.string().max(32),
});

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  IDsimple: z.string(),
  recoveryEmail: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});

export const checkEmailRequestSchema = z.strictObject({ email: emailSchema });
export const checkEmailResponseSchema = z.object({
  exists: z.boolean(),
  action: z.enum(['login', 'register']),
  isBlocked: z.boolean(),
  /** Seconds until the lock ends; 0 when not blocked. */
  remainingTime: z.number().int().nonnegative(),
  remainingAttempts: z.number().int().nonnegative(),
  loginAttempts: z.number().int().nonnegative(),
  message: z.string().optional(),
});

export const registerRequestSchema = z
  .strictObject({
    email: emailSchema,
    code: newAccessCodeSchema,
    codeConfirmation: z.string({ error: messagesFr.codesMismatch }),
    deviceInfo: deviceInfoSchema.optional(),
  })
  .refine((body) => body.code === body.codeConfirmation, {
    path: ['codeConfirmation'],
    message: messagesFr.codesMismatch,
  });

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  code: accessCodeSchema,
  deviceInfo: deviceInfoSchema.optional(),
});

export const signedInResponseSchema = z.object({
  requires2FA: z.literal(false),
  accessToken: z.string(),
  user: userSchema,
});
export const secondFactorRequiredSchema = z.object({
  requires2FA: z.literal(true),
  email: z.string(),
});
/** Login, register and reset answer either a session or "second factor needed" (no token). */
export const authResponseSchema = z.discriminatedUnion('requires2FA', [
  signedInResponseSchema,
  secondFactorRequiredSchema,
]);

export const requestResetRequestSchema = z.strictObject({ email: emailSchema });
export const validateResetCodeRequestSchema = z.strictObject({
  email: emailSchema,
  resetCode: resetCodeSchema,
});
export const verifyResetRequestSchema = z
  .strictObject({
    email: emailSchema,
    resetCode: resetCodeSchema,
    newCode: newAccessCodeSchema,
    newCodeConfirmation: z.string({ error: messagesFr.codesMismatch }),
  })
  .refine((body) => body.newCode === body.newCodeConfirmation, {
    path: ['newCodeConfirmation'],
    message: messagesFr.codesMismatch,
  });

export const successResponseSchema = z.object({ success: z.literal(true), message: z.string().optional() });
export const refreshResponseSchema = z.object({ accessToken: z.string() });
export const meResponseSchema = z.object({ user: userSchema });
export const heartbeatResponseSchema = z.object({
  data: z.object({ code: z.enum(['OK', 'CLIENT_DISCONNECTED']) }),
});

export const sessionInfoSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
});
export const sessionListResponseSchema = z.object({ data: z.array(sessionInfoSchema) });
export const sessionIdParamsSchema = z.object({ id: z.uuid(messagesFr.sessionNotFound) });

export const auditEventTypes = [
  'account.created',
  'login.succeeded',
  'login.failed',
  'account.locked',
  'reset.requested',
  'reset.failed',
  'reset.completed',
  'code.changed',
  'session.ended',
  'session.revoked',
  'session.evicted',
  'session.reuse_detected',
  'device.new',
] as const;
export type AuditEventType = (typeof auditEventTypes)[number];

export const auditEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  createdAt: z.string(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
});
export const auditQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const auditResponseSchema = z.object({
  data: z.array(auditEventSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export type User = z.infer<typeof userSchema>;
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;
export type AuthResponse = z.infer<typeof authResponseSchema>;
export type SignedInResponse = z.infer<typeof signedInResponseSchema>;
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;
export type HeartbeatResponse = z.infer<typeof heartbeatResponseSchema>;
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export type AuditEvent = z.infer<typeof auditEventSchema>;
export type AuditResponse = z.infer<typeof auditResponseSchema>;
