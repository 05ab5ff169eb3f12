import { z } from 'zod';
import { BANNER_VERSION, CONSENT_VERSION, consentCategories, consentMethods } from '../../cookie-rules';
import type { GroupSchemas } from '../endpoint';
import type { consentEndpoints } from './endpoints';

const sessionIdSchema = z.string().regex(/^sess_[A-Za-z0-9_-]{6,100}$/, 'Identifiant de session invalide');

/** POST /api/cookies/consent/track: one choice, as the proof of it (GDPR art. 7(1)). */
export const trackConsentRequestSchema = z
  .strictObject({
    sessionId: sessionIdSchema,
    consent: z.strictObject({ necessary: z.literal(true), analytics: z.boolean(), marketing: z.boolean() }),
    consentVersion: z.literal(CONSENT_VERSION),
    consentMethod: z.enum(consentMethods),
    acceptedCategories: z.array(z.enum(consentCategories)).max(3),
    rejectedCategories: z.array(z.enum(consentCategories)).max(3),
    bannerVersion: z.literal(BANNER_VERSION),
  })
  .refine(
    ({ consent, acceptedCategories, rejectedCategories }) =>
      consentCategories.every(
        (category) =>
          acceptedCategories.includes(category) === consent[category] &&
          rejectedCategories.includes(category) === !consent[category],
      ),
    { path: ['acceptedCategories'], message: 'Les catégories ne correspondent pas aux choix' },
  );
export const trackConsentResponseSchema = z.object({
  consentId: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
});

/** POST /api/cookies/consent/revoke: a withdrawal, appended to the session's records. */
export const revokeConsentRequestSchema = z.strictObject({
  sessionId: sessionIdSchema,
  method: z.string().regex(/^[a-z_]{1,40}$/, 'Méthode invalide'),
});

export const consentSessionQuerySchema = z.object({ sessionId: sessionIdSchema });

export const consentRecordSchema = z.object({
  consentId: z.string(),
  sessionId: z.string(),
  action: z.enum(['grant', 'revoke']),
  method: z.string(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  acceptedCategories: z.array(z.string()),
  rejectedCategories: z.array(z.string()),
  consentVersion: z.string(),
  bannerVersion: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export const consentHistoryResponseSchema = z.object({ records: z.array(consentRecordSchema) });

export type TrackConsentRequest = z.infer<typeof trackConsentRequestSchema>;
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** The schemas bound to each call of the group (api/server.ts). */
export const consentSchemas = {
  track: { body: trackConsentRequestSchema, response: trackConsentResponseSchema },
  revoke: { body: revokeConsentRequestSchema, response: trackConsentResponseSchema },
  history: { query: consentSessionQuerySchema, response: consentHistoryResponseSchema },
  export: { query: consentSessionQuerySchema, response: consentHistoryResponseSchema },
} satisfies GroupSchemas<typeof consentEndpoints>;
