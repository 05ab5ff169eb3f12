import { endpoint, userCall } from '../endpoint';
import type { liveResponseSchema, pingResponseSchema, readyResponseSchema } from './schemas';

export const healthEndpoints = {
  ping: endpoint<{ response: typeof pingResponseSchema }>(userCall, {
    method: 'GET',
    path: '/api/ping',
    auth: 'none',
    refreshOn401: false,
    freemium: 'exempt',
  }),
  live: endpoint<{ response: typeof liveResponseSchema }>(userCall, {
    method: 'GET',
    path: '/api/health/live',
    auth: 'none',
    refreshOn401: false,
    freemium: 'exempt',
  }),
  ready: endpoint<{ response: typeof readyResponseSchema }>(userCall, {
    method: 'GET',
    path: '/api/health/ready',
    auth: 'none',
    refreshOn401: false,
    freemium: 'exempt',
  }),
} as const;
