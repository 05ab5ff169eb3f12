// The to-do list's read (issue 28): GET /api/todo/lists/:id/items answering a list of 500
// items, against the signed-in catalogue (GET /api/apps with a bearer) of the same accounts, on
// the built server as shipped (PGlite, default log level). Both are read by 16 clients in a
// closed loop, each with its own account and asking for gzip as browsers do, in alternating
// rounds of BENCH_DURATION seconds; the figure is the median of the rounds' ratio of request
// rates. Every answer is checked: the list carries its 500 items, the catalogue its 12 apps.
// Target: ≥ 0.5×.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { duration, fmt, startTrousse } from './lib.mjs';

const ACCOUNTS = 16;
const ITEMS = 500;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GOAL = 0.5;

function request(base, agent, method, path, token, body) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent,
        headers: {
          // As every browser asks: the product may answer gzipped (a list of 500 items is).
          'accept-encoding': 'gzip, deflate, br',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const gzipped = response.headers['content-encoding'] === 'gzip';
          // Unzipped only when read: the length of the bytes as sent is what every answer checks.
          resolve({
            status: response.statusCode,
            raw,
            get body() {
              return gzipped ? gunzipSync(raw) : raw;
            },
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function createAccount(base, agent, index) {
  const answer = await request(base, agent, 'POST', '/api/auth/register', undefined, {
    email: `banc-todo-${index}@exemple.fr`,
    code: '2580',
    codeConfirmation: '2580',
    deviceInfo: { fingerprint: `bench-todo-${index}`, userAgent: 'bench', screenResolution: '1x1' },
  });
  if (answer.status !== 201 && answer.status !== 200)
    throw new Error(`register: ${answer.status} ${answer.body}`);
  const token = JSON.parse(answer.body).accessToken;
  const listId = crypto.randomUUID();
  const list = await request(base, agent, 'POST', '/api/todo/lists', token, {
    id: listId,
    title: 'Banc',
    position: 1,
  });
  if (list.status !== 201) throw new Error(`list: ${list.status} ${list.body}`);
  for (let start = 0; start < ITEMS; start += 10) {
    await Promise.all(
      Array.from({ length: 10 }, async (_, k) => {
        const item = await request(base, agent, 'POST', `/api/todo/lists/${listId}/items`, token, {
          id: crypto.randomUUID(),
          text: `Tâche numéro ${start + k + 1} du banc, d'une longueur ordinaire`,
          position: start + k + 1,
        });
        if (item.status !== 201) throw new Error(`item: ${item.status} ${item.body}`);
      }),
    );
  }
  return { token, listId };
}

/** How often an answer is parsed and checked whole: parsing every one would measure this process. */
const CHECK_EVERY = 50;

/**
 * Requests per second of `path(account)` by one client per account, each waiting for its answer.
 * Every answer must be a 200 of the same length as the first, which is checked whole, as is
 * one in CHECK_EVERY.
 */
async function rate(base, agent, accounts, path, check) {
  const end = performance.now() + duration * 1000;
  let answered = 0;
  await Promise.all(
    accounts.map(async (account) => {
      let length;
      for (let n = 0; performance.now() < end; n++) {
        const answer = await request(base, agent, 'GET', path(account), account.token);
        if (answer.status !== 200) throw new Error(`${path(account)}: ${answer.status} ${answer.body}`);
        if (length === undefined || n % CHECK_EVERY === 0) check(JSON.parse(answer.body));
        length ??= answer.raw.length;
        if (answer.raw.length !== length) throw new Error(`${path(account)}: an answer of another length`);
        answered++;
      }
    }),
  );
  return answered / duration;
}

export async function benchTodoList() {
  const trousse = await startTrousse();
  try {
    const base = new URL(trousse.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: ACCOUNTS * 2 });
    const accounts = [];
    for (let index = 0; index < ACCOUNTS; index += 4)
      accounts.push(...(await Promise.all([0, 1, 2, 3].map((k) => createAccount(base, agent, index + k)))));

    const readList = () =>
      rate(
        base,
        agent,
        accounts,
        (account) => `/api/todo/lists/${account.listId}/items`,
        (body) => {
          if (body.data?.length !== ITEMS) throw new Error(`a list answered ${body.data?.length} items`);
        },
      );
    const readCatalogue = () =>
      rate(
        base,
        agent,
        accounts,
        () => '/api/apps',
        (body) => {
          if (body.data?.length !== 12) throw new Error(`the catalogue answered ${body.data?.length} apps`);
        },
      );
    // Each path once before measuring (the code's first runs, the caches), then alternating.
    await readCatalogue();
    await readList();
    const ratios = [];
    for (let round = 0; round < ROUNDS; round++) {
      const catalogue = await readCatalogue();
      const list = await readList();
      ratios.push({ ratio: list / catalogue, list, catalogue });
      console.log(
        `  round ${round + 1}: list of ${ITEMS} items ${fmt(list)} req/s, signed-in catalogue ${fmt(catalogue)} req/s (${fmt(list / catalogue, 2)}x)`,
      );
    }
    ratios.sort((a, b) => a.ratio - b.ratio);
    const median = ratios[Math.floor(ratios.length / 2)];
    const ok = median.ratio >= GOAL;
    console.log(
      `todo-list: signed-in list of ${ITEMS} items ${fmt(median.ratio, 2)}x the signed-in catalogue (goal ≥ ${GOAL})   [${fmt(median.list)} vs ${fmt(median.catalogue)} req/s, median of ${ROUNDS} rounds, ${ACCOUNTS} clients]`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await trousse.stop();
  }
}
