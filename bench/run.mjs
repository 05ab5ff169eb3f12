// npm run bench [-- name…]: runs the named benchmarks (all by default) on the built app.
// Each prints its figure beside a baseline measured in the same run, because the machine is
// shared and noisy; BENCH_DURATION (s, default 8) and BENCH_ROUNDS (default 3) tune the length.
//
// With taskset, the server benchmarks run from a copy of this script pinned to the load core,
// while the product and the baselines are pinned to the measured core (lib.mjs). Lighthouse
// runs unpinned: Chromium's processes need both cores, as on a visitor's machine.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { benchBundleSize } from './bundle-size.mjs';
import { benchCatalogue } from './catalogue.mjs';
import { benchGenerate } from './generate.mjs';
import { canPin, LOAD_CPU, MEASURED_CPU } from './lib.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchSignIn } from './sign-in.mjs';
import { benchSignedInCatalogue } from './signed-in-catalogue.mjs';
import { benchWebhooks } from './webhooks.mjs';

const serverBenches = {
  catalogue: benchCatalogue,
  'signed-in-catalogue': benchSignedInCatalogue,
  'sign-in': benchSignIn,
  generate: benchGenerate,
  webhooks: benchWebhooks,
};
const pageBenches = { bundle: benchBundleSize, lighthouse: benchLighthouse };
const all = { ...serverBenches, ...pageBenches };

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in all));
if (unknown.length > 0) {
  console.error(`Inconnu : ${unknown.join(', ')}. Bancs : ${Object.keys(all).join(', ')}.`);
  process.exit(2);
}
const chosen = asked.length ? asked : Object.keys(all);
const server = chosen.filter((name) => name in serverBenches);

if (process.env.BENCH_PINNED_CHILD) {
  for (const name of server) await serverBenches[name]();
} else {
  if (server.length > 0) {
    if (canPin) {
      console.log(
        `Mesuré (produit et plafonds) sur le cœur ${MEASURED_CPU}, charge sur le cœur ${LOAD_CPU}.`,
      );
      const child = spawnSync(
        'taskset',
        ['-c', LOAD_CPU, process.execPath, fileURLToPath(import.meta.url), ...server],
        { stdio: 'inherit', env: { ...process.env, BENCH_PINNED_CHILD: '1' } },
      );
      if (child.status !== 0) process.exit(child.status ?? 1);
    } else {
      console.log('(taskset absent : rien n’est épinglé, les chiffres sont plus bruités)');
      for (const name of server) await serverBenches[name]();
    }
  }
  for (const name of chosen.filter((name) => name in pageBenches)) await pageBenches[name]();
}
