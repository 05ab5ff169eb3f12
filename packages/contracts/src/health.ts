import { z } from 'zod';

export const pingResponseSchema = z.object({
  status: z.enum(['ok']),
  database: z.enum(['up']),
});

export type PingResponse = z.infer<typeof pingResponseSchema>;
