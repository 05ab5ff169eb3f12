import { endpoint, userCall } from '../endpoint';
import type { supportContactResponseSchema, supportRequestSchema, supportResponseSchema } from './schemas';

export const supportEndpoints = {
  contact: endpoint<{ response: typeof supportContactResponseSchema }>(userCall, {
    method: 'GET',
    path: '/api/support/contact',
    auth: 'none',
    refreshOn401: false,
    freemium: 'exempt',
  }),
  send: endpoint<{
    body: typeof supportRequestSchema;
    response: typeof supportResponseSchema;
  }>(userCall, {
    method: 'POST',
    path: '/api/support',
    auth: 'none',
    refreshOn401: false,
    freemium: 'exempt',
    status: 201,
  }),
} as const;
