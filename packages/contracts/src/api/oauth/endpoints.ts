import { endpoint, signInStep } from '../endpoint';
import type { authResponseSchema } from '../auth/schemas';
import type { successResponseSchema } from '../shared';
import type {
  oauthCallbackQuerySchema,
  oauthCleanupRequestSchema,
  oauthCreateCodeRequestSchema,
  oauthProviderParamsSchema,
  oauthProvidersResponseSchema,
} from './schemas';

export const oauthEndpoints = {
  providers: endpoint<{ response: typeof oauthProvidersResponseSchema }>(signInStep, {
    method: 'GET',
    path: '/api/auth/oauth/providers',
  }),
  /** A page navigation, not a fetch: the browser follows the redirects. */
  start: endpoint<{ params: typeof oauthProviderParamsSchema }>(signInStep, {
    method: 'GET',
    path: '/api/auth/oauth/:provider',
    status: 302,
  }),
  callback: endpoint<{
    params: typeof oauthProviderParamsSchema;
    query: typeof oauthCallbackQuerySchema;
  }>(signInStep, {
    method: 'GET',
    path: '/api/auth/oauth/:provider/callback',
    status: 302,
  }),
  createCode: endpoint<{
    body: typeof oauthCreateCodeRequestSchema;
    response: typeof authResponseSchema;
  }>(signInStep, {
    method: 'POST',
    path: '/api/auth/oauth/create-code',
    status: 201,
  }),
  cleanup: endpoint<{
    body: typeof oauthCleanupRequestSchema;
    response: typeof successResponseSchema;
  }>(signInStep, {
    method: 'POST',
    path: '/api/auth/oauth/cleanup',
  }),
} as const;
