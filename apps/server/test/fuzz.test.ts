import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { GOOD_CODE } from './auth-helpers';
import { factProblems, harvestValues, recordFacts, signInAgain } from './fuzz/facts';
import { sendJson } from './fuzz/http';
import { operationsOf } from './fuzz/operations';
import { fuzzOperation, type Finding, type FuzzRun } from './fuzz/runner';
import { plainEmail } from './fuzz/schema-arbitrary';
import type { JsonSchema } from './fuzz/json-schema';
import { startStripeStandIn, type StripeStandIn } from './support/stripe-stand-in';
import { createTestApp, type TestContext } from './helpers';

/**
 * Property-based fuzzing of the whole API over real HTTP: for every operation of the OpenAPI
 * document the server serves, valid inputs drawn from its schemas and mutations of them, sent
 * without a bearer, with the bearer of a signed-in account and with forged ones. See fuzz/.
 *
 *   FUZZ_SEED       the seed (printed by every run), to replay one
 *   FUZZ_SECONDS    the time budget of the fuzzing, shared by the operations (default 60)
 *   FUZZ_OPERATION  only this operation, e.g. 'POST /api/apps/{id}/like'
 *   FUZZ_STATS      set to 1 to print the answers' statuses by mutation
 */
const DEFAULT_SEED = 20_260_115;
const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED doit être un entier : ${process.env.FUZZ_SEED}`);
const budgetSeconds = Number(process.env.FUZZ_SECONDS ?? 60);
if (!(budgetSeconds > 0))
  throw new Error(`FUZZ_SECONDS doit être un nombre positif : ${process.env.FUZZ_SECONDS}`);
const onlyOperation = process.env.FUZZ_OPERATION;
const printStats = process.env.FUZZ_STATS === '1';

/**
 * Valid values more likely to go past the first checks than random text: addresses (those of the
 * fuzzer's own accounts among them), the accounts' access code, known app and session ids. Read
 * when each operation's arbitrary is built, so the lists grow with the run.
 */
function hintFor(knownIds: string[], knownEmails: string[]) {
  const codes = fc.oneof(
    { weight: 3, arbitrary: fc.constant(GOOD_CODE) },
    { weight: 1, arbitrary: fc.constantFrom('2468', '123456', '000000') },
  );
  return (name: string, _schema: JsonSchema): fc.Arbitrary<unknown> | undefined => {
    if (/email/i.test(name))
      return knownEmails.length > 0 ? fc.oneof(plainEmail, fc.constantFrom(...knownEmails)) : plainEmail;
    if (/^(code|codeConfirmation|currentCode|newCode|newCodeConfirmation)$/.test(name)) return codes;
    if (name === 'id' && knownIds.length > 0) return fc.constantFrom(...knownIds);
    return undefined;
  };
}

function summary(findings: Finding[]): string {
  return findings
    .map((finding) => {
      const also = [...finding.alsoIn];
      const elsewhere =
        also.length > 0
          ? `\n    aussi dans ${also.length} autre(s) opération(s) : ${also.slice(0, 12).join(', ')}${also.length > 12 ? '…' : ''}`
          : '';
      return `${finding.report}${elsewhere}`;
    })
    .join('\n\n');
}

function statsTable(statuses: FuzzRun['statuses']): string {
  return [...statuses.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, counts]) => {
      const cells = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b));
      return `${label.padEnd(40)} ${cells.map(([status, count]) => `${status}×${count}`).join(' ')}`;
    })
    .join('\n');
}

describe('API fuzzing', () => {
  let ctx: TestContext | undefined;
  let stripe: StripeStandIn | undefined;
  afterAll(async () => {
    await ctx?.close();
    await stripe?.close();
  });

  it('answers every operation of the OpenAPI document in the product’s words, whatever it is sent', async () => {
    const started = Date.now();
    // Billing on, against the local Stripe stand-in: its calls are fuzzed with their real code.
    stripe = await startStripeStandIn({
      webhookSecret: 'whsec_fuzz',
      prices: { price_s: { unitAmount: 499 }, price_p: { unitAmount: 999 }, price_i: { unitAmount: 1499 } },
    });
    ctx = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fuzz',
        STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
        STRIPE_PRICE_STANDARD: 'price_s',
        STRIPE_PRICE_PREMIUM: 'price_p',
        STRIPE_PRICE_INFINITY: 'price_i',
        STRIPE_API_BASE: stripe.url,
      },
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as AddressInfo).port;
    stripe.setWebhookUrl(`http://127.0.0.1:${port}/api/billing/webhook`);

    const docs = await sendJson(port, 'GET', '/api/docs/json');
    expect(docs.status).toBe(200);
    const all = operationsOf(docs.json as Record<string, unknown>);
    expect(all.length).toBeGreaterThanOrEqual(30);
    const selected = all.filter((op) => !onlyOperation || op.id === onlyOperation);
    expect(selected.length, `aucune opération ${onlyOperation}`).toBeGreaterThan(0);

    const facts = await recordFacts(port);
    const clock = ctx.clock;
    const run: FuzzRun = {
      port,
      seed,
      publicUrl: ctx.app.config.publicUrl,
      tokens: {
        appSecret: ctx.app.config.appSecret!,
        publicUrl: ctx.app.config.publicUrl,
        now: () => clock.now(),
      },
      knownIds: await harvestValues(port, facts),
      knownEmails: [],
      findings: new Map(),
      requests: 0,
      registrations: 0,
      statuses: new Map(),
      successes: new Map(),
    };
    run.hint = hintFor(run.knownIds, run.knownEmails);

    // Each operation gets its share of the budget; one that overruns eats into the next ones'.
    const fuzzStart = Date.now();
    const slice = (budgetSeconds * 1_000) / selected.length;
    const deadFor: string[] = [];
    for (const [i, op] of selected.entries()) {
      await fuzzOperation(op, all.indexOf(op), fuzzStart + (i + 1) * slice, run);
      run.requests++;
      const ping = await sendJson(port, 'GET', '/api/ping').catch((error: Error) => ({
        status: 0,
        body: error.message,
      }));
      if (ping.status !== 200)
        deadFor.push(`après ${op.id} : GET /api/ping → ${ping.status} ${ping.body.slice(0, 200)}`);
    }

    const signIn = await signInAgain(port, facts);
    const lost = signIn.problem ? [signIn.problem] : await factProblems(port, facts, signIn.token!);
    const seconds = ((Date.now() - started) / 1_000).toFixed(1);
    console.log(
      `fuzz: seed=${seed} operations=${selected.length} requests=${run.requests} ` +
        `accounts=${run.registrations} findings=${run.findings.size} time=${seconds}s`,
    );

    if (printStats) {
      const successes = selected.map((op) => `  ${op.id}: ${run.successes.get(op.id) ?? 0}`);
      console.log(`${statsTable(run.statuses)}\n\n2xx par opération :\n${successes.join('\n')}`);
    }

    const findings = [...run.findings.values()];
    const problems = [
      ...(deadFor.length > 0 ? [`Serveur hors d'usage :\n  ${deadFor.join('\n  ')}`] : []),
      ...(lost.length > 0 ? [`Faits d'avant le fuzzing perdus :\n  ${lost.join('\n  ')}`] : []),
      ...(findings.length > 0
        ? [`${findings.length} défaut(s) distinct(s) (seed ${seed}) :\n\n${summary(findings)}`]
        : []),
    ];
    if (problems.length > 0) throw new Error(problems.join('\n\n'));
  }, 180_000);
});
