import { z } from 'zod';
import { VALIDATION_CODE_PATTERN } from '../../auth-rules';
import { messagesFrAccount } from '../../messages-fr-account';
import { currentCodeShape, emailSchema, userSchema } from '../auth/schemas';
import type { GroupSchemas } from '../endpoint';
import type { recoveryEmailEndpoints } from './endpoints';

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

export type EmailChangeStatus = z.infer<typeof emailChangeStatusSchema>;

/** The schemas bound to each call of the group (api/server.ts). */
export const recoveryEmailSchemas = {
  sendCode: { body: sendValidationCodeRequestSchema, response: codeSentResponseSchema },
  verifyCode: {
    body: verifyValidationCodeRequestSchema,
    response: recoveryEmailSetResponseSchema,
  },
  status: { body: userEmailRequestSchema, response: emailChangeStatusSchema },
  requestChange: {
    body: confirmedUserEmailRequestSchema,
    response: emailChangeStatusSchema,
  },
  openWindow: { body: userEmailRequestSchema, response: emailChangeStatusSchema },
  changeEmail: { body: changeRecoveryEmailRequestSchema, response: codeSentResponseSchema },
  verifyChange: {
    body: verifyValidationCodeRequestSchema,
    response: recoveryEmailSetResponseSchema,
  },
  cancelChange: {
    body: confirmedUserEmailRequestSchema,
    response: emailChangeStatusSchema,
  },
} satisfies GroupSchemas<typeof recoveryEmailEndpoints>;
