// The Stripe stand-in as a process of its own, for the browser tests (Playwright's webServer):
//
//   STRIPE_WEBHOOK_SECRET=whsec_… STRIPE_WEBHOOK_URL=http://127.0.0.1:4317/api/billing/webhook \
//     npx tsx apps/server/test/support/stripe-stand-in-cli.ts
//
// The product is pointed at it with STRIPE_API_BASE=http://127.0.0.1:12111 and the same secret
// and price ids. GET /health answers 200 once it listens. Its payment links are
// http://127.0.0.1:12111/payment-link/<price id> (STRIPE_PAYMENT_LINK_* of the product), returning
// to STRIPE_PAYMENT_LINK_SUCCESS_URL; tests steer it through POST /__control/… (stripe-stand-in.ts).
import { startStripeStandIn } from './stripe-stand-in';

const env = process.env;

// Without the product's secret every webhook would be refused: better to stop at once than to
// let a browser test wait for a plan that never comes.
const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
if (!webhookSecret) {
  console.error('STRIPE_WEBHOOK_SECRET is required (the same whsec_… as the server under test).');
  process.exit(1);
}

const port = Number(env.STRIPE_STAND_IN_PORT ?? 12111);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`STRIPE_STAND_IN_PORT is not a port: ${env.STRIPE_STAND_IN_PORT}`);
  process.exit(1);
}

// The three plans, at the amounts of the spec (cents, eur).
const prices = {
  [env.STRIPE_PRICE_STANDARD || 'price_standard']: { unitAmount: 499 },
  [env.STRIPE_PRICE_PREMIUM || 'price_premium']: { unitAmount: 999 },
  [env.STRIPE_PRICE_INFINITY || 'price_infinity']: { unitAmount: 1499 },
};

const standIn = await startStripeStandIn({
  port,
  webhookSecret,
  webhookUrl: env.STRIPE_WEBHOOK_URL || undefined,
  prices,
  paymentLinkSuccessUrl: env.STRIPE_PAYMENT_LINK_SUCCESS_URL || undefined,
});

console.log(
  `Stripe stand-in on ${standIn.url} (prices ${Object.keys(prices).join(', ')}; webhooks to ${env.STRIPE_WEBHOOK_URL || 'nowhere yet'})`,
);

async function shutdown() {
  // Open keep-alive connections must not hold the exit.
  setTimeout(() => process.exit(0), 1_000).unref();
  await standIn.close().catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
