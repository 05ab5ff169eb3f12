// Ceiling of the webhook bench: the bare Stripe signature check (stripe.webhooks.constructEvent
// on the raw body, as the product does) for `seconds`, on one core. Prints {rps} as JSON.
// Usage: node webhook-signature.mjs <seconds>
import { createHmac } from 'node:crypto';
import Stripe from 'stripe';

const [seconds] = process.argv.slice(2).map(Number);
const secret = 'whsec_bench_ceiling';
const stripe = new Stripe('sk_test_bench');
const body = JSON.stringify(
  {
    id: 'evt_ceiling',
    object: 'event',
    type: 'customer.subscription.updated',
    data: { object: { id: 'sub_ceiling', object: 'subscription', customer: 'cus_ceiling' } },
  },
  null,
  2,
);

let checks = 0;
const end = Date.now() + seconds * 1000;
while (Date.now() < end) {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  stripe.webhooks.constructEvent(Buffer.from(body), `t=${t},v1=${v1}`, secret);
  checks++;
}
console.log(JSON.stringify({ rps: checks / seconds }));
