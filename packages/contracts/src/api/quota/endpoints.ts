import { endpoint, userCall } from '../endpoint';
import type { billingUsageResponseSchema, usageResponseSchema } from './schemas';

export const quotaEndpoints = {
  usage: endpoint<{ response: typeof usageResponseSchema }>(userCall, {
    method: 'GET',
    path: '/api/apps/password-generator/usage',
  }),
  billingUsage: endpoint<{ response: typeof billingUsageResponseSchema }>(userCall, {
    method: 'GET',
    path: '/api/billing/usage',
  }),
} as const;
