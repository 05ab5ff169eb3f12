import fc from 'fast-check';
import {
  absorbCredentials,
  authorizationFor,
  AUTH_VARIANTS,
  registerAccount,
  sessionIdOf,
  type Account,
  type AuthVariant,
  type TokenSettings,
} from './accounts';
import { answerProblems, type Problem } from './checks';
import { send, sendJson, TransportError, type RawAnswer, type RawRequest } from './http';
import { mutationArbitrary, prepare, type Mutation, type Prepared } from './mutations';
import { validInputArbitrary, type Operation, type ValidInput } from './operations';
import type { ArbitraryOptions } from './schema-arbitrary';

/** What the whole run shares: where the server listens, the seed, what was found so far. */
export interface FuzzRun {
  port: number;
  seed: number;
  /** PUBLIC_URL: the Origin that passes the CSRF check of cookie-authenticated calls. */
  publicUrl: string;
  tokens: TokenSettings;
  hint?: ArbitraryOptions['hint'];
  /** Ids the server knows (apps, sessions of other accounts, the fuzzer's own sessions). */
  knownIds: string[];
  /** Addresses of the fuzzer's own accounts (never the facts account's). */
  knownEmails: string[];
  /** Distinct failures by signature; a failure seen again elsewhere only adds its operation. */
  findings: Map<string, Finding>;
  requests: number;
  registrations: number;
  /** Answers by mutation and status (`replace:longString@body` → `413` → count), for FUZZ_STATS. */
  statuses: Map<string, Map<string, number>>;
  /** 2xx answers by operation: how deep the valid inputs go. */
  successes: Map<string, number>;
}

export interface Finding {
  signature: string;
  check: string;
  operation: string;
  report: string;
  /** Other operations where the same failure showed (not shrunk nor reported again). */
  alsoIn: Set<string>;
}

/** One generated test case: a valid input, a mutation of it, and how it is sent. */
interface Sample {
  input: ValidInput;
  mutation: Mutation;
  auth: AuthVariant | null;
  origin: 'public' | 'none' | 'foreign';
  cookie: 'none' | 'account' | 'garbage';
}

interface Exchange {
  /** `anonymous`, `bearer` or the auth variant. */
  variant: string;
  request: RawRequest;
  answer?: RawAnswer;
  transport?: string;
}

class FuzzFailure extends Error {
  override name = 'FuzzFailure';
  constructor(
    readonly signature: string,
    readonly check: string,
    report: string,
  ) {
    super(report);
  }
}

const FOREIGN_ORIGIN = 'http://evil.example';

function sampleArbitrary(op: Operation, run: FuzzRun): fc.Arbitrary<Sample> {
  return fc.record({
    input: validInputArbitrary(op, { hint: run.hint }),
    mutation: mutationArbitrary(op),
    auth: fc.oneof(
      { weight: 2, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom(...AUTH_VARIANTS) },
    ),
    origin: fc.constantFrom('public' as const, 'public' as const, 'none' as const, 'foreign' as const),
    cookie: fc.constantFrom('none' as const, 'account' as const, 'account' as const, 'garbage' as const),
  });
}

// ——— reports ———

function preview(text: string, max: number): string {
  const escaped = JSON.stringify(text.slice(0, max)).slice(1, -1);
  return text.length > max ? `${escaped}… (${text.length} caractères)` : escaped;
}

function describeRequest(request: RawRequest): string {
  const headers = Object.entries(request.headers)
    .filter(([name]) => name !== 'content-length')
    .map(([name, value]) =>
      name === 'authorization'
        ? `${name}: ${value.slice(0, 18)}…`
        : value.length > 80
          ? `${name}: <${value.length} caractères>`
          : `${name}: ${value}`,
    );
  const body =
    request.body === undefined
      ? 'sans corps'
      : `corps ${Buffer.byteLength(request.body)} o : ${preview(
          Buffer.isBuffer(request.body) ? request.body.toString('utf8') : request.body,
          160,
        )}`;
  return `${request.method} ${preview(request.path, 200)}\n      en-têtes : ${headers.join(' | ') || 'aucun'}\n      ${body}`;
}

function describeExchange(exchange: Exchange): string {
  const answer = exchange.answer
    ? `${exchange.answer.status} ${preview(exchange.answer.body, 400)}`
    : `aucune (${exchange.transport})`;
  return `    requête (${exchange.variant}) : ${describeRequest(exchange.request)}\n    réponse : ${answer}`;
}

/**
 * What makes two failures the same defect: the answer's status and code for a wrong error shape
 * or an echo (one error handler makes them), the operation for a 5xx or an accepted invalid input.
 */
function signatureOf(problem: Problem, label: string, op: Operation, exchange: Exchange): string {
  const code = (exchange.answer?.json as { code?: unknown } | undefined)?.code;
  const answer = `${exchange.answer?.status ?? 'no-answer'}|${typeof code === 'string' ? code : '-'}`;
  switch (problem.check) {
    case 'error-shape':
    case 'echo':
      return `${problem.check}|${answer}`;
    case 'server-error':
      return `${problem.check}|${op.id}|${label}|${answer}`;
    case 'accepted-invalid':
      return `${problem.check}|${op.id}|${label}`;
    case 'dropped':
      return `${problem.check}|${label}`;
    case 'forged-token-accepted':
      return `${problem.check}|${exchange.variant}`;
    default:
      return problem.check;
  }
}

/** A fresh account for the fuzzing, whose address and session id the generated inputs may use. */
async function newAccount(run: FuzzRun): Promise<Account> {
  const account = await registerAccount(run.port);
  run.registrations++;
  run.requests++;
  run.knownEmails.push(account.email);
  run.knownIds.push(sessionIdOf(account.accessToken));
  return account;
}

// ——— one sample ———

async function exchange(run: FuzzRun, variant: string, request: RawRequest): Promise<Exchange> {
  run.requests++;
  try {
    return { variant, request, answer: await send(run.port, request) };
  } catch (error) {
    if (error instanceof TransportError) return { variant, request, transport: error.message };
    throw error;
  }
}

async function sessionAlive(run: FuzzRun, account: Account): Promise<boolean> {
  run.requests++;
  const answer = await sendJson(run.port, 'GET', '/api/auth/me', {
    headers: { authorization: `Bearer ${account.accessToken}` },
  });
  return answer.status === 200;
}

const VALIDATION = 'VALIDATION_ERROR';
/** Codes that say the account can go no further: locked by wrong codes, out of quota. */
const SPENT = new Set(['ACCOUNT_LOCKED', 'TWO_FACTOR_BLOCKED', 'QUOTA_EXCEEDED']);
/** What the bearer check answers (the auth plugin), as opposed to a wrong code at sign-in. */
const UNAUTHENTICATED = 'UNAUTHENTICATED';

function codeOf(ex: Exchange): unknown {
  return (ex.answer?.json as { code?: unknown } | undefined)?.code;
}

function isForged(variant: AuthVariant | null): boolean {
  return variant !== null && variant !== 'lowerBearer';
}

/** Sends one sample without a bearer, with the account's bearer and in its auth variant. */
async function runSample(
  op: Operation,
  run: FuzzRun,
  holder: { account: Account },
  sample: Sample,
): Promise<{ problems: [Problem, Exchange][]; prepared: Prepared }> {
  const prepared = prepare(op, sample.input, sample.mutation);
  const request = (authorization?: string): RawRequest => {
    const headers: Record<string, string> = { ...prepared.headers };
    if (sample.origin === 'public') headers.origin = run.publicUrl;
    if (sample.origin === 'foreign') headers.origin = FOREIGN_ORIGIN;
    if (sample.cookie === 'garbage') headers.cookie = 'refreshToken=garbage';
    if (sample.cookie === 'account' && holder.account.cookie) headers.cookie = holder.account.cookie;
    if (authorization !== undefined) headers.authorization = authorization;
    return {
      method: op.method,
      path: prepared.path,
      headers,
      ...(prepared.body === undefined ? {} : { body: prepared.body }),
    };
  };
  const carriesAccount = (ex: Exchange) =>
    ex.variant !== 'anonymous' || (sample.cookie === 'account' && ex.request.headers.cookie !== undefined);
  const exchanges: Exchange[] = [];
  const sendAs = async (variant: string, authorization?: string) => {
    const ex = await exchange(run, variant, request(authorization));
    if (ex.answer && carriesAccount(ex)) absorbCredentials(holder.account, ex.answer);
    exchanges.push(ex);
    return ex;
  };

  const anonymous = await sendAs('anonymous');
  const bearer = await sendAs('bearer', `Bearer ${holder.account.accessToken}`);
  const variant = sample.auth
    ? await sendAs(sample.auth, await authorizationFor(sample.auth, holder.account, run.tokens))
    : undefined;

  const problems: [Problem, Exchange][] = [];
  const statsKey = `${prepared.label}${prepared.mustRefuse ? ' (hors schéma)' : ''}`;
  const byStatus = run.statuses.get(statsKey) ?? new Map<string, number>();
  run.statuses.set(statsKey, byStatus);
  for (const ex of exchanges) {
    const status = String(ex.answer?.status ?? 'none');
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    if (status.startsWith('2')) run.successes.set(op.id, (run.successes.get(op.id) ?? 0) + 1);
    if (!ex.answer) problems.push([{ check: 'dropped', detail: ex.transport ?? 'pas de réponse' }, ex]);
    else for (const problem of answerProblems(prepared, ex.answer)) problems.push([problem, ex]);
  }

  // The scheme name is case-insensitive (RFC 9110 §11.1): `bearer` opens what `Bearer` opens.
  if (
    variant?.variant === 'lowerBearer' &&
    variant.answer?.status === 401 &&
    codeOf(variant) === UNAUTHENTICATED &&
    bearer.answer?.status !== 401 &&
    (await sessionAlive(run, holder.account))
  ) {
    problems.push([
      {
        check: 'lowercase-bearer',
        detail: `« bearer » refusé (401) là où « Bearer » répond ${bearer.answer?.status}`,
      },
      variant,
    ]);
  }
  // A forged, unsigned, foreign or expired token opens nothing that is closed to visitors.
  if (
    variant &&
    isForged(sample.auth) &&
    anonymous.answer?.status === 401 &&
    codeOf(anonymous) === UNAUTHENTICATED &&
    variant.answer &&
    variant.answer.status >= 200 &&
    variant.answer.status < 300
  ) {
    problems.push([
      { check: 'forged-token-accepted', detail: `jeton ${sample.auth} accepté (${variant.answer.status})` },
      variant,
    ]);
  }
  // Undeclared query keys are ignored: a request refused with them is accepted without them.
  const refusedWithKeys = exchanges.find(
    (ex) => prepared.unknownQueryKeys.length > 0 && ex.answer?.status === 400 && codeOf(ex) === VALIDATION,
  );
  if (refusedWithKeys) {
    const retry = await exchange(
      run,
      `${refusedWithKeys.variant} sans ${prepared.unknownQueryKeys.join(', ')}`,
      {
        ...refusedWithKeys.request,
        path: prepared.pathWithoutUnknownKeys,
      },
    );
    if (retry.answer && codeOf(retry) !== VALIDATION) {
      problems.push([
        {
          check: 'unknown-query-key',
          detail:
            `refusé (400 ${VALIDATION}) avec le paramètre non déclaré ${prepared.unknownQueryKeys.join(', ')}, ` +
            `${retry.answer.status} sans lui : les paramètres non déclarés sont ignorés`,
        },
        refusedWithKeys,
      ]);
    }
  }
  // Nothing sent may reach the prototype of the server's objects (same process).
  const probe = {} as Record<string, unknown>;
  if (probe.fuzzPolluted !== undefined) {
    delete (Object.prototype as Record<string, unknown>).fuzzPolluted;
    problems.push([{ check: 'prototype-pollution', detail: 'Object.prototype.fuzzPolluted défini' }, bearer]);
  }

  // An account the sample used up — its session ended (logout, refresh reuse…), locked by wrong
  // codes, out of quota — is replaced before the next sample, so the valid inputs go deep again.
  const spent = (ex: Exchange) => ex.variant === 'bearer' && SPENT.has(String(codeOf(ex)));
  if (exchanges.some(spent)) {
    holder.account = await newAccount(run);
  } else if (exchanges.some((ex) => ex.answer?.status === 401 && carriesAccount(ex))) {
    if (!(await sessionAlive(run, holder.account))) holder.account = await newAccount(run);
  }
  return { problems, prepared };
}

// ——— one operation ———

export interface OperationResult {
  operation: string;
  runs: number;
  newFindings: number;
}

/**
 * Fuzzes one operation until `deadline`: fast-check draws samples, and each failure found is
 * shrunk, recorded and then known, so that the time left looks for other failures.
 */
export async function fuzzOperation(
  op: Operation,
  opIndex: number,
  deadline: number,
  run: FuzzRun,
): Promise<OperationResult> {
  const holder = { account: await newAccount(run) };
  let runs = 0;
  let newFindings = 0;

  const property = fc.asyncProperty(sampleArbitrary(op, run), async (sample) => {
    const { problems, prepared } = await runSample(op, run, holder, sample);
    let fresh: FuzzFailure | undefined;
    for (const [problem, ex] of problems) {
      const signature = signatureOf(problem, prepared.label, op, ex);
      const known = run.findings.get(signature);
      if (known) {
        if (known.operation !== op.id) known.alsoIn.add(op.id);
        continue;
      }
      fresh ??= new FuzzFailure(
        signature,
        problem.check,
        [
          `[${problem.check}] ${op.id} — mutation ${prepared.label}`,
          `    pourquoi : ${problem.detail}`,
          describeExchange(ex),
          ...(prepared.mustRefuse ? [`    entrée hors schéma : ${prepared.mustRefuse}`] : []),
        ].join('\n'),
      );
    }
    if (fresh) throw fresh;
  });

  for (let attempt = 0; ; attempt++) {
    const remaining = deadline - Date.now();
    if (remaining < 50) break;
    const seed = (run.seed + opIndex * 1_000 + attempt) | 0;
    const result = await fc.check(property, {
      seed,
      numRuns: 1_000_000,
      interruptAfterTimeLimit: remaining,
      markInterruptAsFailure: false,
    });
    runs += result.numRuns + result.numShrinks;
    if (!result.failed) break;
    // fast-check calls a run that the time limit cut before its first sample ended "failed", with
    // no counterexample: on a loaded machine the last seconds of the budget can go that way. That
    // is the deadline, not a finding.
    if (result.interrupted && result.counterexamplePath === null) break;
    const error = result.errorInstance;
    const replay = `    rejouer : FUZZ_SEED=${run.seed} FUZZ_OPERATION='${op.id}' (fast-check seed ${seed}, path ${result.counterexamplePath})`;
    if (error instanceof FuzzFailure) {
      run.findings.set(error.signature, {
        signature: error.signature,
        check: error.check,
        operation: op.id,
        report: `${error.message}\n${replay}`,
        alsoIn: new Set(),
      });
    } else {
      // The fuzzer itself broke: report it as is, and stop fuzzing this operation.
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      run.findings.set(`fuzzer-error|${op.id}`, {
        signature: `fuzzer-error|${op.id}`,
        check: 'fuzzer-error',
        operation: op.id,
        report: `[fuzzer-error] ${op.id}\n    ${message}\n${replay}`,
        alsoIn: new Set(),
      });
      newFindings++;
      break;
    }
    newFindings++;
  }
  return { operation: op.id, runs, newFindings };
}
