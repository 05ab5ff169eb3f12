// The deployment recipe, tested: two instances of the built server on one throwaway PostgreSQL
// database and Redis, behind nginx running deploy/nginx/trousse.conf's upstream and the very
// deploy/nginx/trousse-locations.conf it includes (plain HTTP on a free port: no certificates
// here). Through nginx: the web app and the API answer; a forged X-Forwarded-For does not escape
// the per-IP sign-in limit; one instance killed (SIGKILL) under a stream of requests leaves no 5xx
// but the French 503; hashed assets are cached for a year and index.html is not; with no instance
// left, nginx answers the French 503. The full trousse.conf (TLS server block, redirect) also
// passes `nginx -t` with a throwaway certificate. Expects `npm run build` done; builds nothing.
//
//   node scripts/ci/nginx.mjs [--keep]       (--keep leaves the logs and configuration in place)
//   NGINX_CI_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test: a database the
//   throwaway one is created from), NGINX_CI_REDIS_URL (redis://127.0.0.1:6379), NGINX_BIN
//   (/usr/sbin/nginx).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CheckFailed,
  answered,
  check,
  describeExit,
  frenchUnavailable,
  freePort,
  http,
  isFrench503,
  rateLimitedCode,
  requireBuild,
  root,
  runScript,
  safeJson,
  say,
  startServer,
  stopServer,
  tail,
  unavailableCode,
  waitReady,
} from './lib.mjs';

const adminDatabaseUrl = process.env.NGINX_CI_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.NGINX_CI_REDIS_URL || 'redis://127.0.0.1:6379';
const nginxBin = process.env.NGINX_BIN || '/usr/sbin/nginx';
const authLimit = 5;
const shippedConf = join(root, 'deploy/nginx/trousse.conf');
const shippedLocations = join(root, 'deploy/nginx/trousse-locations.conf');

const { Client } = createRequire(join(root, 'apps/server/package.json'))('pg');

const work = mkdtempSync(join(tmpdir(), 'trousse-nginx-'));
const database = `trousse_ci_nginx_${process.pid}_${randomBytes(3).toString('hex')}`;
const instances = [];
let nginx;
let databaseCreated = false;
const summary = [];
const keep = process.argv.includes('--keep');

let cleaning;
function cleanUp() {
  cleaning ??= (async () => {
    await Promise.all(instances.map((child) => stopServer(child, 'SIGKILL')));
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill('SIGTERM');
      await Promise.race([nginx.exited, sleep(5000)]);
    }
    if (databaseCreated) {
      try {
        await withAdminClient((client) => client.query(`drop database if exists "${database}" with (force)`));
      } catch (error) {
        console.error(`base ${database} non supprimée : ${error.message}`);
      }
    }
    if (keep) say(`fichiers gardés : ${work}`);
    else rmSync(work, { recursive: true, force: true });
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal} : nettoyage`);
    void cleanUp().then(() => process.exit(1));
  });
}

await runScript('recette nginx', async () => {
  try {
    await main();
  } catch (error) {
    // What nginx and the instances said, before their files go.
    for (const file of [join(nginxDirOf(), 'error.log'), ...instances.map((child) => child.logFile)]) {
      if (existsSync(file)) console.error(tail(file, 15));
    }
    throw error;
  } finally {
    await cleanUp();
    if (summary.length > 0) console.log(`\nRésumé :\n${summary.map((line) => `  - ${line}`).join('\n')}`);
  }
});

async function main() {
  requireBuild();
  check(existsSync(nginxBin), `${nginxBin} introuvable (apt-get install nginx, ou NGINX_BIN)`);
  check(frenchUnavailable && unavailableCode && rateLimitedCode, 'messages du contrat introuvables');
  await checkRedis();

  // Unprivileged: as root, nginx itself runs as nobody (its files in a directory it owns).
  const asRoot = process.getuid?.() === 0;
  const nobody = asRoot ? { uid: Number(idOf('-u')), gid: Number(idOf('-g')) } : undefined;
  const nginxDir = nginxDirOf();
  mkdirSync(nginxDir);

  await testShippedConfig(nginxDir, nobody);

  say(`base PostgreSQL jetable ${database}`);
  await withAdminClient((client) => client.query(`create database "${database}"`));
  databaseCreated = true;
  const databaseUrl = Object.assign(new URL(adminDatabaseUrl), { pathname: `/${database}` }).href;

  const [nginxPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const publicUrl = `http://127.0.0.1:${nginxPort}`;
  const appSecret = randomBytes(32).toString('hex');
  say(`deux instances (ports ${portA} et ${portB}), TRUST_PROXY=1, AUTH_RATE_LIMIT_PER_MINUTE=${authLimit}`);
  const launch = (name, port) => {
    const dataDir = join(work, `data-${name}`);
    mkdirSync(dataDir, { recursive: true });
    const child = startServer({
      name: `instance ${name}`,
      logFile: join(work, `instance-${name}-${instances.length}.log`),
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        APP_SECRET: appSecret,
        PUBLIC_URL: publicUrl,
        TRUST_PROXY: '1',
        AUTH_RATE_LIMIT_PER_MINUTE: String(authLimit),
        LOG_LEVEL: 'warn',
      },
    });
    instances.push(child);
    return child;
  };
  const instanceA = launch('A', portA);
  const instanceB = launch('B', portB);
  // Started together: the migrations take turns under PostgreSQL's advisory lock.
  await Promise.all([
    waitReady(instanceA, `http://127.0.0.1:${portA}`),
    waitReady(instanceB, `http://127.0.0.1:${portB}`),
  ]);
  say('  prêtes');

  nginx = startNginx(nginxDir, nobody, nginxPort, portA, portB);
  await waitListening(nginxPort, nginx, join(nginxDir, 'error.log'));
  say(`nginx ${nginxVersion()} sur ${publicUrl} (${asRoot ? 'utilisateur nobody' : 'utilisateur courant'})`);

  await checkAnswers(publicUrl);
  await checkForgedForwardedFor(publicUrl);
  const errorLog = join(nginxDir, 'error.log');
  await checkUnderLoad(publicUrl, 'SIGKILL', instanceA, errorLog);

  // An upgrade, one instance at a time, as the README says: A back and ready, nginx's
  // fail_timeout waited (until then nginx still holds A's failure against it), then B stopped
  // the way systemd stops it.
  say('instance A relancée');
  const newA = launch('A', portA);
  await waitReady(newA, `http://127.0.0.1:${portA}`);
  const failTimeout = Number(shippedUpstream().match(/fail_timeout=(\d+)s/)?.[1] ?? 10);
  say(`  prête ; fail_timeout de nginx attendu (${failTimeout} s)`);
  await sleep(failTimeout * 1000 + 500);
  await checkUnderLoad(publicUrl, 'SIGTERM', instanceB, errorLog);
  const stoppedB = await instanceB.exited;
  check(stoppedB.code === 0, `instance B, arrêt : ${describeExit(stoppedB)}\n${tail(instanceB.logFile)}`);

  say('instance A arrêtée (SIGTERM) : plus aucune instance');
  const stoppedA = await stopServer(newA);
  check(stoppedA.code === 0, `instance A, arrêt : ${describeExit(stoppedA)}\n${tail(newA.logFile)}`);
  await checkNoInstance(publicUrl);
}

function nginxDirOf() {
  return join(work, 'nginx');
}

/**
 * `nginx -t` on the shipped trousse.conf, its placeholders pointed at a throwaway certificate and
 * its ports 80 and 443 moved to free ones (nginx binds them even to test).
 */
async function testShippedConfig(nginxDir, nobody) {
  const dir = join(nginxDir, 'full');
  mkdirSync(dir);
  let text = readFileSync(shippedConf, 'utf8');
  const replacements = [
    ['/etc/ssl/trousse/fullchain.pem', join(dir, 'cert.pem')],
    ['/etc/ssl/trousse/privkey.pem', join(dir, 'key.pem')],
    ['/etc/nginx/snippets/trousse-locations.conf', shippedLocations],
  ];
  for (const [from, to] of replacements) {
    check(text.includes(from), `${from} absent de deploy/nginx/trousse.conf : mettez ce test à jour`);
    text = text.replaceAll(from, to);
  }
  const listens = text.match(/^\s*listen\s+[^\s;]+/gm) ?? [];
  check(listens.length > 0, 'aucun listen dans deploy/nginx/trousse.conf');
  const ports = new Map();
  for (const listen of new Set(listens.map((line) => line.trim()))) ports.set(listen, await freePort());
  text = text.replace(
    /^(\s*)(listen\s+[^\s;]+)/gm,
    (_, indent, listen) => `${indent}listen 127.0.0.1:${ports.get(listen)}`,
  );
  const certificate = ['-subj', '/CN=trousse.example', '-days', '1', '-nodes'];
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'];
  const files = ['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')];
  try {
    execFileSync('openssl', ['req', '-x509', ...key, ...certificate, ...files], { stdio: 'pipe' });
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    summary.push('nginx -t de trousse.conf complet : SAUTÉ (openssl absent)');
    say('openssl absent : nginx -t du fichier complet sauté');
    return;
  }
  writeFileSync(join(dir, 'trousse.conf'), text);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${preamble(dir)}\nhttp {\n${httpFiles(dir)}\n    include ${join(dir, 'trousse.conf')};\n}\n`,
  );
  if (nobody) chownTree(dir, nobody);
  try {
    execFileSync(
      nginxBin,
      ['-t', '-q', '-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')],
      {
        stdio: 'pipe',
        ...nobody,
      },
    );
  } catch (error) {
    throw new CheckFailed(`nginx -t refuse deploy/nginx/trousse.conf :\n${error.stderr}`);
  }
  say('nginx -t : deploy/nginx/trousse.conf complet (TLS, redirection) accepté');
  summary.push(
    'nginx -t accepte deploy/nginx/trousse.conf (certificat jetable à la place des chemins à remplacer)',
  );
}

/** The main context of a throwaway nginx: foreground, every file under `dir`. */
function preamble(dir) {
  return `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 512; }`;
}

/** Its log and temporary files, under `dir` too rather than the package's /var paths. */
function httpFiles(dir) {
  return `    access_log ${join(dir, 'access.log')};
    client_body_temp_path ${join(dir, 'client_body')};
    proxy_temp_path ${join(dir, 'proxy')};
    fastcgi_temp_path ${join(dir, 'fastcgi')};
    uwsgi_temp_path ${join(dir, 'uwsgi')};
    scgi_temp_path ${join(dir, 'scgi')};`;
}

function shippedUpstream() {
  const upstream = readFileSync(shippedConf, 'utf8').match(/^upstream trousse \{[\s\S]*?^\}/m)?.[0];
  check(upstream, 'bloc « upstream trousse { … } » introuvable dans deploy/nginx/trousse.conf');
  return upstream;
}

/**
 * nginx with the shipped upstream block (its two instances' ports replaced by the test's) and
 * a plain-HTTP server block including the shipped locations file itself.
 */
function startNginx(dir, nobody, nginxPort, portA, portB) {
  const ours = shippedUpstream()
    .replace('127.0.0.1:3001', `127.0.0.1:${portA}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${portB}`);
  check(
    new RegExp(`:${portA}[ ;]`).test(ours) && new RegExp(`:${portB}[ ;]`).test(ours),
    "l'upstream de deploy/nginx/trousse.conf ne liste plus 127.0.0.1:3001 et 127.0.0.1:3002 : mettez ce test à jour",
  );
  const conf = `${preamble(dir)}
http {
${httpFiles(dir)}
    default_type application/octet-stream;

    # From deploy/nginx/trousse.conf, ports replaced:
    ${ours.replace(/\n/g, '\n    ')}

    server {
        listen 127.0.0.1:${nginxPort};
        server_name localhost;
        include ${shippedLocations};
    }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  if (nobody) chownTree(dir, nobody);
  const child = spawn(nginxBin, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    ...nobody,
  });
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return child;
}

async function checkAnswers(base) {
  const page = await answered(`${base}/`, { headers: { 'accept-encoding': 'gzip, br' } });
  check(page.status === 200, `GET / : ${page.status}`);
  check(/^text\/html/.test(page.headers['content-type'] ?? ''), `GET / : ${page.headers['content-type']}`);
  const html = page.headers['content-encoding'] ? (await answered(`${base}/`)).body : page.body;
  check(/^<!doctype html>/i.test(html), 'GET / : pas la page de l’application');
  const pageCache = page.headers['cache-control'] ?? '';
  check(
    /no-cache|no-store/.test(pageCache) && !/max-age=[1-9]|immutable/.test(pageCache),
    `GET / : Cache-Control « ${pageCache} », index.html ne doit pas être gardé en cache`,
  );
  say(`GET / : 200 HTML, Cache-Control: ${pageCache}`);

  const asset = html.match(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/)?.[1];
  check(asset, 'aucun fichier /assets/… dans index.html');
  const file = await answered(base + asset, { headers: { 'accept-encoding': 'gzip' } });
  const assetCache = file.headers['cache-control'] ?? '';
  check(file.status === 200, `GET ${asset} : ${file.status}`);
  check(
    assetCache === 'public, max-age=31536000, immutable',
    `GET ${asset} : Cache-Control « ${assetCache} » au lieu de « public, max-age=31536000, immutable »`,
  );
  say(
    `GET ${asset} : 200, Cache-Control: ${assetCache}, Content-Encoding: ${file.headers['content-encoding']}`,
  );

  const plain = await answered(`${base}/api/apps`);
  check(plain.status === 200, `GET /api/apps : ${plain.status} ${plain.body.slice(0, 200)}`);
  check(/^application\/json/.test(plain.headers['content-type'] ?? ''), 'GET /api/apps : pas du JSON');
  JSON.parse(plain.body);
  const zipped = await answered(`${base}/api/apps`, { headers: { 'accept-encoding': 'gzip' } });
  const encoding = zipped.headers['content-encoding'];
  if (plain.body.length >= 1024) {
    check(encoding === 'gzip', `GET /api/apps (${plain.body.length} octets) : pas compressé par nginx`);
  }
  say(`GET /api/apps : 200 JSON, ${plain.body.length} octets, Content-Encoding: ${encoding ?? 'aucun'}`);
  summary.push(
    `web et API répondent à travers nginx ; ${asset.split('/').pop()} « ${assetCache} », / « ${pageCache} », JSON compressé (${encoding ?? 'non'})`,
  );
}

/**
 * POST /api/auth/login from one client that gives a different X-Forwarded-For each time: nginx
 * replaces the header, the instances (TRUST_PROXY=1) see the client's one address, and their
 * Redis-shared counter lets exactly the limit through, whichever instance gets the calls, then
 * answers 429. Sent until three 429 in a row. The French 503 of an overloaded instance never
 * reaches the limiter: not counted.
 */
async function checkForgedForwardedFor(base) {
  // A loopback address of this run's own (all of 127/8 is this machine): a bucket no earlier run
  // or other test has touched.
  const client = `127.${1 + (process.pid % 250)}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 250)}`;
  const statuses = [];
  let refused;
  const threeRefused = () => statuses.length >= 3 && statuses.slice(-3).every((status) => status === 429);
  for (let i = 0; i < authLimit + 12 && !threeRefused(); i++) {
    const res = await http(`${base}/api/auth/login`, {
      localAddress: client,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.${i + 7}`,
        'x-real-ip': `192.0.2.${i + 1}`,
      },
      body: JSON.stringify({ email: `nginx-ci-${i}@example.com`, code: '1357' }),
    });
    statuses.push(isFrench503(res) ? '503' : res.status);
    if (res.status === 429) refused = res;
  }
  const passed = statuses.filter((status) => status !== 429 && status !== '503').length;
  check(
    passed === authLimit,
    `X-Forwarded-For falsifié : ${passed} appels passés pour une limite de ${authLimit} (${statuses.join(' ')})`,
  );
  check(threeRefused(), `pas de 429 en fin de série : ${statuses.join(' ')}`);
  check(
    statuses.every((status) => status === '503' || status < 500),
    `erreur serveur à la connexion : ${statuses.join(' ')}`,
  );
  const body = JSON.parse(refused.body);
  check(body.code === rateLimitedCode, `429 : code ${body.code} au lieu de ${rateLimitedCode}`);
  say(
    `POST /api/auth/login depuis ${client}, X-Forwarded-For falsifié à chaque fois : ${statuses.join(' ')}`,
  );
  summary.push(
    `X-Forwarded-For falsifié : ${passed} connexion(s) passée(s) (limite ${authLimit}), puis 429 ${body.code}`,
  );
}

/**
 * Eight clients asking / and /api/apps in a loop through nginx for 4 s; an instance gets
 * `signal` a second in (SIGKILL: killed; SIGTERM: stopped as systemd does, requests in flight
 * finished). Every answer must be a 200, or the app's French 503 (an instance shedding load on a
 * busy machine); no connection error, and never "no live upstreams": the other instance must
 * have been serving the whole time.
 */
async function checkUnderLoad(base, signal, victim, errorLog) {
  const errorsBefore = upstreamErrors(errorLog);
  const outagesBefore = outages(errorLog);
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const counts = new Map();
  const unexpected = [];
  let afterKill = 0;
  let killedAt;
  const stopAt = Date.now() + 4000;
  const client = async (n) => {
    for (let i = n; Date.now() < stopAt; i++) {
      const path = i % 2 ? '/api/apps' : '/';
      try {
        const res = await http(base + path, { agent, timeout: 10_000 });
        const french = isFrench503(res);
        const key = french ? '503 (français)' : String(res.status);
        counts.set(key, (counts.get(key) ?? 0) + 1);
        if (res.status !== 200 && !french)
          unexpected.push(`${path} : ${res.status} ${res.body.slice(0, 120)}`);
      } catch (error) {
        counts.set('erreur réseau', (counts.get('erreur réseau') ?? 0) + 1);
        unexpected.push(`${path} : ${error.message}`);
      }
      if (killedAt) afterKill++;
    }
  };
  const clients = Array.from({ length: 8 }, (_, n) => client(n));
  await sleep(1000);
  say(`${victim.label} : ${signal} sous charge`);
  victim.kill(signal);
  killedAt = Date.now();
  await Promise.all(clients);
  agent.destroy();
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const described = [...counts].map(([status, count]) => `${count} × ${status}`).join(', ');
  say(`  ${total} requêtes (${afterKill} après le ${signal}) : ${described}`);
  check(unexpected.length === 0, `réponses inattendues :\n${unexpected.slice(0, 10).join('\n')}`);
  check(afterKill >= 20, `trop peu de requêtes après le ${signal} (${afterKill})`);
  const outage = outages(errorLog) - outagesBefore;
  check(outage === 0, `nginx n'avait plus d'instance pour ${outage} requête(s) (no live upstreams)`);
  const retried = upstreamErrors(errorLog) - errorsBefore;
  summary.push(
    `${signal} d'une instance sous charge : ${total} requêtes, ${described} ; ${retried} erreur(s) d'amont rattrapée(s) par nginx`,
  );
}

/** How many times nginx has logged an instance failing it (each one retried elsewhere). */
function upstreamErrors(errorLog) {
  const failure =
    /(failed \(\d+: [^)]*\)|prematurely closed connection) while (connecting to|reading response header from) upstream/g;
  return countInLog(errorLog, failure);
}

/** How many requests found no instance to go to. */
function outages(errorLog) {
  return countInLog(errorLog, /no live upstreams/g);
}

function countInLog(file, pattern) {
  return ((existsSync(file) ? readFileSync(file, 'utf8') : '').match(pattern) ?? []).length;
}

async function checkNoInstance(base) {
  const api = await http(`${base}/api/apps`);
  const body = safeJson(api.body);
  check(
    api.status === 503 && body?.error === frenchUnavailable && body?.code === unavailableCode,
    `sans instance, GET /api/apps : ${api.status} ${api.body.slice(0, 200)}`,
  );
  check(/^application\/json/.test(api.headers['content-type'] ?? ''), 'sans instance : 503 pas en JSON');
  const page = await http(`${base}/connexion`);
  check(
    page.status === 503 && /lang="fr"/.test(page.body) && page.body.includes(frenchUnavailable),
    `sans instance, GET /connexion : ${page.status} ${page.body.slice(0, 200)}`,
  );
  say(`sans instance : 503 « ${body.error} » (${body.code}) pour l'API, page française pour le reste`);
  summary.push(
    `plus aucune instance : nginx répond le 503 français (JSON ${body.code} pour /api, page HTML ailleurs)`,
  );
}

async function withAdminClient(use) {
  const client = new Client({ connectionString: adminDatabaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Redis answers PING: without it the limiter is not shared (and lets requests through). */
async function checkRedis() {
  const { hostname, port } = new URL(redisUrl);
  const answer = await new Promise((resolve) => {
    const socket = connect(Number(port || 6379), hostname);
    socket.setTimeout(2000, () => socket.destroy(new Error('délai dépassé')));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      resolve(data.toString());
      socket.end();
    });
    socket.once('error', (error) => resolve(error.message));
  });
  check(answer.startsWith('+PONG'), `Redis injoignable sur ${redisUrl} : ${answer.trim()}`);
}

async function waitListening(port, child, errorLog) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    check(child.exitCode === null, `nginx s'est arrêté (code ${child.exitCode})\n${tail(errorLog)}`);
    try {
      await http(`http://127.0.0.1:${port}/api/health/live`, { timeout: 1000 });
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new CheckFailed(`nginx n'écoute pas sur ${port}\n${tail(errorLog)}`);
}

/** `nginx -v` writes on stderr: "nginx version: nginx/1.22.1". */
function nginxVersion() {
  const { stdout, stderr } = spawnSync(nginxBin, ['-v'], { encoding: 'utf8' });
  return (stderr || stdout).trim().replace(/^nginx version: /, '');
}

function idOf(flag) {
  return execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim();
}

/** `dir` becomes nobody's, and the temporary directory above it traversable (not readable). */
function chownTree(dir, { uid, gid }) {
  execFileSync('chown', ['-R', `${uid}:${gid}`, dir]);
  chmodSync(work, 0o711);
}
