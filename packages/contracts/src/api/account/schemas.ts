import { z } from 'zod';
import { currentCodeShape, languageSchema } from '../auth/schemas';
import { consentRecordSchema } from '../consent/schemas';
import type { GroupSchemas } from '../endpoint';
import { successResponseSchema } from '../shared';
import type { accountEndpoints } from './endpoints';

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

export type AccountExport = z.infer<typeof accountExportSchema>;

/** The schemas bound to each call of the group (api/server.ts). */
export const accountSchemas = {
  export: { response: accountExportSchema },
  delete: { body: deleteAccountRequestSchema, response: successResponseSchema },
} satisfies GroupSchemas<typeof accountEndpoints>;
