import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAdmin } from '../src/admin';
import { openPglite } from '../src/db/client';
import { seedCatalogue } from '../src/db/seed';
import { ManualClock } from '../src/lib/clock';
import { checkAppSecret, secretVerifierOf } from '../src/lib/secret-verifier';
import { totpCode } from '../src/lib/totp';
import { bearer, GOOD_CODE, login, register, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestContext } from './helpers';
import { startMailListener } from './mail-listener';
import { freePort } from './support/server-process';
import { startStripeStandIn } from './support/stripe-stand-in';

const SECRET = 'backup-secret-backup-secret-backup-secret-42';
const OTHER_SECRET = 'another-secret-another-secret-another-secret';
const WEBHOOK_SECRET = 'whsec_backup_test';
const APP = 'password-generator';
const OTHER_APP = 'todo-list';
const mainFile = new URL('../src/main.ts', import.meta.url).pathname;

const billingEnv = (stripeUrl: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_backup',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_STANDARD: 'price_standard',
  STRIPE_PRICE_PREMIUM: 'price_premium',
  STRIPE_PRICE_INFINITY: 'price_infinity',
  STRIPE_API_BASE: stripeUrl,
});

/** A banner choice as the web app sends it. */
const consentChoice = (sessionId: string, analytics: boolean) => ({
  sessionId,
  consent: { necessary: true, analytics, marketing: false },
  consentVersion: '1.0',
  consentMethod: analytics ? 'settings_custom' : 'banner_reject',
  acceptedCategories: analytics ? ['necessary', 'analytics'] : ['necessary'],
  rejectedCategories: analytics ? ['marketing'] : ['analytics', 'marketing'],
  bannerVersion: '2.0',
});

const temporaryDirs: string[] = [];
function temporaryDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
}
/** Servers this file started: one that should have refused to start must not outlive a failed test. */
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs src/main.ts (through tsx, as process.test.ts does) until it exits or answers /api/ping,
 * and keeps what it writes.
 */
async function startMain(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      APP_SECRET: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300 && exitCode === undefined; attempt++) {
    try {
      if ((await fetch(`${url}/api/ping`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { listening: exitCode === undefined, output: () => ({ stdout, stderr }), exited };
}

describe('npm run admin -- backup / restore (PGlite)', () => {
  let output: string[];
  beforeEach(() => {
    output = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void output.push(line));
    vi.spyOn(console, 'error').mockImplementation((line: string) => void output.push(line));
  });
  afterEach(() => vi.restoreAllMocks());
  const said = () => output.join('\n');
  /** The DATA_DIR the first test fills (and backs up); the second one backs it up again. */
  let original: string | undefined;

  it('backs up accounts with 2FA, likes, a subscription, a recovery email and consent proofs, and restores them into a fresh DATA_DIR', async () => {
    const clock = new ManualClock('2026-11-20T09:00:00Z');
    const stripe = await startStripeStandIn({
      webhookSecret: WEBHOOK_SECRET,
      prices: {
        price_standard: { unitAmount: 499 },
        price_premium: { unitAmount: 999 },
        price_infinity: { unitAmount: 1499 },
      },
      now: () => clock.now().getTime(),
    });
    const smtp = await startMailListener();
    const env = (dataDir: string, secret = SECRET) => ({
      ...billingEnv(stripe.url),
      SMTP_URL: smtp.url,
      DATA_DIR: dataDir,
      APP_SECRET: secret,
    });
    try {
      // ---- the data, in a PGlite DATA_DIR, made as a start does (migrations, seed, verifier) ----
      original = temporaryDir('trousse-backup-src-');
      const database = await openPglite(join(original, 'pglite'));
      await database.migrate();
      await seedCatalogue(database.db);
      expect(await checkAppSecret(database.raw, SECRET, { record: true })).toBe('recorded');
      const ctx = await createTestApp({ database, clock, env: env(original) });
      const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      stripe.setWebhookUrl(`${address}/api/billing/webhook`);
      const call = (c: TestContext, method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
        c.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

      const alice = await register(ctx, uniqueEmail('alice'));
      const bob = await register(ctx, uniqueEmail('bob'));
      expect(
        (await call(ctx, 'POST', `/api/apps/${APP}/like`, alice.accessToken, { isLiked: true })).statusCode,
      ).toBe(200);
      expect(
        (await call(ctx, 'POST', `/api/apps/${OTHER_APP}/like`, bob.accessToken, { isLiked: true }))
          .statusCode,
      ).toBe(200);

      // A Premium subscription bought through the Stripe stand-in.
      const checkout = await call(ctx, 'POST', '/api/billing/create-session', alice.accessToken, {
        planId: 'premium',
        cgvAccepted: true,
        deviceFingerprint: 'fp.backup',
      });
      expect(checkout.statusCode, checkout.body).toBe(200);
      await stripe.pay((checkout.json().url as string).split('/checkout/')[1]!);
      await stripe.idle();
      expect((await call(ctx, 'GET', '/api/billing/subscription', alice.accessToken)).json()).toMatchObject({
        planType: 'PREMIUM',
        status: 'ACTIVE',
      });

      // A recovery email, validated with the code mailed to it.
      const recovery = uniqueEmail('alice-secours');
      expect(
        (await call(ctx, 'POST', '/api/auth/send-validation-code', alice.accessToken, { email: recovery }))
          .statusCode,
      ).toBe(200);
      const mail = await smtp.waitFor(recovery, /code de validation/i);
      const validationCode = /code de validation : (\d{4})/.exec(mail.text)?.[1];
      const validated = await call(ctx, 'POST', '/api/auth/verify-validation-code', alice.accessToken, {
        email: recovery,
        code: validationCode,
        userEmail: alice.email,
        currentCode: GOOD_CODE,
      });
      expect(validated.statusCode, validated.body).toBe(200);

      // Cookie-consent proofs, one signed in.
      const browser = `sess_${randomBytes(9).toString('base64url')}`;
      clock.advance(60_000);
      const anonymousConsent = await call(
        ctx,
        'POST',
        '/api/cookies/consent/track',
        undefined,
        consentChoice(browser, false),
      );
      clock.advance(60_000);
      const aliceConsent = await call(
        ctx,
        'POST',
        '/api/cookies/consent/track',
        alice.accessToken,
        consentChoice(browser, true),
      );
      expect([anonymousConsent.statusCode, aliceConsent.statusCode]).toEqual([201, 201]);

      // Two-factor authentication on, its secret encrypted under SECRET.
      const setup = await call(ctx, 'POST', '/api/auth/2fa/enable', alice.accessToken, { code: GOOD_CODE });
      expect(setup.statusCode, setup.body).toBe(200);
      const { secret: totpSecret, backupCodes } = setup.json() as { secret: string; backupCodes: string[] };
      const verified = await call(ctx, 'POST', '/api/auth/2fa/verify', alice.accessToken, {
        code: await totpCode(totpSecret, clock.now()),
        secret: totpSecret,
        backupCodes,
      });
      expect(verified.statusCode, verified.body).toBe(200);

      // ---- the backup: refused while the database is open, then made once it is closed ----
      const archive = join(temporaryDir('trousse-backup-file-'), 'trousse.tar.gz');
      const adminEnv = { DATA_DIR: original, APP_SECRET: SECRET, LOG_LEVEL: 'silent' };
      expect(await runAdmin(['backup', archive], adminEnv)).toBe(1);
      expect(said()).toContain('postmaster.pid');
      expect(existsSync(archive)).toBe(false);
      await ctx.close();
      await database.close();

      output = [];
      expect(await runAdmin(['backup', archive], adminEnv)).toBe(0);
      expect(said()).toContain(`Sauvegarde écrite : ${archive}`);
      expect(said()).toContain("Secret : APP_SECRET (variable d'environnement)");
      expect(said()).toContain('Secret vérifié');
      const bytes = readFileSync(archive);
      expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
      expect(statSync(archive).mode & 0o777).toBe(0o600);
      expect(bytes.includes(Buffer.from(SECRET))).toBe(false);
      // Never over an existing file.
      output = [];
      expect(await runAdmin(['backup', archive], adminEnv)).toBe(1);
      expect(said()).toContain('existe déjà');
      expect(readFileSync(archive).equals(bytes)).toBe(true);

      // ---- the restore: never over a database (another secret: see the next test) ----
      output = [];
      expect(await runAdmin(['restore', archive], adminEnv)).toBe(1);
      expect(said()).toContain("n'est pas vide");

      const restored = temporaryDir('trousse-restore-');
      output = [];
      expect(await runAdmin(['restore', archive], { ...adminEnv, DATA_DIR: restored })).toBe(0);
      expect(said()).toContain(`Base restaurée dans ${join(restored, 'pglite')}`);
      expect(said()).toContain('Secret vérifié');
      expect(readdirSync(restored)).toEqual(['pglite']);

      // ---- a start on the restored data, with the same secret ----
      const again = await openPglite(join(restored, 'pglite'));
      await again.migrate();
      expect(await checkAppSecret(again.raw, SECRET, { record: true })).toBe('matches');
      const later = new ManualClock(new Date(clock.now().getTime() + 5 * 60_000));
      const ctx2 = await createTestApp({ database: again, clock: later, env: env(restored) });
      try {
        const first = await login(ctx2, alice.email);
        expect(first.json()).toEqual({ requires2FA: true, email: alice.email });
        const step = first.cookies.find((cookie) => cookie.name === 'twoFactorStep');
        const signedIn = await ctx2.app.inject({
          method: 'POST',
          url: '/api/auth/2fa/verify-login',
          payload: { email: alice.email, code: await totpCode(totpSecret, later.now()) },
          headers: { cookie: `twoFactorStep=${step!.value}` },
        });
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        const token = signedIn.json().accessToken as string;

        const me = (await call(ctx2, 'GET', '/api/auth/me', token)).json();
        expect(me.user).toMatchObject({ email: alice.email, recoveryEmail: recovery });
        const liked = (ids: { id: string; isLikedByUser: boolean }[]) =>
          ids.filter((app) => app.isLikedByUser).map((app) => app.id);
        expect(liked((await call(ctx2, 'GET', '/api/apps', token)).json().data)).toEqual([APP]);
        expect((await call(ctx2, 'GET', '/api/billing/subscription', token)).json()).toMatchObject({
          planType: 'PREMIUM',
          status: 'ACTIVE',
        });
        const history = await call(ctx2, 'GET', `/api/cookies/consent/history?sessionId=${browser}`, token);
        expect(history.statusCode, history.body).toBe(200);
        expect(
          history
            .json()
            .records.map((record: { consentId: string }) => record.consentId)
            .sort(),
        ).toEqual([anonymousConsent.json().consentId, aliceConsent.json().consentId].sort());

        const bobSignedIn = await login(ctx2, bob.email);
        expect(bobSignedIn.statusCode).toBe(200);
        const bobToken = bobSignedIn.json().accessToken as string;
        expect(liked((await call(ctx2, 'GET', '/api/apps', bobToken)).json().data)).toEqual([OTHER_APP]);
      } finally {
        await ctx2.close();
        await again.close();
      }

      // ---- the real entry point on the restored data: another APP_SECRET stops it before listening ----
      const wrong = await startMain({ DATA_DIR: restored, APP_SECRET: OTHER_SECRET });
      expect(wrong.listening).toBe(false);
      expect(await wrong.exited).toBe(1);
      const lines = wrong.output().stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^APP_SECRET ne correspond pas à celui des données \(DATA_DIR=/);
      expect(wrong.output().stdout).not.toContain('Trousse est prêt');
    } finally {
      await smtp.close();
      await stripe.close();
    }
  }, 90_000);

  it('names DATA_DIR/app-secret when APP_SECRET is not set, leaves it out of the backup, and needs it back to restore', async () => {
    // The first test's data, its secret now in the file a start without APP_SECRET generates.
    if (!original) throw new Error('the first test made no data');
    writeFileSync(join(original, 'app-secret'), `${SECRET}\n`, { mode: 0o600 });
    const generated = SECRET;

    const archive = join(temporaryDir('trousse-backup-gen-file-'), 'sauvegarde.tar.gz');
    expect(await runAdmin(['backup', archive], { DATA_DIR: original, LOG_LEVEL: 'silent' })).toBe(0);
    expect(said()).toContain(`Secret : ${join(original, 'app-secret')} (généré`);
    expect(said()).toContain('Secret vérifié');
    expect(said()).toContain("Il n'est PAS dans la sauvegarde");
    expect(readFileSync(archive).includes(Buffer.from(generated))).toBe(false);

    // Without the secret the restore refuses, and writes nothing.
    const restored = temporaryDir('trousse-restore-gen-');
    output = [];
    expect(await runAdmin(['restore', archive], { DATA_DIR: restored, LOG_LEVEL: 'silent' })).toBe(1);
    expect(said()).toContain("Aucun secret : APP_SECRET n'est pas défini");
    expect(readdirSync(restored)).toEqual([]);
    // With a stranger's secret file, it refuses, names the file and leaves DATA_DIR as it was.
    writeFileSync(join(restored, 'app-secret'), `${OTHER_SECRET}\n`);
    output = [];
    expect(await runAdmin(['restore', archive], { DATA_DIR: restored, LOG_LEVEL: 'silent' })).toBe(1);
    expect(said()).toContain('APP_SECRET ne correspond pas');
    expect(said()).toContain(join(restored, 'app-secret'));
    expect(readdirSync(restored)).toEqual(['app-secret']);
    // With the original file copied over, it restores.
    writeFileSync(join(restored, 'app-secret'), `${generated}\n`);
    output = [];
    expect(await runAdmin(['restore', archive], { DATA_DIR: restored, LOG_LEVEL: 'silent' })).toBe(0);
    expect(said()).toContain('Secret vérifié');
    expect(readdirSync(restored).sort()).toEqual(['app-secret', 'pglite']);

    // A start on it with a generated secret of its own (the file not copied) names APP_SECRET and the file.
    const lost = temporaryDir('trousse-restore-lost-');
    rmSync(join(restored, 'app-secret'));
    renameSync(join(restored, 'pglite'), join(lost, 'pglite'));
    const refused = await startMain({ DATA_DIR: lost });
    expect(await refused.exited).toBe(1);
    expect(refused.output().stderr).toContain('APP_SECRET ne correspond pas à celui des données');
    expect(refused.output().stderr).toContain(join(lost, 'app-secret'));
  }, 60_000);

  it('refuses a file that is not a backup, and a DATA_DIR on PostgreSQL with the pg_dump and pg_restore lines', async () => {
    const junk = join(temporaryDir('trousse-junk-'), 'junk.tar.gz');
    writeFileSync(junk, Buffer.concat([Buffer.from([0x1f, 0x8b]), randomBytes(200)]));
    const target = temporaryDir('trousse-restore-junk-');
    expect(await runAdmin(['restore', junk], { DATA_DIR: target, APP_SECRET: SECRET })).toBe(1);
    expect(said()).toContain("n'est pas une sauvegarde de Trousse : archive gzip endommagée");
    writeFileSync(junk, 'pas une archive');
    expect(await runAdmin(['restore', junk], { DATA_DIR: target, APP_SECRET: SECRET })).toBe(1);
    expect(said()).toContain('ni une archive tar ni une archive tar.gz');
    expect(readdirSync(target)).toEqual([]);

    const postgres = {
      DATABASE_URL: 'postgres://trousse:motdepasse@db.exemple:5432/trousse',
      APP_SECRET: SECRET,
    };
    output = [];
    expect(await runAdmin(['backup', 'sauvegarde.dump'], postgres)).toBe(1);
    expect(said()).toContain('pg_dump -Fc --no-owner --file=sauvegarde.dump "$DATABASE_URL"');
    output = [];
    expect(await runAdmin(['restore', 'sauvegarde.dump'], postgres)).toBe(1);
    expect(said()).toContain('pg_restore --no-owner');
    expect(said()).not.toContain('motdepasse');

    output = [];
    expect(await runAdmin(['backup'], { DATA_DIR: target })).toBe(2);
    expect(said()).toContain('Usage : npm run admin -- backup <fichier.tar.gz>');
  });
});

describe('the secret verifier', () => {
  // One database for these tests, in order: each starts with no verifier recorded.
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { APP_SECRET: SECRET } });
  });
  afterAll(() => ctx.close());
  const forget = () => ctx.database.raw('delete from secret_verifier', []);
  const recordedCount = async () =>
    (await ctx.database.raw<{ n: number }>('select count(*)::int as n from secret_verifier', []))[0]!.n;

  it('is an HMAC under a key derived from the secret: neither the secret nor its plain hash', () => {
    const verifier = secretVerifierOf(SECRET, 'sel');
    expect(verifier).toMatch(/^[0-9a-f]{64}$/);
    expect(verifier).not.toBe(createHash('sha256').update(SECRET).digest('hex'));
    expect(secretVerifierOf(SECRET, 'sel')).toBe(verifier);
    expect(secretVerifierOf(SECRET, 'autre sel')).not.toBe(verifier);
    expect(secretVerifierOf(OTHER_SECRET, 'sel')).not.toBe(verifier);
  });

  it('lets instances starting at once agree on one verifier: another secret is refused', async () => {
    // Before any account has two-factor on (the next test's): nothing else tells the secrets apart.
    await forget();
    const raw = ctx.database.raw;
    const secrets = [SECRET, OTHER_SECRET, SECRET];
    const results = await Promise.all(secrets.map((secret) => checkAppSecret(raw, secret, { record: true })));
    expect(results.filter((result) => result === 'recorded')).toHaveLength(1);
    const winner = secrets[results.indexOf('recorded')]!;
    const loser = winner === SECRET ? OTHER_SECRET : SECRET;
    for (const [i, result] of results.entries()) {
      if (secrets[i] === winner) expect(['recorded', 'matches']).toContain(result);
      else expect(result).toBe('mismatch');
    }
    expect(await checkAppSecret(raw, winner, { record: true })).toBe('matches');
    expect(await checkAppSecret(raw, loser, { record: true })).toBe('mismatch');
    expect(await recordedCount()).toBe(1);
  });

  it('checks data older than the verifier by its encrypted two-factor secrets before recording one', async () => {
    await forget();
    const account = await register(ctx);
    const setup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      headers: bearer(account.accessToken),
      payload: { code: GOOD_CODE },
    });
    expect(setup.statusCode).toBe(200);
    const raw = ctx.database.raw;
    expect(await checkAppSecret(raw, OTHER_SECRET, { record: true })).toBe('mismatch');
    expect(await checkAppSecret(raw, SECRET, { record: false })).toBe('unrecorded');
    expect(await recordedCount()).toBe(0);
    expect(await checkAppSecret(raw, SECRET, { record: true })).toBe('recorded');
    expect(await checkAppSecret(raw, OTHER_SECRET, { record: true })).toBe('mismatch');
  });

  it('stops sweep-inactive under another secret, before it does anything', async () => {
    await forget();
    const output: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void output.push(line));
    vi.spyOn(console, 'error').mockImplementation((line: string) => void output.push(line));
    try {
      expect(await checkAppSecret(ctx.database.raw, SECRET, { record: true })).toBe('recorded');
      const env = { NODE_ENV: 'test', DATA_DIR: temporaryDir('trousse-sweep-secret-'), LOG_LEVEL: 'silent' };
      expect(
        await runAdmin(['sweep-inactive'], { ...env, APP_SECRET: OTHER_SECRET }, { database: ctx.database }),
      ).toBe(1);
      expect(output.join('\n')).toContain('APP_SECRET ne correspond pas à celui des données');
      expect(output.join('\n')).not.toContain('Avis envoyés');
      expect(
        await runAdmin(['sweep-inactive'], { ...env, APP_SECRET: SECRET }, { database: ctx.database }),
      ).toBe(0);
      expect(output.join('\n')).toContain('Avis envoyés : 0');
    } finally {
      vi.restoreAllMocks();
    }
  });
});
