import { endpoint, userCall } from '../endpoint';
import type { generateRequestSchema, generateResponseSchema } from './schemas';

export const generatorEndpoints = {
  generate: endpoint<{
    body: typeof generateRequestSchema;
    response: typeof generateResponseSchema;
  }>(userCall, {
    method: 'POST',
    path: '/api/apps/password-generator/generate',
  }),
} as const;
