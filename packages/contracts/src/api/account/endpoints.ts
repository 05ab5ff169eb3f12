import { endpoint, userCall } from '../endpoint';
import type { successResponseSchema } from '../shared';
import type { accountExportSchema, deleteAccountRequestSchema } from './schemas';

export const accountEndpoints = {
  export: endpoint<{ response: typeof accountExportSchema }>(userCall, {
    method: 'GET',
    path: '/api/account/export',
  }),
  delete: endpoint<{
    body: typeof deleteAccountRequestSchema;
    response: typeof successResponseSchema;
  }>(userCall, {
    method: 'DELETE',
    path: '/api/account',
  }),
} as const;
