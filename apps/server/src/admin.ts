// Operators' command line, on the same DATA_DIR or DATABASE_URL as the server:
//   npm run admin -- set-plan <email> <FREE|STANDARD|PREMIUM|INFINITY>
//   npm run admin -- alert create --type <INFO|WARNING|ERROR|SUCCESS> --expires-in <30m|2h|1d>
//                                 [--key <key>] [--title "…"] [--message "…"]
//                                 [--audience all|signed-in] [--starts-in <0m>]
//   npm run admin -- alert list
//   npm run admin -- alert expire <id>
//   npm run admin -- sweep-inactive [--as-of <ISO date>]
//   npm run admin -- support resolve <ticket>
// With the embedded database (PGlite), stop the server first: one process at a time. On
// PostgreSQL the running server reads alerts on each call, so a new one shows at the next poll.
import { parseArgs } from 'node:util';
import { emailSchema } from '@trousse/contracts/auth';
import { isPlanType, planTypes, plans } from '@trousse/contracts/plans';
import { alertAudiences, alertKeys, alertTypes, type AlertKey } from '@trousse/contracts/support';
import { alertTextsFr } from '@trousse/contracts/messages-fr-support';
import { RETENTION } from '@trousse/contracts/legal-figures';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, queryRows, type Database } from './db/client';
import { at } from './db/sql-helpers';
import { users } from './db/schema';
import { seedCatalogue } from './db/seed';
import { loadOrCreateAppSecret } from './lib/app-secret';
import { ManualClock, systemClock, type Clock } from './lib/clock';
import { parisDateTime } from './lib/paris-time';
import {
  AlertsService,
  type AlertAudience,
  type AlertType,
  type StoredAlert,
} from './modules/alerts/service';
import { AuditService } from './modules/audit/service';
import { QuotaService } from './modules/quota/service';

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
  return withDatabase(env, deps, async (database) => {
    const [user] = await database.db.select().from(users).where(eq(users.email, email.data)).limit(1);
    if (!user) {
      console.error(`Aucun compte pour ${email.data}`);
      return 1;
    }
    const clock = deps.clock ?? systemClock;
    await new QuotaService(database.db, database.raw, clock).setPlan(user.id, plan);
    await new AuditService(database.db).record(user.id, 'plan.changed', clock.now(), {
      ip: null,
      device: `Console d'administration (${plan})`,
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
  const service = (database: Database) => new AlertsService(database.db, database.raw, clock);

  if (sub === 'create') {
    const alertInput = parseAlert(rest, clock.now());
    return withDatabase(env, deps, async (database) => {
      const created = await service(database).create(alertInput);
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
    return withDatabase(env, deps, async (database) => {
      const alerts = await service(database).list();
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
    return withDatabase(env, deps, async (database) => {
      const now = clock.now();
      const expired = await service(database).expire(id);
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
 * One run of the inactive accounts' sweep, as the server runs it every day, by the whole
 * application built without listening (the sweep needs the account's deletion and its mails),
 * on a clock fixed at `--as-of`.
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
  return withDatabase(env, deps, async (database, config) => {
    const app = await buildApp({
      // Redis only backs the HTTP rate limiter, which a command never uses.
      config: {
        ...config,
        redisUrl: undefined,
        appSecret: config.appSecret ?? loadOrCreateAppSecret(config.dataDir),
      },
      database,
      clock,
      strengthWorkers: 1,
      // stdout is the command's answer; the application's log lines go to stderr.
      logStream: process.stderr,
    });
    try {
      await app.ready();
      const result = await app.services.inactivity.sweep();
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
    } finally {
      await app.close();
    }
  });
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
