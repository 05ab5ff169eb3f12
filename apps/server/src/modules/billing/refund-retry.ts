import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { metrics } from '../../lib/metrics';
import type { BillingService } from './service';

/** How often an instance looks for withdrawals whose refund is still pending. */
export const REFUND_RETRY_MS = 60_000;
/** The job's advisory lock (the inactivity sweep has …332, the migrations …331). */
const REFUND_RETRY_LOCK_KEY = 7_245_118_333;

/**
 * The withdrawals whose refund failed are tried again until Stripe has done them (issue 23): a
 * periodic job, run by one instance at a time cluster-wide (a PostgreSQL advisory lock,
 * DECISIONS §1). Each request waits its own back-off between tries (BillingService).
 */
export class RefundRetryJob {
  constructor(
    private readonly database: Database,
    private readonly billing: BillingService,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One run; `running: false` when another instance had it under way. */
  run(): Promise<{ refunded: number; pending: number; running: boolean }> {
    // Counted as failed when a refund tried this time still failed.
    return metrics.jobRun('refund-retry', this.#run(), (result) =>
      !result.running ? 'skipped' : result.pending > 0 ? 'failed' : 'succeeded',
    );
  }

  async #run(): Promise<{ refunded: number; pending: number; running: boolean }> {
    const done = await this.database.exclusive(REFUND_RETRY_LOCK_KEY, () =>
      this.billing.retryPendingRefunds(),
    );
    return done ? { ...done, running: true } : { refunded: 0, pending: 0, running: false };
  }

  /** Runs every REFUND_RETRY_MS (not at all with billing off); returns the function that stops it. */
  start(): () => void {
    if (!this.billing.enabled) return () => {};
    const timer = setInterval(() => {
      this.run().catch((error: unknown) => this.log.error({ err: error }, 'refund retry failed'));
    }, REFUND_RETRY_MS);
    timer.unref();
    return () => clearInterval(timer);
  }
}
