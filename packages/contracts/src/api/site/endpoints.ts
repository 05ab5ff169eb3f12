import { endpoint, userCall } from '../endpoint';
import type { siteInfoResponseSchema } from './schemas';

export const siteEndpoints = {
  info: endpoint<{ response: typeof siteInfoResponseSchema }>(userCall, {
    method: 'GET',
    path: '/api/site',
    auth: 'none',
    refreshOn401: false,
    freemium: 'exempt',
  }),
} as const;
