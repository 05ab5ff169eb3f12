import Stripe from 'stripe';
import type { BillingConfig } from './service';

/**
 * The official Stripe SDK, pointed at STRIPE_API_BASE when set (the tests' local stand-in):
 * its protocol, host and port replace Stripe's, the API stays the same.
 */
export function stripeClient(config: BillingConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : undefined;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(base
      ? {
          protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
        }
      : {}),
  });
}
