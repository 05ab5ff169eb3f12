import { z } from 'zod';
import { messagesFr2fa } from '../../messages-fr-2fa';
import { accessCodeSchema, emailSchema, userSchema } from '../auth/schemas';
import type { GroupSchemas } from '../endpoint';
import { successResponseSchema } from '../shared';
import type { twoFactorEndpoints } from './endpoints';

export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 8;
export const MAX_TWO_FACTOR_ATTEMPTS = 5;

export const totpCodeSchema = z
  .string({ error: messagesFr2fa.codeFormat })
  .trim()
  .regex(/^[0-9]{6}$/, messagesFr2fa.codeFormat);

/** A TOTP code (6 digits) or a recovery code (4 to 8 uppercase letters or digits). */
export const secondFactorCodeSchema = z
  .string({ error: messagesFr2fa.codeFormat })
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^([0-9]{6}|[A-Z0-9]{4,8})$/, messagesFr2fa.recoveryCodeFormat));

export const twoFactorSetupResponseSchema = z.object({
  secret: z.string(),
  /** PNG data URL of the otpauth:// URI. */
  qrCode: z.string(),
  backupCodes: z.array(z.string()),
});

export const twoFactorVerifyRequestSchema = z.strictObject({
  code: totpCodeSchema,
  secret: z.string().max(128),
  backupCodes: z.array(z.string().max(16)).max(20).optional(),
});

/**
 * Turning 2FA off is a sensitive change: the current access code beside the app's or a recovery
 * code, in the same call (DECISIONS §2).
 */
export const twoFactorDisableRequestSchema = z.strictObject({
  code: secondFactorCodeSchema,
  currentCode: accessCodeSchema,
});
export const totpOnlyRequestSchema = z.strictObject({ code: totpCodeSchema });

export const twoFactorLoginRequestSchema = z.strictObject({
  email: emailSchema,
  code: secondFactorCodeSchema,
});

/** The refresh token is only ever in its httpOnly cookie (DECISIONS §9), never here. */
export const twoFactorLoginResponseSchema = z.object({
  accessToken: z.string(),
  user: userSchema,
});

/** Turning 2FA on is a sensitive change: the current access code, in the same call (DECISIONS §2). */
export const twoFactorEnableRequestSchema = z.strictObject({ code: accessCodeSchema });

export const twoFactorStatusResponseSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesRemaining: z.number().int().nonnegative(),
});

export const recoveryCodesResponseSchema = z.object({ backupCodes: z.array(z.string()) });

export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;
export type TwoFactorLoginResponse = z.infer<typeof twoFactorLoginResponseSchema>;
export type TwoFactorStatusResponse = z.infer<typeof twoFactorStatusResponseSchema>;

/** The schemas bound to each call of the group (api/server.ts). */
export const twoFactorSchemas = {
  status: { response: twoFactorStatusResponseSchema },
  enable: {
    body: twoFactorEnableRequestSchema,
    response: twoFactorSetupResponseSchema,
  },
  verify: { body: twoFactorVerifyRequestSchema, response: successResponseSchema },
  disable: { body: twoFactorDisableRequestSchema, response: successResponseSchema },
  recoveryCodes: { body: totpOnlyRequestSchema, response: recoveryCodesResponseSchema },
  verifyLogin: {
    body: twoFactorLoginRequestSchema,
    response: twoFactorLoginResponseSchema,
  },
} satisfies GroupSchemas<typeof twoFactorEndpoints>;
