import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the generated secret is kept when APP_SECRET is not set. */
export function appSecretFile(dataDir: string): string {
  return join(dataDir, 'app-secret');
}

/**
 * In development APP_SECRET may be left unset: one is generated once into DATA_DIR, readable
 * by the owner only, so tokens and peppered hashes stay valid across restarts.
 */
export function loadOrCreateAppSecret(dataDir: string): string {
  const file = appSecretFile(dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

/** Where the secret in effect comes from: the variable, or the file generated into DATA_DIR. */
export type AppSecretSource = { from: 'APP_SECRET' } | { from: 'file'; file: string };

export interface ResolvedAppSecret {
  secret: string;
  source: AppSecretSource;
}

/**
 * The secret the server would use: APP_SECRET, else DATA_DIR/app-secret. `create` generates the
 * file when it is missing, as a start does; without it (backup, restore) undefined is returned
 * instead, since a new secret could never open existing data.
 */
export function resolveAppSecret(
  config: { appSecret?: string; dataDir: string },
  options: { create: true },
): ResolvedAppSecret;
export function resolveAppSecret(
  config: { appSecret?: string; dataDir: string },
  options: { create: boolean },
): ResolvedAppSecret | undefined;
export function resolveAppSecret(
  config: { appSecret?: string; dataDir: string },
  options: { create: boolean },
): ResolvedAppSecret | undefined {
  if (config.appSecret) return { secret: config.appSecret, source: { from: 'APP_SECRET' } };
  const file = appSecretFile(config.dataDir);
  if (!options.create && !existsSync(file)) return undefined;
  return { secret: loadOrCreateAppSecret(config.dataDir), source: { from: 'file', file } };
}
