import { z } from 'zod';
import type { GroupSchemas } from '../endpoint';
import type { auditEndpoints } from './endpoints';

export const auditEventTypes = [
  'account.created',
  'login.succeeded',
  'login.failed',
  'account.locked',
  'reset.requested',
  'reset.failed',
  'reset.completed',
  'code.changed',
  'session.ended',
  'session.revoked',
  'session.evicted',
  'session.reuse_detected',
  'device.new',
  '2fa.enabled',
  '2fa.disabled',
  '2fa.failed',
  '2fa.blocked',
  '2fa.recovery_code_used',
  '2fa.recovery_codes_renewed',
  'oauth.linked',
  'oauth.login',
  'oauth.unlinked',
  'plan.changed',
  'billing.terms_accepted',
  'billing.cancellation_requested',
  'billing.withdrawal_requested',
  'recovery_email.code_sent',
  'recovery_email.set',
  'recovery_email.change_requested',
  'recovery_email.change_window_opened',
  'recovery_email.change_cancelled',
  'recovery_email.changed',
  'account.exported',
] as const;
export type AuditEventType = (typeof auditEventTypes)[number];

export const auditEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  createdAt: z.string(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
});
/** Query strings, on every route, ignore the keys they do not know (bodies refuse them). */
export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const auditResponseSchema = z.object({
  data: z.array(auditEventSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export type AuditEvent = z.infer<typeof auditEventSchema>;
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/** The schemas bound to each call of the group (api/server.ts). */
export const auditSchemas = {
  list: { query: auditQuerySchema, response: auditResponseSchema },
} satisfies GroupSchemas<typeof auditEndpoints>;
