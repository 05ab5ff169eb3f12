import { z } from 'zod';
import type { GroupSchemas } from '../endpoint';
import type { healthEndpoints } from './endpoints';

export const pingResponseSchema = z.object({
  status: z.enum(['ok']),
  database: z.enum(['up']),
});

export type PingResponse = z.infer<typeof pingResponseSchema>;

/** Liveness: the process answers (load balancers and supervisors restart it when it does not). */
export const liveResponseSchema = z.object({ status: z.enum(['ok']) });

/**
 * Readiness: the database answers, every migration this build knows is applied, and the instance
 * is not stopping; otherwise the French 503. Load balancers send traffic only while it is 200.
 */
export const readyResponseSchema = z.object({
  status: z.enum(['ok']),
  database: z.enum(['up']),
  migrations: z.enum(['done']),
});

/** The schemas bound to each call of the group (api/server.ts). */
export const healthSchemas = {
  ping: { response: pingResponseSchema },
  live: { response: liveResponseSchema },
  ready: { response: readyResponseSchema },
} satisfies GroupSchemas<typeof healthEndpoints>;
