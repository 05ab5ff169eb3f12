import { z } from 'zod';
import { languageSchema } from './auth';
import { alertTextsFr, messagesFrSupport } from './messages-fr-support';

// The support form's limits (part 2 §5, §9).
export const SUPPORT_EMAIL_MAX = 100;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 15_000;
export const SUPPORT_MESSAGES_PER_DAY = 4;

/** The messages of the support fields: French on the server; the user's language in the app. */
export type SupportFieldMessages = Record<
  'required' | 'emailTooLong' | 'emailInvalid' | 'messageTooShort' | 'messageTooLong',
  string
>;

/** The form's rules, for the server and the page alike. */
export function supportFieldSchemas(messages: SupportFieldMessages) {
  const supportEmailSchema = z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(SUPPORT_EMAIL_MAX, messages.emailTooLong)
    .pipe(z.email(messages.emailInvalid))
    .transform((email) => email.toLowerCase());
  const supportMessageSchema = z
    .string({ error: messages.required })
    .refine((text) => text.trim().length > 0, messages.required)
    .refine((text) => text.trim().length >= SUPPORT_MESSAGE_MIN, messages.messageTooShort)
    .refine((text) => text.length <= SUPPORT_MESSAGE_MAX, messages.messageTooLong);
  return { supportEmailSchema, supportMessageSchema };
}

const { supportEmailSchema, supportMessageSchema } = supportFieldSchemas(messagesFrSupport);

/** POST /api/support. `website` is a field people never see: filled, it was a script. */
export const supportRequestSchema = z.strictObject({
  email: supportEmailSchema,
  message: supportMessageSchema,
  /** The language of the acknowledgement mail (the page's). */
  language: languageSchema.optional(),
  website: z.string().max(200).optional(),
});
export const supportResponseSchema = z.object({
  success: z.literal(true),
  /** The request's number, in the acknowledgement mail too: SUP-YYYYMMDD-XXXXXX. */
  ticket: z.string(),
  message: z.string(),
});

export const alertTypes = ['INFO', 'WARNING', 'ERROR', 'SUCCESS'] as const;
export const alertKeys = Object.keys(alertTextsFr) as (keyof typeof alertTextsFr)[];
export type AlertKey = keyof typeof alertTextsFr;
export const alertAudiences = ['all', 'signed-in'] as const;

export const systemAlertSchema = z.object({
  id: z.string(),
  type: z.enum(alertTypes),
  /** As the operator wrote them, `{duration}` filled in (French for a keyed alert). */
  title: z.string(),
  message: z.string(),
  /** One of the 8 keys, whose texts the app shows in the reader's language; null: free text. */
  messageKey: z.enum(alertKeys as [AlertKey, ...AlertKey[]]).nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
  /** Minutes from now until the alert expires: the `{duration}` of its message. */
  duration: z.number().int().nonnegative(),
});
export const alertListResponseSchema = z.object({
  alerts: z.array(systemAlertSchema),
  hasActiveAlerts: z.boolean(),
});

export type SupportRequest = z.infer<typeof supportRequestSchema>;
export type SystemAlert = z.infer<typeof systemAlertSchema>;
export type AlertListResponse = z.infer<typeof alertListResponseSchema>;

/** GET /api/support/contact: what the support page says of the ways to reach the team. */
export const supportContactResponseSchema = z.object({
  /** SUPPORT_PHONE, when the team answers the phone; null otherwise. */
  phone: z.string().nullable(),
});
