import { endpoint, userCall } from '../endpoint';
import type { auditQuerySchema, auditResponseSchema } from './schemas';

export const auditEndpoints = {
  list: endpoint<{ query: typeof auditQuerySchema; response: typeof auditResponseSchema }>(userCall, {
    method: 'GET',
    path: '/api/audit',
  }),
} as const;
