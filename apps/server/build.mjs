// Bundles the server and the operators' command line (with the TypeScript of @trousse/contracts)
// into dist/, leaving the npm dependencies external: only the production ones, what
// `npm prune --omit=dev` keeps (scripts/ci/pruned.mjs checks that the bundles run with them
// alone). Then pre-compresses the built web app so it is served gzip/brotli.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@trousse/'));

await build({
  // The worker threads' files are their own: workers load them by path (lib/worker-thread.ts).
  // The operators' command line is built too, so that production runs
  // `node apps/server/dist/admin.js …` without tsx.
  entryPoints: {
    main: 'src/main.ts',
    admin: 'src/admin.ts',
    'strength-worker': 'src/modules/generator/strength-worker.ts',
    'argon2-worker': 'src/lib/argon2-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

const webDist = new URL('../web/dist/', import.meta.url).pathname;
const compressible = /\.(js|css|html|svg|json|txt)$/;
function compressTree(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) compressTree(path);
    else if (compressible.test(name)) {
      const content = readFileSync(path);
      if (content.length < 1024) continue;
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}
try {
  compressTree(webDist);
} catch (error) {
  if (error.code !== 'ENOENT') throw error;
}
