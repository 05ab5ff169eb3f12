// npm run bench [-- name…]: runs the named benchmarks (all by default) on the built app.
// Each prints its figure beside a baseline measured in the same run, because the machine is
// shared and noisy; BENCH_DURATION (s) and BENCH_ROUNDS tune the length.
import { benchBundleSize } from './bundle-size.mjs';
import { benchCatalogue } from './catalogue.mjs';
import { benchGenerate } from './generate.mjs';
import { benchSignIn } from './sign-in.mjs';
import { benchSignedInCatalogue } from './signed-in-catalogue.mjs';

const benches = {
  bundle: benchBundleSize,
  catalogue: benchCatalogue,
  'sign-in': benchSignIn,
  'signed-in-catalogue': benchSignedInCatalogue,
  generate: benchGenerate,
};
const chosen = process.argv.slice(2).filter((name) => name in benches);
for (const name of chosen.length ? chosen : Object.keys(benches)) await benches[name]();
