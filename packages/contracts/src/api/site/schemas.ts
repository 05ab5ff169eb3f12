import { z } from 'zod';
import type { GroupSchemas } from '../endpoint';
import type { siteEndpoints } from './endpoints';

/** GET /api/site: what the legal pages and the analytics need from the configuration. */
export const siteInfoResponseSchema = z.object({
  publisher: z.object({
    name: z.string().nullable(),
    legalForm: z.string().nullable(),
    address: z.string().nullable(),
    registration: z.string().nullable(),
    director: z.string().nullable(),
    email: z.string().nullable(),
    host: z.string().nullable(),
  }),
  /** ANALYTICS_MEASUREMENT_ID: the analytics tag, loaded only with consent; null: none. */
  analyticsId: z.string().nullable(),
});

export type SiteInfo = z.infer<typeof siteInfoResponseSchema>;

/** The schemas bound to each call of the group (api/server.ts). */
export const siteSchemas = {
  info: { response: siteInfoResponseSchema },
} satisfies GroupSchemas<typeof siteEndpoints>;
