import { endpoint, userCall } from '../endpoint';
import type {
  habitCheckRequestSchema,
  habitCreateRequestSchema,
  habitDayParamsSchema,
  habitDaySchema,
  habitDeleteResponseSchema,
  habitIdParamsSchema,
  habitSchema,
  habitsListQuerySchema,
  habitsListResponseSchema,
  habitUpdateRequestSchema,
} from './schemas';

/** The habit tracker (/app/habit-tracker): an account's habits and their daily checks (decision 026). */
export const habitsEndpoints = {
  list: endpoint<{ query: typeof habitsListQuerySchema; response: typeof habitsListResponseSchema }>(
    userCall,
    { method: 'GET', path: '/api/habits' },
  ),
  create: endpoint<{ body: typeof habitCreateRequestSchema; response: typeof habitSchema }>(userCall, {
    method: 'POST',
    path: '/api/habits',
    status: 201,
  }),
  update: endpoint<{
    params: typeof habitIdParamsSchema;
    body: typeof habitUpdateRequestSchema;
    response: typeof habitSchema;
  }>(userCall, { method: 'PUT', path: '/api/habits/:id' }),
  remove: endpoint<{ params: typeof habitIdParamsSchema; response: typeof habitDeleteResponseSchema }>(
    userCall,
    { method: 'DELETE', path: '/api/habits/:id' },
  ),
  check: endpoint<{
    params: typeof habitDayParamsSchema;
    body: typeof habitCheckRequestSchema;
    response: typeof habitDaySchema;
  }>(userCall, { method: 'PUT', path: '/api/habits/:id/days/:day' }),
} as const;
