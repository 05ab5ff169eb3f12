import { AccountCallLimits } from '../../lib/account-call-limits';
import { defineModule } from '../module';
import type { AuditService } from '../audit/service';
import type { QuotaService } from '../quota/service';
import { RefundRetryJob } from './refund-retry';
import { billingRoutes } from './routes';
import { BillingService } from './service';
import { stripeClient } from './stripe';

/** Subscriptions through Stripe, and the refunds of withdrawals. */
export const billingModule = defineModule({
  name: 'billing',
  services: (shared, { quota, audit }: { quota: QuotaService; audit: AuditService }) => {
    const { config, database, db, clock, mailer, log } = shared;
    const billing = new BillingService(
      db,
      config.billing ? stripeClient(config.billing) : undefined,
      config.billing,
      config.publicUrl,
      clock,
      quota,
      audit,
      mailer,
      log,
    );
    /** Withdrawals whose refund failed, tried again until done. */
    const refundRetry = new RefundRetryJob(database, billing, log);
    shared.onStart(() => refundRetry.start());
    return {
      billing,
      refundRetry,
      /** Per-account limits of the costly calls: Stripe's here, the account's export too. */
      callLimits: new AccountCallLimits(db, clock),
    };
  },
  routes: billingRoutes,
});
