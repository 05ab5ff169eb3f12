import { z } from 'zod';
import { messagesFrSupport } from '../../messages-fr-support';
import { languageSchema } from '../auth/schemas';
import type { GroupSchemas } from '../endpoint';
import type { supportEndpoints } from './endpoints';

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

/** GET /api/support/contact: what the support page says of the ways to reach the team. */
export const supportContactResponseSchema = z.object({
  /** SUPPORT_PHONE, when the team answers the phone; null otherwise. */
  phone: z.string().nullable(),
});

export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** The schemas bound to each call of the group (api/server.ts). */
export const supportSchemas = {
  contact: { response: supportContactResponseSchema },
  send: { body: supportRequestSchema, response: supportResponseSchema },
} satisfies GroupSchemas<typeof supportEndpoints>;
