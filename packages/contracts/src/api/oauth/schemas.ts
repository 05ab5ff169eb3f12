import { z } from 'zod';
import { oauthProviders } from '../../oauth-providers';
import {
  authResponseSchema,
  codesMatch,
  confirmedCodeShape,
  deviceInfoSchema,
  languageSchema,
} from '../auth/schemas';
import type { GroupSchemas } from '../endpoint';
import { successResponseSchema } from '../shared';
import type { oauthEndpoints } from './endpoints';

export const oauthProviderSchema = z.enum(oauthProviders);

export const oauthProvidersResponseSchema = z.object({ providers: z.array(oauthProviderSchema) });
export const oauthProviderParamsSchema = z.object({ provider: oauthProviderSchema });

/** What a provider sends back to the callback; anything else it adds is ignored. */
export const oauthCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
});

/** The single-use pending sign-in token of the create-code and login links. */
export const oauthTokenSchema = z.string().min(16).max(128);

export const oauthCreateCodeRequestSchema = z
  .strictObject({
    token: oauthTokenSchema,
    ...confirmedCodeShape,
    deviceInfo: deviceInfoSchema.optional(),
    language: languageSchema.optional(),
  })
  .refine(...codesMatch);

export const oauthCleanupRequestSchema = z.strictObject({ token: z.string().max(128) });

/** The schemas bound to each call of the group (api/server.ts). */
export const oauthSchemas = {
  providers: { response: oauthProvidersResponseSchema },
  start: { params: oauthProviderParamsSchema },
  callback: { params: oauthProviderParamsSchema, query: oauthCallbackQuerySchema },
  createCode: { body: oauthCreateCodeRequestSchema, response: authResponseSchema },
  cleanup: { body: oauthCleanupRequestSchema, response: successResponseSchema },
} satisfies GroupSchemas<typeof oauthEndpoints>;
