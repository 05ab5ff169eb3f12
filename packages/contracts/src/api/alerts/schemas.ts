import { z } from 'zod';
import { alertTextsFr } from '../../messages-fr-support';
import type { GroupSchemas } from '../endpoint';
import type { alertsEndpoints } from './endpoints';

export const alertTypes = ['INFO', 'WARNING', 'ERROR', 'SUCCESS'] as const;
export const alertKeys = Object.keys(alertTextsFr) as (keyof typeof alertTextsFr)[];
export type AlertKey = keyof typeof alertTextsFr;
export const alertAudiences = ['all', 'signed-in'] as const;

export const systemAlertSchema = z.object({
  id: z.string(),
  type: z.enum(alertTypes),
  /** As the operator wrote them, `{duration}` filled in (French for a keyed alert). */
  title: z.string(),
  message: z.string(),
  /** One of the 8 keys, whose texts the app shows in the reader's language; null: free text. */
  messageKey: z.enum(alertKeys as [AlertKey, ...AlertKey[]]).nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
  /** Minutes from now until the alert expires: the `{duration}` of its message. */
  duration: z.number().int().nonnegative(),
});
export const alertListResponseSchema = z.object({
  alerts: z.array(systemAlertSchema),
  hasActiveAlerts: z.boolean(),
});

export type SystemAlert = z.infer<typeof systemAlertSchema>;
export type AlertListResponse = z.infer<typeof alertListResponseSchema>;

/** The schemas bound to each call of the group (api/server.ts). */
export const alertsSchemas = {
  global: { response: alertListResponseSchema },
  active: { response: alertListResponseSchema },
} satisfies GroupSchemas<typeof alertsEndpoints>;
