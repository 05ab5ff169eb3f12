import { endpoint, userCall } from '../endpoint';
import type { alertListResponseSchema } from './schemas';

export const alertsEndpoints = {
  global: endpoint<{ response: typeof alertListResponseSchema }>(userCall, {
    method: 'GET',
    path: '/api/alerts/global',
    auth: 'none',
    refreshOn401: false,
    freemium: 'exempt',
  }),
  active: endpoint<{ response: typeof alertListResponseSchema }>(userCall, {
    method: 'GET',
    path: '/api/alerts/active',
    freemium: 'exempt',
  }),
} as const;
