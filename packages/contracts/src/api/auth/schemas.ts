import { z } from 'zod';
import {
  ACCESS_CODE_PATTERN,
  DEVICE_FINGERPRINT_MAX,
  isTrivialCode,
  RESET_CODE_LENGTH,
} from '../../auth-rules';
import { languages } from '../../language';
import { messagesFr } from '../../messages-fr';
import type { GroupSchemas } from '../endpoint';
import { successResponseSchema } from '../shared';
import type { authEndpoints } from './endpoints';

/** The messages of the field schemas: French on the server; the web app passes its catalogue's. */
export type FieldMessages = Pick<
  typeof messagesFr,
  'emailRequired' | 'emailInvalid' | 'codeLength' | 'codeTooEasy' | 'resetCodeLength'
>;

/**
 * The rules of the sign-in fields, in one place: the server's request schemas below use them
 * with the spec's French messages, and the web app's forms check the same rules with messages
 * in the user's language.
 */
export function fieldSchemas(messages: FieldMessages) {
  const emailSchema = z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, messages.emailRequired)
    .max(254, messages.emailInvalid)
    .pipe(z.email(messages.emailInvalid))
    .transform((email) => email.toLowerCase());

  const accessCodeSchema = z
    .string({ error: messages.codeLength })
    .regex(ACCESS_CODE_PATTERN, messages.codeLength);

  /** A new code: well formed and not trivial. */
  const newAccessCodeSchema = accessCodeSchema.refine((code) => !isTrivialCode(code), {
    message: messages.codeTooEasy,
  });

  const resetCodeSchema = z
    .string({ error: messages.resetCodeLength })
    .trim()
    .transform((code) => code.toUpperCase())
    .pipe(z.string().length(RESET_CODE_LENGTH, messages.resetCodeLength));

  return { emailSchema, accessCodeSchema, newAccessCodeSchema, resetCodeSchema };
}

export const { emailSchema, accessCodeSchema, newAccessCodeSchema, resetCodeSchema } =
  fieldSchemas(messagesFr);

export const deviceInfoSchema = z.object({
  fingerprint: z.string().max(DEVICE_FINGERPRINT_MAX),
  userAgent: z.string().max(512),
  screenResolution: z.string().max(32),
});

export const languageSchema = z.enum(languages);

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  IDsimple: z.string(),
  recoveryEmail: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
  /** The account's language: applied at sign-in, used by every mail. */
  language: languageSchema,
});

/** PUT /api/auth/preferences: the account's language. */
export const preferencesRequestSchema = z.strictObject({ language: languageSchema });

/**
 * POST /api/auth/change-code: the current code (under the sign-in lockout), the new one twice,
 * and the app's code when the account has two-factor (a sensitive change, DECISIONS §2).
 */
export const changeCodeRequestSchema = z
  .strictObject({
    currentCode: accessCodeSchema,
    newCode: newAccessCodeSchema,
    newCodeConfirmation: z.string({ error: messagesFr.codesMismatch }),
    twoFactorCode: z.string().trim().min(1).max(32).optional(),
  })
  .refine((body) => body.newCode === body.newCodeConfirmation, {
    path: ['newCodeConfirmation'],
    message: messagesFr.codesMismatch,
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

/** A new access code typed twice: well formed, not trivial… */
export const confirmedCodeShape = {
  code: newAccessCodeSchema,
  codeConfirmation: z.string({ error: messagesFr.codesMismatch }),
};

/** …and the same both times (the refinement to add to a schema using confirmedCodeShape). */
export const codesMatch: [
  (body: { code: string; codeConfirmation: string }) => boolean,
  { path: PropertyKey[]; message: string },
] = [
  (body) => body.code === body.codeConfirmation,
  { path: ['codeConfirmation'], message: messagesFr.codesMismatch },
];

export const registerRequestSchema = z
  .strictObject({
    email: emailSchema,
    ...confirmedCodeShape,
    deviceInfo: deviceInfoSchema.optional(),
    /** The language the visitor uses: the new account's (French when absent). */
    language: languageSchema.optional(),
  })
  .refine(...codesMatch);

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  code: accessCodeSchema,
  deviceInfo: deviceInfoSchema.optional(),
  /** From a social sign-in: the identity to link once the code is proven (DECISIONS §5). */
  oauthToken: z.string().min(16).max(128).optional(),
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

/**
 * What a sensitive change carries in the same call (DECISIONS §2): the current access code,
 * checked under the sign-in lockout, and the app's code (or a recovery code) when two-factor is on.
 */
export const currentCodeShape = {
  currentCode: accessCodeSchema,
  twoFactorCode: z.string().trim().min(1).max(32).optional(),
};

export type User = z.infer<typeof userSchema>;
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;
export type AuthResponse = z.infer<typeof authResponseSchema>;
export type SignedInResponse = z.infer<typeof signedInResponseSchema>;
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;
export type HeartbeatResponse = z.infer<typeof heartbeatResponseSchema>;
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** The schemas bound to each call of the group (api/server.ts). */
export const authSchemas = {
  checkEmail: { body: checkEmailRequestSchema, response: checkEmailResponseSchema },
  register: { body: registerRequestSchema, response: authResponseSchema },
  login: { body: loginRequestSchema, response: authResponseSchema },
  requestReset: { body: requestResetRequestSchema, response: successResponseSchema },
  validateResetCode: { body: validateResetCodeRequestSchema, response: successResponseSchema },
  verifyReset: { body: verifyResetRequestSchema, response: authResponseSchema },
  refresh: { response: refreshResponseSchema },
  logout: { response: successResponseSchema },
  me: { response: meResponseSchema },
  preferences: { body: preferencesRequestSchema, response: meResponseSchema },
  changeCode: { body: changeCodeRequestSchema, response: successResponseSchema },
  heartbeat: { response: heartbeatResponseSchema },
  clientDisconnect: { response: successResponseSchema },
  sessions: { response: sessionListResponseSchema },
  endSession: { params: sessionIdParamsSchema, response: successResponseSchema },
} satisfies GroupSchemas<typeof authEndpoints>;
