import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The server package's root, found by walking up from this module, so the same code finds
 * its files whether it runs from src/ (tests, tsx) or from the bundle in dist/.
 */
function findServerRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Dossier des migrations introuvable');
    dir = parent;
  }
  return dir;
}

export const serverRoot = findServerRoot();
export const migrationsDir = join(serverRoot, 'drizzle');
export const webDistDir = join(serverRoot, '..', 'web', 'dist');
