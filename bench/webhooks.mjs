// Stripe webhooks: POST /api/billing/webhook, signed as Stripe signs, against the built server
// with billing on and the tests' Stripe stand-in (apps/server/test/support/stripe-stand-in.ts)
// as Stripe. p50/p99 of one event at a time, then a storm of 1,000 events — 100 copies each
// of one event for 10 subscriptions, 16 in flight — beside the bare signature check on the
// same core (ceilings/webhook-signature.mjs). The storm must leave exactly 10 applied events.
// On PGlite, then on PostgreSQL when it answers.
import { spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { duration, fmt, freePort, root, runCeiling, startTrousse } from './lib.mjs';
import { onPgliteThenPostgres, withDatabase } from './seed.mjs';

const SECRET = 'whsec_bench_stand_in';
const prices = {
  STRIPE_PRICE_STANDARD: 'price_standard',
  STRIPE_PRICE_PREMIUM: 'price_premium',
  STRIPE_PRICE_INFINITY: 'price_infinity',
};
const SUBSCRIPTIONS = 10;
const COPIES = 100;
const IN_FLIGHT = 16;
const SINGLE = 200;

export function benchWebhooks() {
  return onPgliteThenPostgres(benchOne);
}

/** The stand-in, as its own process (the load generator must not share its event loop). */
async function startStandIn(port, webhookUrl) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/test/support/stripe-stand-in-cli.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        ...prices,
        STRIPE_STAND_IN_PORT: String(port),
        STRIPE_WEBHOOK_SECRET: SECRET,
        STRIPE_WEBHOOK_URL: webhookUrl,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the Stripe stand-in did not start');
}

function signed(body) {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex')}`;
}

function eventFor(subscriptionId, customerId) {
  return JSON.stringify(
    {
      id: `evt_bench_${randomUUID()}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: subscriptionId, object: 'subscription', customer: customerId } },
    },
    null,
    2,
  );
}

async function post(url, body) {
  const started = performance.now();
  const response = await fetch(`${url}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signed(body) },
    body,
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
  return performance.now() - started;
}

async function benchOne(label, databaseUrl) {
  const [standInPort] = await Promise.all([freePort()]);
  // The server's port is chosen by startTrousse: the stand-in learns it from a forwarder-free
  // route, the product's own webhook URL, once the server is up.
  let trousse;
  let standIn;
  try {
    trousse = await startTrousse({
      ...prices,
      STRIPE_SECRET_KEY: 'sk_test_bench',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${standInPort}`,
      PUBLIC_URL: 'http://trousse.bench',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    standIn = await startStandIn(standInPort, `${trousse.url}/api/billing/webhook`);

    // Ten paying accounts, through checkout and the stand-in's pay button.
    const subscriptions = [];
    for (let index = 0; index < SUBSCRIPTIONS; index++) {
      const registered = await fetch(`${trousse.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `banc-webhook-${index}@exemple.fr`,
          code: '2580',
          codeConfirmation: '2580',
          deviceInfo: { fingerprint: `bench-webhook-${index}`, userAgent: 'bench', screenResolution: '1x1' },
        }),
      });
      const { accessToken } = await registered.json();
      const created = await fetch(`${trousse.url}/api/billing/create-session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({
          planId: 'premium',
          cgvAccepted: true,
          deviceFingerprint: `bench-webhook-${index}`,
        }),
      });
      const { url } = await created.json();
      const sessionId = url.split('/checkout/')[1];
      const paid = await fetch(`${standIn.url}/checkout/${sessionId}/pay`, {
        method: 'POST',
        redirect: 'manual',
      });
      if (paid.status !== 303) throw new Error(`pay: ${paid.status}`);
      const session = await (
        await fetch(`${standIn.url}/v1/checkout/sessions/${sessionId}`, {
          headers: { authorization: 'Bearer sk_test_bench' },
        })
      ).json();
      subscriptions.push({ id: session.subscription, customer: session.customer });
    }

    // One event at a time.
    const single = [];
    for (let index = 0; index < SINGLE; index++) {
      const { id, customer } = subscriptions[index % SUBSCRIPTIONS];
      single.push(await post(trousse.url, eventFor(id, customer)));
    }
    single.sort((a, b) => a - b);

    // The storm: 10 events, 100 copies each, shuffled, 16 in flight.
    const stormEvents = subscriptions.map(({ id, customer }) => eventFor(id, customer));
    const copies = stormEvents.flatMap((body) => Array.from({ length: COPIES }, () => body));
    copies.sort(() => Math.random() - 0.5);
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < copies.length) await post(trousse.url, copies[next++]);
      }),
    );
    const stormRate = copies.length / ((performance.now() - started) / 1000);
    const ceiling = await runCeiling(new URL('./ceilings/webhook-signature.mjs', import.meta.url).pathname, [
      Math.min(duration, 4),
    ]);

    await trousse.stop();
    const ids = stormEvents.map((body) => JSON.parse(body).id);
    const applied = await withDatabase({ dataDir: trousse.dataDir, databaseUrl }, async (query) => {
      const result = await query('select count(*)::int as n from stripe_events where id = any($1)', [ids]);
      return result.rows[0].n;
    });

    console.log(`\nWebhooks Stripe (POST /api/billing/webhook, signés), ${label}`);
    console.log(
      `  un à la fois (${SINGLE}) : p50 ${fmt(single[Math.floor(SINGLE * 0.5)], 1)} ms, p99 ${fmt(single[Math.floor(SINGLE * 0.99)], 1)} ms`,
    );
    console.log(
      `  tempête (${copies.length} = ${SUBSCRIPTIONS} × ${COPIES} copies, ${IN_FLIGHT} en vol) : ${fmt(stormRate)} év./s ; ` +
        `vérification seule de la signature : ${fmt(ceiling.rps)} /s (rapport ${fmt(stormRate / ceiling.rps, 3)})`,
    );
    console.log(
      `  effets appliqués : ${applied} ${applied === SUBSCRIPTIONS ? 'OK' : 'FAUX'} (attendu ${SUBSCRIPTIONS})`,
    );
    if (applied !== SUBSCRIPTIONS) process.exitCode = 1;
  } finally {
    standIn?.stop();
    await trousse?.stop();
  }
}
