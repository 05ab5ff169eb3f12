import { randomBytes } from 'node:crypto';
import { request } from 'node:http';

/**
 * What came back for one request: an HTTP status, or how it failed without one. `refused` means
 * the server never took the connection (not listening); `cut` means it took it and closed it
 * without an answer; `timeout` means no answer within the client's limit.
 */
export type Outcome = number | 'refused' | 'cut' | 'timeout';

export interface Answer {
  outcome: Outcome;
  body: string;
  startedAt: number;
  endedAt: number;
}

export const frenchUnavailable = {
  error: 'Service momentanément indisponible',
  code: 'SERVICE_UNAVAILABLE',
};

/** The 503 of DECISIONS §8, exactly. */
export function isFrenchUnavailable(answer: Answer): boolean {
  if (answer.outcome !== 503) return false;
  try {
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    return body.error === frenchUnavailable.error && body.code === frenchUnavailable.code;
  } catch {
    return false;
  }
}

/** A 2xx, or the French 503: the only answers allowed while the database fails. */
export function isAcceptable(answer: Answer): boolean {
  return (typeof answer.outcome === 'number' && answer.outcome < 300) || isFrenchUnavailable(answer);
}

/**
 * One request on a connection of its own (`Connection: close`), so that a failure tells whether
 * the server took the request at all: no keep-alive socket is shared between requests.
 */
export function send(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  timeoutMs = 12_000,
): Promise<Answer> {
  const startedAt = Date.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome, text = '') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ outcome, body: text, startedAt, endedAt: Date.now() });
    };
    const req = request(
      `${baseUrl}${path}`,
      {
        method,
        agent: false,
        headers: {
          connection: 'close',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => settle(res.statusCode ?? 0, text));
        res.on('error', () => settle('cut', `response cut after ${text.length} bytes`));
        res.on('aborted', () => settle('cut', `response cut after ${text.length} bytes`));
      },
    );
    const timer = setTimeout(() => {
      settle('timeout');
      req.destroy();
    }, timeoutMs);
    // The body of a failure without an answer names its cause (ECONNRESET, socket hang up…).
    req.on('error', (error: NodeJS.ErrnoException) =>
      settle(error.code === 'ECONNREFUSED' ? 'refused' : 'cut', error.code ?? error.message),
    );
    req.end(payload);
  });
}

export interface Account {
  email: string;
  code: string;
  fingerprint: string;
}

export interface SignUp extends Account, Answer {}

/** A code the registration accepts (not a repeated digit, not a straight run). */
function acceptableCode(): string {
  for (;;) {
    const code = String(1000 + (randomBytes(2).readUInt16BE() % 9000));
    const digits = [...code].map(Number);
    const steps = digits.slice(1).map((digit, i) => digit - digits[i]!);
    if (
      steps.every((step) => step === 0) ||
      steps.every((step) => step === 1) ||
      steps.every((step) => step === -1)
    )
      continue;
    return code;
  }
}

export function newAccount(prefix: string): Account {
  const tag = randomBytes(6).toString('hex');
  return { email: `${prefix}-${tag}@exemple.fr`, code: acceptableCode(), fingerprint: `fp-${prefix}-${tag}` };
}

export function register(baseUrl: string, account: Account, timeoutMs?: number): Promise<Answer> {
  return send(
    baseUrl,
    'POST',
    '/api/auth/register',
    {
      email: account.email,
      code: account.code,
      codeConfirmation: account.code,
      deviceInfo: { fingerprint: account.fingerprint, userAgent: 'fault-test', screenResolution: '1x1' },
    },
    timeoutMs,
  );
}

export function signIn(baseUrl: string, account: Account): Promise<Answer> {
  return send(baseUrl, 'POST', '/api/auth/login', {
    email: account.email,
    code: account.code,
    deviceInfo: { fingerprint: account.fingerprint, userAgent: 'fault-test', screenResolution: '1x1' },
  });
}

export interface SignUpLoad {
  /** Every sign-up sent so far, answered or not yet. */
  readonly sent: Account[];
  /** Every sign-up answered so far (or failed without an answer), in order of completion. */
  readonly done: SignUp[];
  /** Lets no worker start a new sign-up. */
  halt(): void;
  /** Halts, then waits for the sign-ups in flight. */
  stop(): Promise<SignUp[]>;
  /** Resolves once `count` sign-ups were acknowledged (201). */
  acknowledged(count: number, timeoutMs?: number): Promise<void>;
}

/** `workers` clients, each signing up new accounts one after the other, until stopped. */
export function signUpLoad(baseUrl: string, options: { workers: number; prefix: string }): SignUpLoad {
  const sent: Account[] = [];
  const done: SignUp[] = [];
  let halted = false;
  const worker = async () => {
    while (!halted) {
      const account = newAccount(options.prefix);
      sent.push(account);
      const answer = await register(baseUrl, account);
      done.push({ ...account, ...answer });
      // A refused connection is a server not listening: do not spin on it.
      if (answer.outcome === 'refused') await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const all = Promise.all(Array.from({ length: options.workers }, worker));
  return {
    sent,
    done,
    halt: () => {
      halted = true;
    },
    stop: async () => {
      halted = true;
      await all;
      return done;
    },
    acknowledged: async (count, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      while (done.filter((signUp) => signUp.outcome === 201).length < count) {
        if (Date.now() > deadline) throw new Error(`fewer than ${count} sign-ups acknowledged`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

/** Counts outcomes: `{201: 40, 503: 7}`. */
export function countByOutcome(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const key = isFrenchUnavailable(answer)
      ? '503'
      : answer.outcome === 503
        ? '503 (other body)'
        : String(answer.outcome);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** Polls /api/ping until it answers 200; the time it took, in ms. */
export async function waitForPing(
  baseUrl: string,
  timeoutMs = 20_000,
  alive: () => boolean = () => true,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (!alive()) throw new Error('the server process is gone');
    const answer = await send(baseUrl, 'GET', '/api/ping', undefined, 2_000);
    if (answer.outcome === 200) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`/api/ping did not heal in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Signs in every account, a few at a time; the ones that could not sign in (lost writes). */
export async function lostAccounts(
  baseUrl: string,
  accounts: Account[],
  concurrency = 6,
): Promise<Account[]> {
  const lost: Account[] = [];
  const queue = [...accounts];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let account = queue.shift(); account; account = queue.shift()) {
        const answer = await signIn(baseUrl, account);
        if (answer.outcome !== 200) lost.push(account);
      }
    }),
  );
  return lost;
}
