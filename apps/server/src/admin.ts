// Operators' command line, on the same DATA_DIR or DATABASE_URL as the server:
//   npm run admin -- set-plan <email> <FREE|STANDARD|PREMIUM|INFINITY>
//   npm run admin -- alert create --type <INFO|WARNING|ERROR|SUCCESS> --expires-in <30m|2h|1d>
//                                 [--key <key>] [--title "…"] [--message "…"]
//                                 [--audience all|signed-in] [--starts-in <0m>]
//   npm run admin -- alert list
//   npm run admin -- alert expire <id>
//   npm run admin -- sweep-inactive [--as-of <ISO date>]
//   npm run admin -- support resolve <ticket>
//   npm run admin -- backup <fichier.tar.gz>
//   npm run admin -- restore <fichier.tar.gz>
// With the embedded database (PGlite), stop the server first: one process at a time. On
// PostgreSQL the running server reads alerts on each call, so a new one shows at the next poll.
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { emailSchema } from '@trousse/contracts/api/auth/schemas';
import { isPlanType, planTypes, plans } from '@trousse/contracts/plans';
import { alertAudiences, alertKeys, alertTypes, type AlertKey } from '@trousse/contracts/api/alerts/schemas';
import { alertTextsFr } from '@trousse/contracts/messages-fr-support';
import { RETENTION } from '@trousse/contracts/legal-figures';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { logOptions } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, queryRows, type Database } from './db/client';
import { at } from './db/sql-helpers';
import { users } from './db/schema';
import { seedCatalogue } from './db/seed';
import {
  addAnnouncedApp,
  APP_ID_PATTERN,
  isShippedApp,
  removeAnnouncedApp,
  storedCatalogue,
} from './db/catalogue';
import { resolveAppSecret, type ResolvedAppSecret } from './lib/app-secret';
import { ManualClock, systemClock, type Clock } from './lib/clock';
import { parisDateTime } from './lib/paris-time';
import {
  checkAppSecret,
  dataPlace,
  secretMismatchMessage,
  type RowQuery,
  type SecretCheck,
} from './lib/secret-verifier';
import { accountModule } from './modules/account';
import { alertsModule } from './modules/alerts';
import type { AlertAudience, AlertsService, AlertType, StoredAlert } from './modules/alerts/service';
import { appsModule } from './modules/apps';
import { auditModule } from './modules/audit';
import { authModule } from './modules/auth';
import { billingModule } from './modules/billing';
import { composeServices, type AnyModule, type InOrder, type ServicesOf } from './modules/module';
import { quotaModule } from './modules/quota';

const durationHint = '<n>m|<n>h|<n>d';
/** What a bad duration's message suggests. */
const durationExample = 'par exemple 30m, 2h ou 1d, 366 jours au plus';
const usages = {
  setPlan: `npm run admin -- set-plan <email> <${planTypes.join('|')}>`,
  alertCreate:
    `npm run admin -- alert create --type <${alertTypes.join('|')}> --expires-in ${durationHint}` +
    ` [--key <${alertKeys.join('|')}>] [--title "…"] [--message "…"]` +
    ` [--audience <${alertAudiences.join('|')}>] [--starts-in ${durationHint}]`,
  alertList: 'npm run admin -- alert list',
  alertExpire: 'npm run admin -- alert expire <id>',
  sweep: 'npm run admin -- sweep-inactive [--as-of <date ISO, ex. 2027-01-15T10:00:00Z>]',
  supportResolve: 'npm run admin -- support resolve <ticket SUP-AAAAMMJJ-XXXXXX>',
  appList: 'npm run admin -- app list',
  appAdd:
    'npm run admin -- app add <id> --name "…" --description "…" [--version 1.0.0] [--access public|registered] [--tags a,b]',
  appRemove: 'npm run admin -- app remove <id>',
  backup: 'npm run admin -- backup <fichier.tar.gz>',
  restore: 'npm run admin -- restore <fichier.tar.gz>',
};
const usage = `Usage :\n${Object.values(usages)
  .map((line) => `  ${line}`)
  .join('\n')}`;

/** What the tests give instead of the configuration's database and the system clock. */
export interface AdminDeps {
  /** An open, migrated database, left open afterwards. */
  database?: Database;
  clock?: Clock;
}

/** A mistake in the arguments: told in French with the command's usage, exit code 2. */
class UsageError extends Error {
  constructor(
    message: string,
    readonly usageLine: string,
  ) {
    super(message);
  }
}

export async function runAdmin(
  args: string[],
  env: Record<string, string | undefined>,
  deps: AdminDeps = {},
): Promise<number> {
  const [command, ...rest] = args;
  try {
    switch (command) {
      case 'set-plan':
        return await setPlan(rest, env, deps);
      case 'alert':
        return await alert(rest, env, deps);
      case 'sweep-inactive':
        return await sweepInactive(rest, env, deps);
      case 'support':
        return await support(rest, env, deps);
      case 'app':
        return await app(rest, env, deps);
      case 'backup':
        return await backup(rest, env);
      case 'restore':
        return await restore(rest, env);
      default:
        console.error(usage);
        return 2;
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\nUsage : ${error.usageLine}`);
    return 2;
  }
}

/** Runs `work` on the deps' database, or on the configuration's, migrated, then closed. */
async function withDatabase<T>(
  env: Record<string, string | undefined>,
  deps: AdminDeps,
  work: (database: Database, config: Config) => Promise<T>,
): Promise<T> {
  const config = loadConfig(env);
  if (deps.database) return work(deps.database, config);
  const database = await openDatabase(config);
  try {
    // As main.ts does: the command may be the first to open a new data directory.
    await database.migrate();
    await seedCatalogue(database.db);
    return await work(database, config);
  } finally {
    await database.close();
  }
}

/**
 * The services of `modules`, built by the server's own composition (app.ts) but without its
 * routes, jobs or listeners, then closed (quota writes what it counted). Only the modules a
 * command uses are built: those of plans and alerts need no APP_SECRET.
 */
async function withServices<const Modules extends readonly AnyModule[], T>(
  base: { config: Config; database: Database; clock: Clock },
  modules: Modules & InOrder<Modules>,
  work: (services: ServicesOf<Modules>) => Promise<T>,
): Promise<T> {
  // stdout is the command's answer; the services' log lines go to stderr.
  const log = pino(logOptions(base.config), process.stderr);
  const composition = await composeServices({ ...base, log }, modules);
  try {
    return await work(composition.services);
  } finally {
    await composition.close();
  }
}

/**
 * withDatabase for the commands that use data under APP_SECRET (encrypted two-factor secrets,
 * peppered codes, signed links): the secret in effect (APP_SECRET, else DATA_DIR/app-secret)
 * is first checked against the one the data was made with, as a start does, and a mismatch
 * stops the command with code 1. The other commands (plans, alerts, support tickets) touch
 * nothing under the secret and run without it.
 */
async function withCheckedSecret(
  env: Record<string, string | undefined>,
  deps: AdminDeps,
  work: (database: Database, config: Config & { appSecret: string }) => Promise<number>,
): Promise<number> {
  return withDatabase(env, deps, async (database, config) => {
    const { secret, source } = resolveAppSecret(config, { create: true });
    if ((await checkAppSecret(database.raw, secret, { record: true })) === 'mismatch') {
      console.error(secretMismatchMessage(source, dataPlace(config)));
      return 1;
    }
    return work(database, { ...config, appSecret: secret });
  });
}

async function setPlan(args: string[], env: Record<string, string | undefined>, deps: AdminDeps) {
  const [rawEmail, rawPlan] = args;
  if (!rawEmail || !rawPlan || args.length > 2) {
    console.error(usage);
    return 2;
  }
  const email = emailSchema.safeParse(rawEmail);
  const plan = rawPlan.toUpperCase();
  if (!email.success || !isPlanType(plan)) {
    console.error(
      !email.success
        ? `Adresse e-mail invalide : ${rawEmail}`
        : `Forfait inconnu : ${rawPlan}\nUsage : ${usages.setPlan}`,
    );
    return 2;
  }
  return withDatabase(env, deps, async (database, config) => {
    const [user] = await database.db.select().from(users).where(eq(users.email, email.data)).limit(1);
    if (!user) {
      console.error(`Aucun compte pour ${email.data}`);
      return 1;
    }
    const clock = deps.clock ?? systemClock;
    await withServices({ config, database, clock }, [auditModule, quotaModule], async ({ quota, audit }) => {
      await quota.setPlan(user.id, plan);
      await audit.record(user.id, 'plan.changed', clock.now(), {
        ip: null,
        device: `Console d'administration (${plan})`,
      });
    });
    console.log(`Forfait de ${email.data} : ${plans[plan].name} (${plan}).`);
    return 0;
  });
}

// ---- alerts ----

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** Beyond a year it is not an alert any more, and the date stays far from overflowing. */
const MAX_DURATION_MS = 366 * UNIT_MS.d;
const TITLE_MAX = 200;
const MESSAGE_MAX = 2_000;

/** `30m`, `2h`, `1d` in milliseconds; undefined when malformed or longer than a year. */
function parseDuration(text: string): number | undefined {
  const match = /^(\d{1,6})([mhd])$/.exec(text.trim());
  if (!match) return undefined;
  const ms = Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  return ms <= MAX_DURATION_MS ? ms : undefined;
}

/** node:util's parseArgs, its English errors told in French. */
function parseOptions<O extends Record<string, { type: 'string' }>>(
  args: string[],
  options: O,
  usageLine: string,
): { [K in keyof O]?: string } {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values as {
      [K in keyof O]?: string;
    };
  } catch (error) {
    const code = (error as { code?: string }).code;
    const named = /'([^' ]+)/.exec((error as Error).message)?.[1] ?? '';
    const message =
      code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
        ? `Option inconnue : ${named}`
        : code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE'
          ? `Valeur manquante pour ${named} (une valeur qui commence par un tiret s'écrit ${named}=…)`
          : code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL'
            ? `Argument inattendu : ${named}`
            : `Arguments invalides`;
    throw new UsageError(message, usageLine);
  }
}

const audienceFr: Record<AlertAudience, string> = {
  all: 'pour tous, visiteurs compris',
  'signed-in': 'pour les utilisateurs connectés',
};
const when = (date: Date) => `${parisDateTime(date, 'fr')} (heure de Paris)`;

async function alert(args: string[], env: Record<string, string | undefined>, deps: AdminDeps) {
  const [sub, ...rest] = args;
  const clock = deps.clock ?? systemClock;
  const withAlerts = (work: (alerts: AlertsService) => Promise<number>) =>
    withDatabase(env, deps, (database, config) =>
      withServices({ config, database, clock }, [alertsModule], ({ alerts }) => work(alerts)),
    );

  if (sub === 'create') {
    const alertInput = parseAlert(rest, clock.now());
    return withAlerts(async (alerts) => {
      const created = await alerts.create(alertInput);
      console.log(`Alerte créée : ${created.id}`);
      console.log(
        `  ${created.type}, ${audienceFr[created.audience]}${created.messageKey ? `, clé ${created.messageKey}` : ''}`,
      );
      if (created.startsAt > clock.now()) console.log(`  affichée à partir du ${when(created.startsAt)}`);
      console.log(`  expire le ${when(created.expiresAt)}`);
      return 0;
    });
  }

  if (sub === 'list') {
    if (rest.length > 0) throw new UsageError(`Argument inattendu : ${rest[0]}`, usages.alertList);
    return withAlerts(async (service) => {
      const alerts = await service.list();
      if (alerts.length === 0) {
        console.log('Aucune alerte en cours ni à venir.');
        return 0;
      }
      const now = clock.now();
      for (const alert of alerts) console.log(describeAlert(alert, now));
      return 0;
    });
  }

  if (sub === 'expire') {
    const [id, ...extra] = rest;
    if (!id || extra.length > 0)
      throw new UsageError("Donnez l'identifiant d'une alerte.", usages.alertExpire);
    return withAlerts(async (alerts) => {
      const now = clock.now();
      const expired = await alerts.expire(id);
      if (!expired) {
        console.error(`Aucune alerte ${id} (voir npm run admin -- alert list).`);
        return 1;
      }
      console.log(
        expired.expiresAt < now
          ? `Alerte ${id} déjà expirée le ${when(expired.expiresAt)} : rien à faire.`
          : `Alerte ${id} expirée le ${when(expired.expiresAt)} : elle disparaît au prochain rafraîchissement des pages.`,
      );
      return 0;
    });
  }

  throw new UsageError(
    sub ? `Commande d'alerte inconnue : ${sub}` : 'Commande manquante : create, list ou expire.',
    [usages.alertCreate, usages.alertList, usages.alertExpire].join('\n        '),
  );
}

/**
 * The catalogue's announced apps: an entry the operators add before this build has its screen
 * (its page says it is not available yet, part 1 §2), and take away. The shipped apps come
 * back at every start (db/catalogue.ts) and cannot be removed here.
 */
async function app(args: string[], env: Record<string, string | undefined>, deps: AdminDeps) {
  const [sub, ...rest] = args;
  if (sub === 'list') {
    if (rest.length > 0) throw new UsageError(`Argument inattendu : ${rest[0]}`, usages.appList);
    return withDatabase(env, deps, async (database) => {
      for (const entry of await storedCatalogue(database.db)) {
        const origin = isShippedApp(entry.id) ? 'livrée' : 'annoncée';
        console.log([entry.id, entry.version, entry.access, origin, `« ${entry.name} »`].join('  '));
      }
      return 0;
    });
  }

  if (sub === 'add') {
    const [id, ...optionArgs] = rest;
    if (!id || id.startsWith('-'))
      throw new UsageError("Donnez l'identifiant de l'application.", usages.appAdd);
    if (!APP_ID_PATTERN.test(id))
      throw new UsageError(
        `Identifiant invalide : ${id} (minuscules, chiffres et tirets, comme password-checker)`,
        usages.appAdd,
      );
    const values = parseOptions(
      optionArgs,
      {
        name: { type: 'string' },
        description: { type: 'string' },
        version: { type: 'string' },
        access: { type: 'string' },
        tags: { type: 'string' },
      },
      usages.appAdd,
    );
    const name = values.name?.trim();
    const description = values.description?.trim();
    if (!name || name.length > 80)
      throw new UsageError('--name est obligatoire (80 caractères au plus).', usages.appAdd);
    if (!description || description.length > 300)
      throw new UsageError('--description est obligatoire (300 caractères au plus).', usages.appAdd);
    const version = values.version ?? '1.0.0';
    if (!/^\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(version))
      throw new UsageError(`Version invalide : ${version} (par exemple 1.0.0)`, usages.appAdd);
    const access = values.access ?? 'public';
    if (access !== 'public' && access !== 'registered')
      throw new UsageError(`Accès inconnu : ${access} (public ou registered)`, usages.appAdd);
    const tags = (values.tags ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    if (tags.length > 8 || tags.some((tag) => tag.length > 30))
      throw new UsageError('--tags : 8 étiquettes au plus, de 30 caractères au plus.', usages.appAdd);
    return withDatabase(env, deps, async (database) => {
      if (!(await addAnnouncedApp(database.db, { id, name, description, version, access, tags }))) {
        console.error(`L'application ${id} existe déjà (voir npm run admin -- app list).`);
        return 1;
      }
      console.log(
        `Application ${id} ajoutée au catalogue : sa page dit qu'elle n'est pas encore disponible. Elle apparaît aux visiteurs au prochain rafraîchissement du catalogue (une seconde au plus).`,
      );
      return 0;
    });
  }

  if (sub === 'remove') {
    const [id, ...extra] = rest;
    if (!id || extra.length > 0)
      throw new UsageError("Donnez l'identifiant de l'application.", usages.appRemove);
    if (isShippedApp(id)) {
      console.error(`L'application ${id} fait partie du catalogue livré : elle revient à chaque démarrage.`);
      return 1;
    }
    return withDatabase(env, deps, async (database) => {
      if (!(await removeAnnouncedApp(database.db, id))) {
        console.error(`Aucune application ${id} (voir npm run admin -- app list).`);
        return 1;
      }
      console.log(
        `Application ${id} retirée du catalogue, avec ses mentions J'aime, favoris et installations.`,
      );
      return 0;
    });
  }

  throw new UsageError(
    sub ? `Commande d'application inconnue : ${sub}` : 'Commande manquante : list, add ou remove.',
    [usages.appList, usages.appAdd, usages.appRemove].join('\n        '),
  );
}

function describeAlert(alert: StoredAlert, now: Date): string {
  const state =
    alert.startsAt > now
      ? `à venir : du ${when(alert.startsAt)} au ${when(alert.expiresAt)}`
      : `en cours jusqu'au ${when(alert.expiresAt)}`;
  return [alert.id, alert.type, alert.audience, alert.messageKey ?? '—', `« ${alert.title} »`, state].join(
    '  ',
  );
}

/** The `alert create` arguments, checked; every mistake is a UsageError. */
function parseAlert(args: string[], now: Date) {
  const line = usages.alertCreate;
  const values = parseOptions(
    args,
    {
      type: { type: 'string' },
      key: { type: 'string' },
      title: { type: 'string' },
      message: { type: 'string' },
      audience: { type: 'string' },
      'expires-in': { type: 'string' },
      'starts-in': { type: 'string' },
    },
    line,
  );

  const type = values.type?.toUpperCase();
  if (!type) throw new UsageError('--type est obligatoire.', line);
  if (!alertTypes.includes(type as AlertType))
    throw new UsageError(`Type d'alerte inconnu : ${values.type} (${alertTypes.join(', ')})`, line);

  const key = values.key;
  if (key !== undefined && !alertKeys.includes(key as AlertKey))
    throw new UsageError(`Clé d'alerte inconnue : ${key} (${alertKeys.join(', ')})`, line);

  const audience = values.audience ?? 'all';
  if (!alertAudiences.includes(audience as AlertAudience))
    throw new UsageError(`Public inconnu : ${audience} (${alertAudiences.join(' ou ')})`, line);

  if (values['expires-in'] === undefined) throw new UsageError('--expires-in est obligatoire.', line);
  const expiresIn = parseDuration(values['expires-in']);
  if (!expiresIn)
    throw new UsageError(
      `Durée invalide pour --expires-in : ${values['expires-in']} (${durationExample})`,
      line,
    );
  const startsIn = values['starts-in'] === undefined ? 0 : parseDuration(values['starts-in']);
  if (startsIn === undefined)
    throw new UsageError(
      `Durée invalide pour --starts-in : ${values['starts-in']} (${durationExample})`,
      line,
    );
  // Both count from now: an alert that would end before it starts is never shown.
  if (startsIn >= expiresIn)
    throw new UsageError(
      "--starts-in doit être plus court que --expires-in : l'alerte ne serait jamais affichée.",
      line,
    );

  const defaults = key ? alertTextsFr[key as AlertKey] : undefined;
  const title = (values.title ?? defaults?.title)?.trim();
  const message = (values.message ?? defaults?.message)?.trim();
  if (!title || !message)
    throw new UsageError(
      '--title et --message sont obligatoires sans --key (et ne peuvent pas être vides).',
      line,
    );
  if (title.length > TITLE_MAX)
    throw new UsageError(`Titre trop long : ${TITLE_MAX} caractères au plus.`, line);
  if (message.length > MESSAGE_MAX)
    throw new UsageError(`Message trop long : ${MESSAGE_MAX} caractères au plus.`, line);

  return {
    type: type as AlertType,
    messageKey: (key as AlertKey | undefined) ?? null,
    title,
    message,
    audience: audience as AlertAudience,
    startsAt: new Date(now.getTime() + startsIn),
    expiresAt: new Date(now.getTime() + expiresIn),
  };
}

// ---- inactive accounts ----

/**
 * One run of the inactive accounts' sweep, as the server runs it every day, by the services
 * the server builds (the sweep needs the account's deletion and its mails), on a clock fixed at
 * `--as-of`.
 */
async function sweepInactive(args: string[], env: Record<string, string | undefined>, deps: AdminDeps) {
  const values = parseOptions(args, { 'as-of': { type: 'string' } }, usages.sweep);
  let clock = deps.clock ?? systemClock;
  const asOfText = values['as-of'];
  if (asOfText !== undefined) {
    const asOf = new Date(asOfText);
    if (!/^\d{4}-\d{2}-\d{2}/.test(asOfText) || Number.isNaN(asOf.getTime()))
      throw new UsageError(`Date invalide pour --as-of : ${asOfText}`, usages.sweep);
    clock = new ManualClock(asOf);
  }
  // The account's deletion and its mails, as the server builds them.
  const modules = [auditModule, authModule, appsModule, quotaModule, billingModule, accountModule] as const;
  return withCheckedSecret(env, deps, (database, config) =>
    withServices({ config, database, clock }, modules, async ({ inactivity }) => {
      const result = await inactivity.sweep();
      if (result.running === false) {
        console.error('Un autre balayage est en cours (une autre instance) : rien fait.');
        return 1;
      }
      if (asOfText !== undefined) console.log(`Date de référence : ${when(clock.now())}`);
      console.log(`Avis envoyés : ${result.noticed}, comptes supprimés : ${result.deleted}`);
      console.log(
        `Conservation échue, supprimés : ${result.removed.auditEvents} événements du journal, ` +
          `${result.removed.supportMessages} messages au support, ` +
          `${result.removed.consentRecords} preuves de consentement`,
      );
      // The rest ran; what failed is in the log (account ids only) and is tried again next run.
      if (result.failed > 0)
        console.error(`Comptes non supprimés (réessayés au prochain passage) : ${result.failed}`);
      if (result.stepsFailed.length > 0)
        console.error(`Étapes interrompues (voir le journal) : ${result.stepsFailed.join(', ')}`);
      return result.failed > 0 || result.stepsFailed.length > 0 ? 1 : 0;
    }),
  );
}

// ---- support messages ----

/**
 * Marks a support message resolved: it is then kept RETENTION.supportAfterResolutionYears more
 * (the daily job removes it), as the privacy policy says.
 */
async function support(args: string[], env: Record<string, string | undefined>, deps: AdminDeps) {
  const [sub, rawTicket, ...extra] = args;
  if (sub !== 'resolve')
    throw new UsageError(
      sub ? `Commande de support inconnue : ${sub}` : 'Commande manquante : resolve.',
      usages.supportResolve,
    );
  const ticket = rawTicket?.trim().toUpperCase();
  if (!ticket || extra.length > 0 || !/^SUP-\d{8}-[A-Z0-9]{6}$/.test(ticket))
    throw new UsageError(
      rawTicket ? `Numéro de ticket invalide : ${rawTicket}` : 'Donnez le numéro du ticket.',
      usages.supportResolve,
    );
  const clock = deps.clock ?? systemClock;
  return withDatabase(env, deps, async (database) => {
    const [row] = await queryRows<{ resolvedAt: Date; already: boolean }>(
      database.db,
      sql`with target as (select id, resolved_at from support_messages where ticket = ${ticket}),
               marked as (update support_messages m set resolved_at = ${at(clock.now())}
                          from target t where m.id = t.id and t.resolved_at is null
                          returning m.resolved_at)
          select coalesce((select resolved_at from marked), t.resolved_at) as "resolvedAt",
                 not exists (select 1 from marked) as already
          from target t`,
    );
    if (!row) {
      console.error(`Aucun message au support pour le ticket ${ticket}.`);
      return 1;
    }
    console.log(
      row.already
        ? `Ticket ${ticket} déjà résolu le ${when(new Date(row.resolvedAt))} : rien à faire.`
        : `Ticket ${ticket} résolu le ${when(new Date(row.resolvedAt))} ; il sera supprimé ${RETENTION.supportAfterResolutionYears} ans plus tard.`,
    );
    return 0;
  });
}

// ---- backup and restore ----

/*
 * With PGlite the whole database is one directory, DATA_DIR/pglite, which PGlite itself dumps
 * to a tar.gz (dumpDataDir) and loads back into an empty directory (loadDataDir): the backup is
 * that archive. With PostgreSQL (DATABASE_URL) its own tools do it better (a consistent dump
 * while the instances run): the commands give their command lines.
 *
 * The secret is never in the backup, whether it is APP_SECRET or the file DATA_DIR/app-secret
 * generated when APP_SECRET is not set. A backup travels (another disk, another host, a
 * provider's storage): with the secret beside the data, whoever gets the file could decrypt
 * the two-factor secrets and try the 4-digit access codes against their peppered hashes
 * offline, then sign in as anyone. Kept apart, a lost backup still exposes what it holds, but
 * not the accounts themselves; that is also why production takes the secret from the
 * environment. So the command says where the secret came from and, for the file, tells the
 * operator to keep a copy of it apart. What the backup does carry is the verifier of the secret
 * (table secret_verifier, in the dump): the restore, then every start, refuse a secret that is
 * not the data's.
 */

/** The PGlite data directory inside DATA_DIR, as db/client.ts opens it. */
const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

/** A path as a shell reads it back: quoted when it holds anything but plain characters. */
const shellWord = (text: string) =>
  /^[\w./:@%+=,-]+$/.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`;

function postgresAdvice(command: 'backup' | 'restore', file: string): string {
  const lines =
    command === 'backup'
      ? [
          'Avec DATABASE_URL, la base est un serveur PostgreSQL : sauvegardez-la avec ses outils, ' +
            'instances en marche (pg_dump prend un instantané cohérent) :',
          `  pg_dump -Fc --no-owner --file=${shellWord(file)} "$DATABASE_URL"`,
          "APP_SECRET n'est pas dans la sauvegarde : gardez-le à part. Le vérificateur du secret " +
            '(table secret_verifier) y est : le serveur restauré refusera de démarrer avec un autre.',
        ]
      : [
          'Avec DATABASE_URL, restaurez avec les outils de PostgreSQL, dans une base neuve et vide, ' +
            'serveur arrêté :',
          `  pg_restore --no-owner --single-transaction --exit-on-error --dbname="$DATABASE_URL" ${shellWord(file)}`,
          'Puis démarrez le serveur avec le même APP_SECRET : il applique les migrations manquantes ' +
            'et vérifie le secret.',
        ];
  return lines.join('\n');
}

/** Where the secret came from, and what the operator must do about it. */
function describeSecret(resolved: ResolvedAppSecret, command: 'backup' | 'restore'): string {
  if (resolved.source.from === 'APP_SECRET')
    return command === 'backup'
      ? "Secret : APP_SECRET (variable d'environnement). Il n'est pas dans la sauvegarde : " +
          'la restauration et le serveur restauré demandent le même APP_SECRET.'
      : "Secret : APP_SECRET (variable d'environnement). Démarrez le serveur avec le même APP_SECRET.";
  const file = resolve(resolved.source.file);
  return command === 'backup'
    ? `Secret : ${file} (généré, APP_SECRET n'étant pas défini). Il n'est PAS dans la sauvegarde : ` +
        'gardez-en une copie à part, en lieu sûr. Pour restaurer, copiez-le dans le nouveau DATA_DIR ' +
        '(ou donnez son contenu dans APP_SECRET) avant la restauration : sans lui, plus personne ne ' +
        'pourra se connecter.'
    : `Secret : ${file} (APP_SECRET n'étant pas défini). Gardez ce fichier avec les données.`;
}

function describeCheck(check: SecretCheck): string {
  return check === 'matches'
    ? 'Secret vérifié : il correspond à celui des données.'
    : 'Les données ne portent pas encore de vérificateur du secret (données antérieures à cette ' +
        'vérification) : il sera enregistré au prochain démarrage du serveur.';
}

const queryOf =
  (client: PGlite): RowQuery =>
  async <Row>(text: string, params: unknown[]) =>
    (await client.query<Row>(text, params)).rows;

/** The one argument of `backup` and `restore`: the backup file. */
function backupFileArgument(args: string[], usage: string): string {
  const [file, ...extra] = args;
  if (!file || extra.length > 0)
    throw new UsageError(
      file ? `Argument inattendu : ${extra[0]}` : 'Donnez le fichier de la sauvegarde.',
      usage,
    );
  return file;
}

const existingTarget = (target: string) =>
  `${target} existe déjà : la sauvegarde n'écrase jamais un fichier, choisissez un autre nom.`;

/**
 * `backup FILE`: PGlite's dump of DATA_DIR/pglite, written to FILE (never over an existing
 * file, readable by its owner only). The database must not be open elsewhere: PGlite keeps
 * `postmaster.pid` in its directory while it is open and removes it when closed cleanly, so its
 * presence means a server (or a command) has it open, or the last one was killed. It is checked
 * once, before opening: a server started during the backup itself is not detected.
 */
async function backup(args: string[], env: Record<string, string | undefined>): Promise<number> {
  const file = backupFileArgument(args, usages.backup);
  const config = loadConfig(env);
  if (config.databaseUrl) {
    console.error(postgresAdvice('backup', file));
    return 1;
  }
  const directory = resolve(pgliteDir(config.dataDir));
  if (!existsSync(join(directory, 'PG_VERSION'))) {
    console.error(`Aucune base dans ${directory} : vérifiez DATA_DIR. Rien n'a été écrit.`);
    return 1;
  }
  if (existsSync(join(directory, 'postmaster.pid'))) {
    console.error(
      `La base de ${directory} est ouverte (postmaster.pid présent) : arrêtez le serveur, puis relancez ` +
        "la sauvegarde. Si aucun serveur ne tourne, le dernier s'est arrêté brutalement : démarrez-le " +
        "puis arrêtez-le proprement (Ctrl+C ou SIGTERM) avant de sauvegarder. Rien n'a été écrit.",
    );
    return 1;
  }
  const target = resolve(file);
  if (existsSync(target)) {
    console.error(existingTarget(target));
    return 1;
  }
  const resolved = resolveAppSecret(config, { create: false });
  if (!resolved) {
    console.error(
      `Aucun secret : APP_SECRET n'est pas défini et ${resolve(config.dataDir, 'app-secret')} n'existe pas. ` +
        "Donnez l'APP_SECRET de ces données : la sauvegarde vérifie que c'est le leur.",
    );
    return 1;
  }

  const client = await PGlite.create(directory);
  let archive: Buffer;
  let check: SecretCheck;
  try {
    check = await checkAppSecret(queryOf(client), resolved.secret, { record: false });
    if (check === 'mismatch') {
      console.error(secretMismatchMessage(resolved.source, dataPlace(config)));
      return 1;
    }
    // Everything written so far goes to the data files, so the archive needs no replay of the log.
    await client.query('checkpoint');
    archive = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await client.close();
  }

  // Written beside the target under another name, then linked to it: a crash leaves no
  // truncated backup under the target's name, and a file created there meanwhile is kept.
  mkdirSync(dirname(target), { recursive: true });
  const partial = join(dirname(target), `.${basename(target)}.${randomBytes(4).toString('hex')}.partiel`);
  writeFileSync(partial, archive, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(partial, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      console.error(existingTarget(target));
      return 1;
    }
    throw error;
  } finally {
    unlinkSync(partial);
  }
  console.log(`Sauvegarde écrite : ${target} (${formatSize(archive.length)}, base ${directory}).`);
  console.log(describeSecret(resolved, 'backup'));
  console.log(describeCheck(check));
  return 0;
}

/**
 * `restore FILE`: loads a backup into DATA_DIR/pglite, which must not hold a database yet (the
 * rest of DATA_DIR may exist: the app-secret file copied there, the mail outbox). The archive
 * is checked first (gzip, tar, a PostgreSQL data directory), loaded into a directory of its
 * own inside DATA_DIR, its secret verifier compared with the secret in effect, and only then
 * moved into place: a refused or failed restore leaves DATA_DIR as it was.
 */
async function restore(args: string[], env: Record<string, string | undefined>): Promise<number> {
  const file = backupFileArgument(args, usages.restore);
  const config = loadConfig(env);
  if (config.databaseUrl) {
    console.error(postgresAdvice('restore', file));
    return 1;
  }
  const source = resolve(file);
  if (!existsSync(source) || !statSync(source).isFile()) {
    console.error(`Fichier introuvable : ${source}`);
    return 1;
  }
  const directory = resolve(pgliteDir(config.dataDir));
  if (existsSync(directory) && readdirSync(directory).length > 0) {
    console.error(
      `${directory} n'est pas vide : la restauration ne remplace jamais une base. Donnez un DATA_DIR ` +
        "neuf (ou déplacez cette base ailleurs, après l'avoir sauvegardée).",
    );
    return 1;
  }
  const resolved = resolveAppSecret(config, { create: false });
  if (!resolved) {
    console.error(
      `Aucun secret : APP_SECRET n'est pas défini et ${resolve(config.dataDir, 'app-secret')} n'existe pas. ` +
        "Donnez l'APP_SECRET des données sauvegardées, ou copiez leur fichier app-secret dans DATA_DIR, " +
        'avant de restaurer.',
    );
    return 1;
  }
  const tar = readArchive(readFileSync(source));
  if (typeof tar === 'string') {
    console.error(`${source} n'est pas une sauvegarde de Trousse : ${tar}.`);
    return 1;
  }

  mkdirSync(config.dataDir, { recursive: true });
  const staging = mkdtempSync(join(resolve(config.dataDir), '.pglite-restauration-'));
  try {
    const client = await PGlite.create(staging, {
      loadDataDir: new Blob([tar], { type: 'application/x-tar' }),
    });
    let check: SecretCheck;
    try {
      const [users] = await client
        .query<{ present: boolean }>("select to_regclass('public.users') is not null as present")
        .then((result) => result.rows);
      if (!users?.present) {
        console.error(`${source} n'est pas une sauvegarde de Trousse : la base n'a pas de comptes.`);
        return 1;
      }
      check = await checkAppSecret(queryOf(client), resolved.secret, { record: false });
    } finally {
      await client.close();
    }
    if (check === 'mismatch') {
      console.error(secretMismatchMessage(resolved.source, `sauvegarde ${source}`));
      return 1;
    }
    // An empty directory left by an earlier start is replaced; a non-empty one makes both fail.
    if (existsSync(directory)) rmdirSync(directory);
    renameSync(staging, directory);
    console.log(`Base restaurée dans ${directory} depuis ${source}.`);
    console.log(describeSecret(resolved, 'restore'));
    console.log(describeCheck(check));
    console.log('Démarrez le serveur sur ce DATA_DIR : il applique les migrations qui manqueraient.');
    return 0;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The tar inside a backup (gunzipped here: PGlite's own decompression of a damaged file throws
 * where nothing can catch it), or why it is not one.
 */
function readArchive(content: Buffer): Buffer | string {
  let tar = content;
  if (content[0] === 0x1f && content[1] === 0x8b) {
    try {
      tar = gunzipSync(content);
    } catch {
      return 'archive gzip endommagée';
    }
  }
  const names = tarEntryNames(tar);
  if (!names) return "ce n'est ni une archive tar ni une archive tar.gz";
  if (!names.some((name) => name.replace(/^\.?\/+/, '') === 'PG_VERSION'))
    return "l'archive ne contient pas de base PostgreSQL (pas de PG_VERSION)";
  return tar;
}

/** The entry names of a tar archive (ustar headers), or undefined when it is not one. */
function tarEntryNames(tar: Buffer): string[] | undefined {
  const names: string[] = [];
  const text = (header: Buffer, start: number, length: number) =>
    header.toString('utf8', start, start + length).replace(/\0[\s\S]*$/, '');
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) return names;
    if (text(header, 257, 5) !== 'ustar') return undefined;
    const size = Number.parseInt(text(header, 124, 12).trim() || '0', 8);
    if (!Number.isSafeInteger(size) || size < 0) return undefined;
    const prefix = text(header, 345, 155);
    const name = text(header, 0, 100);
    names.push(prefix ? `${prefix}/${name}` : name);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names.length > 0 && offset === tar.length ? names : undefined;
}

function formatSize(bytes: number): string {
  return bytes < 1_048_576
    ? `${Math.ceil(bytes / 1024)} Ko`
    : `${(bytes / 1_048_576).toFixed(1).replace('.', ',')} Mo`;
}

// Run only as a script, not when imported by the tests.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  // eslint-disable-next-line no-restricted-syntax -- the command line's only door to the environment
  runAdmin(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
