// The built app runs on its production dependencies alone (no tsx, esbuild, vite, drizzle-kit…):
// copies the built checkout, runs `npm prune --omit=dev` in the copy, starts the server there
// (PGlite in a temporary DATA_DIR), checks it answers and that an account signs up, signs in and
// generates a password (the worker threads' bundles), stops it, then runs the operators' command
// line from its bundle. Expects `npm run build` done; builds nothing.
//   node scripts/ci/pruned.mjs [--keep]      (--keep leaves the copy in place to look at)
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  answered,
  check,
  describeExit,
  freePort,
  requireBuild,
  root,
  runScript,
  safeJson,
  say,
  startServer,
  stopServer,
  tail,
  waitReady,
} from './lib.mjs';

/** Not copied: history, installed packages (linked below), test output and local data. */
const skipped = new Set(['.git', 'node_modules', 'test-results', 'playwright-report', 'data']);
/**
 * Development tools that must be gone after the prune, or the test proves nothing. (typescript
 * stays: npm keeps it as an optional peer of i18next, a dependency of the web app.)
 */
const devOnly = ['tsx', 'esbuild', 'vite', 'drizzle-kit', 'vitest', '@playwright/test', 'eslint'];

const keep = process.argv.includes('--keep');
const work = mkdtempSync(join(tmpdir(), 'trousse-pruned-'));
const copy = join(work, 'checkout');
let server;

await runScript('exécution sans dépendances de développement', async () => {
  try {
    requireBuild();
    copyCheckout();

    say('npm prune --omit=dev dans la copie');
    let t = Date.now();
    execFileSync('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund'], { cwd: copy, stdio: 'pipe' });
    say(`  élagué en ${((Date.now() - t) / 1000).toFixed(1)} s`);
    const left = devOnly.filter((name) => existsSync(join(copy, 'node_modules', name)));
    check(left.length === 0, `encore présents après l'élagage : ${left.join(', ')}`);
    say(`  absents : ${devOnly.join(', ')}`);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const dataDir = join(work, 'data');
    mkdirSync(dataDir);
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'info',
    };
    say(`node apps/server/dist/main.js dans la copie (port ${port}, PGlite dans ${dataDir})`);
    t = Date.now();
    server = startServer({ cwd: copy, env, logFile: join(work, 'server.log') });
    const route = await waitReady(server, base);
    say(`  prêt en ${((Date.now() - t) / 1000).toFixed(1)} s (${route} : 200)`);

    const page = await answered(`${base}/`);
    check(
      page.status === 200 && /^<!doctype html>/i.test(page.body),
      `GET / : ${page.status}, pas la page de l'application`,
    );
    const apps = await answered(`${base}/api/apps`);
    check(apps.status === 200, `GET /api/apps : ${apps.status} ${apps.body.slice(0, 200)}`);
    say(`  GET / : 200 (HTML), GET /api/apps : 200`);

    // An account created then signed in to: argon2 and the strength estimator run on worker
    // threads loaded from their own bundles (dist/argon2-worker.js, dist/strength-worker.js).
    const json = { 'content-type': 'application/json', origin: base };
    const deviceInfo = { fingerprint: 'ci-pruned', userAgent: 'ci', screenResolution: '1280x800' };
    const account = { email: `pruned-${randomBytes(4).toString('hex')}@exemple.fr`, code: '2580' };
    const created = await answered(`${base}/api/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ...account, codeConfirmation: account.code, deviceInfo }),
    });
    check(
      created.status === 201,
      `POST /api/auth/register : ${created.status} ${created.body.slice(0, 200)}`,
    );
    const signedIn = await answered(`${base}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ...account, deviceInfo }),
    });
    check(
      signedIn.status === 200,
      `POST /api/auth/login : ${signedIn.status} ${signedIn.body.slice(0, 200)}`,
    );
    const { accessToken } = safeJson(signedIn.body) ?? {};
    const generated = await answered(`${base}/api/apps/password-generator/generate`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ options: { length: 16 }, count: 1 }),
    });
    check(generated.status === 200, `POST generate : ${generated.status} ${generated.body.slice(0, 200)}`);
    say('  inscription : 201, connexion : 200, génération : 200');

    // PGlite takes one process at a time: the server stops before the command line opens it.
    const stopped = await stopServer(server);
    check(stopped.code === 0, `arrêt par SIGTERM : ${describeExit(stopped)}\n${tail(server.logFile)}`);
    say('  arrêté par SIGTERM : code 0');

    say('node apps/server/dist/admin.js alert list (même DATA_DIR)');
    let output;
    try {
      output = execFileSync(process.execPath, ['apps/server/dist/admin.js', 'alert', 'list'], {
        cwd: copy,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
        encoding: 'utf8',
        stdio: 'pipe',
        timeout: 60_000,
      });
    } catch (error) {
      throw new Error(`admin.js alert list : ${error.status ?? error.signal}\n${error.stderr ?? ''}`);
    }
    say(`  code 0 : ${output.trim().split('\n')[0]}`);
  } finally {
    if (server) await stopServer(server, 'SIGKILL');
    if (keep) say(`copie gardée : ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
});

/**
 * Copies the checkout without its history and test output; node_modules as hard links when the
 * temporary directory is on the same file system (a second instead of many), else copied. The
 * prune only unlinks files there, except npm's hidden lockfile, which it rewrites in place: that
 * one is copied, so that the checkout's own is left alone.
 */
function copyCheckout() {
  say(`copie de ${root} vers ${copy}`);
  const t = Date.now();
  mkdirSync(copy);
  for (const entry of readdirSync(root)) {
    if (!skipped.has(entry)) execFileSync('cp', ['-a', join(root, entry), copy]);
  }
  let how = 'liens physiques';
  try {
    execFileSync('cp', ['-al', join(root, 'node_modules'), copy], { stdio: 'pipe' });
  } catch {
    rmSync(join(copy, 'node_modules'), { recursive: true, force: true });
    execFileSync('cp', ['-a', join(root, 'node_modules'), copy]);
    how = 'copie';
  }
  const hidden = join('node_modules', '.package-lock.json');
  if (existsSync(join(root, hidden))) {
    rmSync(join(copy, hidden));
    cpSync(join(root, hidden), join(copy, hidden));
  }
  say(`  copié en ${((Date.now() - t) / 1000).toFixed(1)} s (node_modules : ${how})`);
}
