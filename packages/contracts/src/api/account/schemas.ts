import { z } from 'zod';
import { currentCodeShape, languageSchema } from '../auth/schemas';
import { consentRecordSchema } from '../consent/schemas';
import type { GroupSchemas } from '../endpoint';
import { successResponseSchema } from '../shared';
import type { accountEndpoints } from './endpoints';

/** DELETE /api/account: the current code, and the app's code when two-factor is on (DECISIONS §2). */
export const deleteAccountRequestSchema = z.strictObject(currentCodeShape);

const isoDate = z.iso.datetime({ offset: true });
/** What every row of the tools that keep an account's data has (decision 026). */
const versionedShape = { id: z.string(), version: z.number(), createdAt: isoDate, updatedAt: isoDate };

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
  /** The to-do lists, each with its items (/app/todo-list). */
  todoLists: z.array(
    z.object({
      ...versionedShape,
      title: z.string(),
      position: z.number(),
      items: z.array(
        z.object({
          ...versionedShape,
          text: z.string(),
          done: z.boolean(),
          dueDate: z.string().nullable(),
          position: z.number(),
        }),
      ),
    }),
  ),
  /** The notes, whole (/app/quick-notes). */
  notes: z.array(z.object({ ...versionedShape, title: z.string(), body: z.string() })),
  /** The habits, each with every day checked (/app/habit-tracker). */
  habits: z.array(
    z.object({
      ...versionedShape,
      name: z.string(),
      dailyTarget: z.number(),
      checks: z.array(z.object({ day: z.string(), count: z.number() })),
    }),
  ),
});

export type AccountExport = z.infer<typeof accountExportSchema>;

/** The schemas bound to each call of the group (api/server.ts). */
export const accountSchemas = {
  export: { response: accountExportSchema },
  delete: { body: deleteAccountRequestSchema, response: successResponseSchema },
} satisfies GroupSchemas<typeof accountEndpoints>;
