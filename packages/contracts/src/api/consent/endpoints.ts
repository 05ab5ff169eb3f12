import { endpoint, userCall } from '../endpoint';
import type {
  consentHistoryResponseSchema,
  consentSessionQuerySchema,
  revokeConsentRequestSchema,
  trackConsentRequestSchema,
  trackConsentResponseSchema,
} from './schemas';

export const consentEndpoints = {
  track: endpoint<{
    body: typeof trackConsentRequestSchema;
    response: typeof trackConsentResponseSchema;
  }>(userCall, {
    method: 'POST',
    path: '/api/cookies/consent/track',
    auth: 'optional',
    freemium: 'exempt',
    status: 201,
  }),
  revoke: endpoint<{
    body: typeof revokeConsentRequestSchema;
    response: typeof trackConsentResponseSchema;
  }>(userCall, {
    method: 'POST',
    path: '/api/cookies/consent/revoke',
    auth: 'optional',
    freemium: 'exempt',
    status: 201,
  }),
  history: endpoint<{
    query: typeof consentSessionQuerySchema;
    response: typeof consentHistoryResponseSchema;
  }>(userCall, {
    method: 'GET',
    path: '/api/cookies/consent/history',
    auth: 'optional',
    freemium: 'exempt',
  }),
  export: endpoint<{
    query: typeof consentSessionQuerySchema;
    response: typeof consentHistoryResponseSchema;
  }>(userCall, {
    method: 'GET',
    path: '/api/cookies/consent/export',
    auth: 'optional',
    freemium: 'exempt',
  }),
} as const;
