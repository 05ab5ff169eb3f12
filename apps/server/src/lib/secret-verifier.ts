import { randomBytes } from 'node:crypto';
import type { AppSecretSource } from './app-secret';
import { decrypt, deriveKey, hmacHex, safeEqual } from './crypto';

/**
 * Which APP_SECRET the data was made with. Everything the secret protects fails quietly under
 * another one: access codes are peppered with it (nobody could sign in), two-factor secrets are
 * encrypted with it, tokens are signed with it. So the first start records a verifier of the
 * secret in the database (table secret_verifier, migration 0018), and every start compares:
 * a start on data with the wrong secret stops at once, naming APP_SECRET, instead of serving
 * accounts that cannot sign in.
 *
 * The verifier is an HMAC-SHA-256 of a fixed label and a random salt, under a key of its own
 * derived from the secret by HKDF (lib/crypto.ts deriveKey): never the secret, nor a hash of it
 * alone. The salt keeps two installations sharing a secret from showing it. Someone holding the
 * database learns no more from it than from the two-factor ciphertexts already there (their
 * AES-GCM tags check a guessed secret just as fast).
 */
const verifierPurpose = 'app-secret-verifier';
const verifierLabel = 'trousse:secret-verifier:v1';
/** The two-factor secrets' key (modules/two-factor): only to check data older than migration 0018. */
const totpKeyPurpose = 'totp-secret-aes-256-gcm';

/** A parameterized statement and its rows: Database.raw, or PGlite's own query. */
export type RowQuery = <Row>(text: string, params: unknown[]) => Promise<Row[]>;

export function secretVerifierOf(appSecret: string, salt: string): string {
  return hmacHex(deriveKey(appSecret, verifierPurpose), `${verifierLabel}:${salt}`);
}

/**
 * - `matches`: the recorded verifier is this secret's;
 * - `recorded`: there was none, this call recorded it (`record` only);
 * - `unrecorded`: there is none, and `record` was not asked (or the table does not exist yet);
 * - `mismatch`: the data was made with another secret.
 */
export type SecretCheck = 'matches' | 'recorded' | 'unrecorded' | 'mismatch';

/**
 * Compares `appSecret` with the verifier recorded in the data; with `record`, records it when
 * there is none. The insert does nothing on conflict and the row is read back, so instances
 * starting at once on one PostgreSQL agree on one verifier, and the one with another secret
 * stops. `record` needs the migrations applied; without it nothing is written, and data older
 * than the table is read as it is (backup, restore).
 *
 * Data made before the verifier existed gets one at its first start after the upgrade: first,
 * if some account has a two-factor secret, it must decrypt with this secret, otherwise the
 * secret is the wrong one and nothing is recorded.
 */
export async function checkAppSecret(
  query: RowQuery,
  appSecret: string,
  options: { record: boolean },
): Promise<SecretCheck> {
  const [table] = await query<{ present: boolean }>(
    "select to_regclass('public.secret_verifier') is not null as present",
    [],
  );
  const recorded = async () =>
    table?.present
      ? (
          await query<{ salt: string; verifier: string }>(
            'select salt, verifier from secret_verifier where id = 1',
            [],
          )
        )[0]
      : undefined;
  const existing = await recorded();
  if (existing)
    return safeEqual(secretVerifierOf(appSecret, existing.salt), existing.verifier) ? 'matches' : 'mismatch';

  if (!(await opensTwoFactorSecrets(query, appSecret))) return 'mismatch';
  if (!options.record || !table?.present) return 'unrecorded';

  const salt = randomBytes(16).toString('base64url');
  const inserted = await query<{ id: number }>(
    `insert into secret_verifier (id, salt, verifier) values (1, $1, $2)
     on conflict (id) do nothing returning id`,
    [salt, secretVerifierOf(appSecret, salt)],
  );
  if (inserted.length > 0) return 'recorded';
  // Another instance recorded its own just before: the secrets must still be the same.
  const theirs = await recorded();
  return theirs && safeEqual(secretVerifierOf(appSecret, theirs.salt), theirs.verifier)
    ? 'matches'
    : 'mismatch';
}

/** False when an encrypted two-factor secret of the data does not decrypt with `appSecret`. */
async function opensTwoFactorSecrets(query: RowQuery, appSecret: string): Promise<boolean> {
  const columns = await query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = 'users'
       and column_name in ('totp_secret', 'totp_pending_secret')`,
    [],
  );
  if (columns.length < 2) return true;
  const [sample] = await query<{ sealed: string }>(
    `select coalesce(totp_secret, totp_pending_secret) as sealed from users
     where totp_secret is not null or totp_pending_secret is not null limit 1`,
    [],
  );
  if (!sample) return true;
  try {
    decrypt(deriveKey(appSecret, totpKeyPurpose), sample.sealed);
    return true;
  } catch {
    return false;
  }
}

/** Where the data is, for the messages: never DATABASE_URL itself (it may hold a password). */
export function dataPlace(config: { databaseUrl?: string; dataDir: string }): string {
  return config.databaseUrl ? 'la base PostgreSQL de DATABASE_URL' : `DATA_DIR=${config.dataDir}`;
}

/** The one line a start or a command stops with when the secret is not the data's. */
export function secretMismatchMessage(source: AppSecretSource, place: string): string {
  const remedy =
    source.from === 'APP_SECRET'
      ? "donnez l'APP_SECRET avec lequel elles ont été créées"
      : `APP_SECRET n'est pas défini et le secret lu dans ${source.file} n'est pas le leur : donnez l'APP_SECRET ` +
        "d'origine, ou remettez le fichier app-secret d'origine";
  return (
    `APP_SECRET ne correspond pas à celui des données (${place}) : ${remedy} ; avec un autre secret, ` +
    'plus personne ne pourrait se connecter ni utiliser la double authentification.'
  );
}
