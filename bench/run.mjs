// npm run bench [-- name…]: the speed benches, all of them by default, one after the other.
//
// The speed targets are judged by the shared benches (../shared/perf beside the project's
// root; its README says how they measure): catalogue, login, generate and lighthouse are theirs,
// run here as `../shared/perf/run <name>` from the project's root. The project keeps only what
// they do not measure: a storm of Stripe webhooks (webhooks), sign-ins flooded past capacity
// (flood, load shedding), a to-do list of 500 items read against the signed-in catalogue
// (todo-list) and the JavaScript the dashboard loads first (bundle), on the built app. The exit status is 0 only when every bench exited 0.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchBundleSize } from './bundle-size.mjs';
import { canPin, LOAD_CPU, MEASURED_CPU, root } from './lib.mjs';
import { benchFlood } from './flood.mjs';
import { benchTodoList } from './todo-list.mjs';
import { benchWebhooks } from './webhooks.mjs';

const shared = ['catalogue', 'login', 'generate', 'lighthouse'];
const sharedRunner = join(root, '..', 'shared', 'perf', 'run');
/** Measured under load: the load generator (this process) pinned apart from the product. */
const serverBenches = { webhooks: benchWebhooks, flood: benchFlood, 'todo-list': benchTodoList };
const pageBenches = { bundle: benchBundleSize };
const all = [...shared, ...Object.keys(serverBenches), ...Object.keys(pageBenches)];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !all.includes(name));
if (unknown.length > 0) {
  console.error(`Inconnu : ${unknown.join(', ')}. Bancs : ${all.join(', ')}.`);
  process.exit(2);
}
const chosen = asked.length ? asked : all;
const server = chosen.filter((name) => name in serverBenches);

if (process.env.BENCH_PINNED_CHILD) {
  for (const name of server) await serverBenches[name]();
} else {
  const failed = [];
  for (const name of chosen.filter((name) => shared.includes(name))) {
    if (!existsSync(sharedRunner)) {
      console.error(
        `${name} : les bancs partagés manquent (${sharedRunner}), à côté de la racine du projet.`,
      );
      failed.push(name);
      continue;
    }
    // The shared bench starts the product itself (npm start, which builds it).
    const run = spawnSync(sharedRunner, [name], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) failed.push(name);
  }
  const own = chosen.filter((name) => !shared.includes(name));
  if (own.length > 0) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (server.length > 0) {
    let status;
    if (canPin) {
      console.log(
        `Mesuré (produit et plafonds) sur le cœur ${MEASURED_CPU}, charge sur le cœur ${LOAD_CPU}.`,
      );
      status = spawnSync(
        'taskset',
        ['-c', LOAD_CPU, process.execPath, fileURLToPath(import.meta.url), ...server],
        {
          stdio: 'inherit',
          env: { ...process.env, BENCH_PINNED_CHILD: '1' },
        },
      ).status;
    } else {
      console.log('(taskset absent : rien n’est épinglé, les chiffres sont plus bruités)');
      for (const name of server) await serverBenches[name]();
      status = process.exitCode ?? 0;
    }
    if (status !== 0) failed.push(...server);
  }
  for (const name of chosen.filter((name) => name in pageBenches)) {
    if (!pageBenches[name]()) failed.push(name);
  }
  if (failed.length > 0) {
    console.error(`\nSous la cible ou en échec : ${failed.join(', ')}.`);
    process.exit(1);
  }
}
