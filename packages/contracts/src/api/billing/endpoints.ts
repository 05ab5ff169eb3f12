import { endpoint, userCall } from '../endpoint';
import type {
  cancelRequestSchema,
  cancelResponseSchema,
  createSessionRequestSchema,
  manageResponseSchema,
  plansResponseSchema,
  subscriptionStateSchema,
  urlResponseSchema,
  webhookResponseSchema,
} from './schemas';

export const billingEndpoints = {
  plans: endpoint<{ response: typeof plansResponseSchema }>(userCall, {
    method: 'GET',
    path: '/api/billing/plans',
    auth: 'none',
    refreshOn401: false,
    freemium: 'exempt',
  }),
  createSession: endpoint<{
    body: typeof createSessionRequestSchema;
    response: typeof urlResponseSchema;
  }>(userCall, {
    method: 'POST',
    path: '/api/billing/create-session',
  }),
  /** Stripe's own call: the signature of the raw body is the authentication. */
  webhook: endpoint<{ response: typeof webhookResponseSchema }>(userCall, {
    method: 'POST',
    path: '/api/billing/webhook',
    auth: 'none',
    refreshOn401: false,
    freemium: 'exempt',
  }),
  subscription: endpoint<{ response: typeof subscriptionStateSchema }>(userCall, {
    method: 'GET',
    path: '/api/billing/subscription',
  }),
  manage: endpoint<{ response: typeof manageResponseSchema }>(userCall, {
    method: 'GET',
    path: '/api/billing/manage',
  }),
  cancel: endpoint<{
    body: typeof cancelRequestSchema;
    response: typeof cancelResponseSchema;
  }>(userCall, {
    method: 'POST',
    path: '/api/billing/cancel',
  }),
  forceSync: endpoint<{ response: typeof subscriptionStateSchema }>(userCall, {
    method: 'POST',
    path: '/api/billing/force-sync',
  }),
  portal: endpoint<{ response: typeof urlResponseSchema }>(userCall, {
    method: 'POST',
    path: '/api/billing/create-portal-session',
  }),
} as const;
