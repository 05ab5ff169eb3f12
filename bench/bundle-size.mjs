// Gzip size of the JavaScript the dashboard loads first: the entry script of index.html and
// the modules it preloads (later screens are separate chunks, loaded on demand).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

export function initialScripts(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*src="([^"]+\.js)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)].map(
    (match) => match[1],
  );
  return [...new Set([...scripts, ...preloads])];
}

/** Prints the size; true when it is within the target. */
export function benchBundleSize() {
  const distDir = join(root, 'apps/web/dist');
  const files = initialScripts(distDir);
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  const kb = total / 1024;
  console.log('\nJavaScript chargé en premier par le tableau de bord');
  console.log(
    `  ${files.length} fichier(s), ${kb.toFixed(1)} Ko gzip ${kb <= 150 ? 'OK' : 'TROP LOURD'} (cible ≤ 150 Ko)`,
  );
  return kb <= 150;
}
