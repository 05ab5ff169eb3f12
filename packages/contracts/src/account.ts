import { z } from 'zod';
import { accessCodeSchema, emailSchema, languageSchema, userSchema } from './auth';
import { VALIDATION_CODE_PATTERN } from './auth-rules';
import { consentRecordSchema } from './cookies';
import { messagesFrAccount } from './messages-fr-account';

/** The messages of the recovery-email fields: French on the server, the user's language in the app. */
export type RecoveryFieldMessages = Record<
  'recoveryEmailRequired' | 'recoveryEmailInvalid' | 'validationCodeLength',
  string
>;

/** The rules of the recovery-email fields (part 2 §5), for the server and the web forms alike. */
export function recoveryFieldSchemas(messages: RecoveryFieldMessages) {
  const recoveryEmailSchema = z
    .string({ error: messages.recoveryEmailRequired })
    .trim()
    .min(1, messages.recoveryEmailRequired)
    .max(254, messages.recoveryEmailInvalid)
    .pipe(z.email(messages.recoveryEmailInvalid))
    .transform((email) => email.toLowerCase());
  const validationCodeSchema = z
    .string({ error: messages.validationCodeLength })
    .trim()
    .regex(VALIDATION_CODE_PATTERN, messages.validationCodeLength);
  return { recoveryEmailSchema, validationCodeSchema };
}

export const { recoveryEmailSchema, validationCodeSchema } = recoveryFieldSchemas(messagesFrAccount);

/** `userEmail` names the signed-in account; the bearer token decides, a mismatch answers 403. */
const userEmailShape = { userEmail: emailSchema };

/**
 * What a sensitive change carries in the same call (DECISIONS §2): the current access code,
 * checked under the sign-in lockout, and the app's code (or a recovery code) when two-factor is on.
 */
export const currentCodeShape = {
  currentCode: accessCodeSchema,
  twoFactorCode: z.string().trim().min(1).max(32).optional(),
};

/** POST /api/auth/send-validation-code: a 4-digit code mailed to the future recovery address. */
export const sendValidationCodeRequestSchema = z.strictObject({ email: recoveryEmailSchema });
/**
 * POST /api/auth/verify-validation-code: the mailed code sets the account's recovery email, with
 * the current access code (and second factor) beside it: a session alone cannot (DECISIONS §2).
 */
export const verifyValidationCodeRequestSchema = z.strictObject({
  email: recoveryEmailSchema,
  code: validationCodeSchema,
  ...userEmailShape,
  ...currentCodeShape,
});
export const codeSentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Seconds before another code can be mailed. */
  cooldownRemaining: z.number().int().nonnegative(),
});
export const recoveryEmailSetResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: userSchema,
});

/** The steps of a recovery-email change, the rest of the status said in seconds (part 2 §3). */
export const emailChangeStages = ['none', 'cooldown', 'ready', 'window'] as const;
export type EmailChangeStage = (typeof emailChangeStages)[number];

export const userEmailRequestSchema = z.strictObject(userEmailShape);
/** Asking for a change of the recovery email, or cancelling one: a sensitive change (DECISIONS §2). */
export const confirmedUserEmailRequestSchema = z.strictObject({ ...userEmailShape, ...currentCodeShape });
export const emailChangeStatusSchema = z.object({
  cooldownRemaining: z.number().int().nonnegative(),
  windowRemaining: z.number().int().nonnegative(),
  canRequestChange: z.boolean(),
  canChangeEmail: z.boolean(),
  stage: z.enum(emailChangeStages),
  /** The new address a code was mailed to in the window, until it is verified. */
  pendingEmail: z.string().nullable(),
  /** This server's delay and window, in seconds (RECOVERY_CHANGE_*_S): what the settings say. */
  delaySeconds: z.number().int().nonnegative(),
  windowSeconds: z.number().int().positive(),
});
export const changeRecoveryEmailRequestSchema = z.strictObject({
  ...userEmailShape,
  newRecoveryEmail: recoveryEmailSchema,
});
export const verifyEmailChangeRequestSchema = verifyValidationCodeRequestSchema;

/** DELETE /api/account: the current code, and the app's code when two-factor is on (DECISIONS §2). */
export const deleteAccountRequestSchema = z.strictObject(currentCodeShape);

const isoDate = z.iso.datetime({ offset: true });

/**
 * GET /api/account/export: every personal record of the account (GDPR articles 15 and 20), no
 * secret (no code hash, TOTP secret, token or recovery code).
 */
export const accountExportSchema = z.object({
  exportedAt: isoDate,
  profile: z.object({
    email: z.string(),
    IDsimple: z.string(),
    language: languageSchema,
    recoveryEmail: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
    createdAt: isoDate,
    updatedAt: isoDate,
    lastLoginAt: isoDate.nullable(),
    failedAttempts: z.number().int(),
    lockedUntil: isoDate.nullable(),
  }),
  recoveryEmailChange: z
    .object({ requestedAt: isoDate, delayEndsAt: isoDate, windowEndsAt: isoDate.nullable() })
    .nullable(),
  sessions: z.array(
    z.object({
      device: z.string(),
      ip: z.string().nullable(),
      createdAt: isoDate,
      lastSeenAt: isoDate,
      expiresAt: isoDate,
      endedAt: isoDate.nullable(),
      endReason: z.string().nullable(),
    }),
  ),
  devices: z.array(z.object({ firstSeenAt: isoDate, lastSeenAt: isoDate })),
  auditLog: z.array(
    z.object({
      type: z.string(),
      createdAt: isoDate,
      ip: z.string().nullable(),
      device: z.string().nullable(),
    }),
  ),
  socialAccounts: z.array(
    z.object({ provider: z.string(), email: z.string().nullable(), linkedAt: isoDate }),
  ),
  likes: z.array(z.object({ appId: z.string(), at: isoDate })),
  favorites: z.array(z.object({ appId: z.string(), at: isoDate })),
  installs: z.array(z.object({ appId: z.string(), at: isoDate })),
  subscription: z
    .object({
      planType: z.string(),
      status: z.string(),
      startedAt: isoDate.nullable(),
      currentPeriodEnd: isoDate.nullable(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  usage: z.array(z.object({ period: z.string(), count: z.number().int() })),
  termsAcceptances: z.array(
    z.object({ version: z.string(), plan: z.string(), acceptedAt: isoDate, ip: z.string().nullable() }),
  ),
  cancellationRequests: z.array(
    z.object({ number: z.string(), withdrawal: z.boolean(), requestedAt: isoDate, effectiveAt: isoDate }),
  ),
  /** The support messages sent while signed in to the account. */
  supportMessages: z.array(
    z.object({
      ticket: z.string(),
      email: z.string(),
      message: z.string(),
      createdAt: isoDate,
      resolvedAt: isoDate.nullable(),
    }),
  ),
  /** The cookie choices made while signed in to the account (the proofs, as stored). */
  consentRecords: z.array(
    consentRecordSchema.extend({ ip: z.string().nullable(), userAgent: z.string().nullable() }),
  ),
});

export type EmailChangeStatus = z.infer<typeof emailChangeStatusSchema>;
export type AccountExport = z.infer<typeof accountExportSchema>;
