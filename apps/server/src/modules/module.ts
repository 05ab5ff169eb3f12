import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { AccessTokens } from '../lib/access-tokens';
import type { Clock } from '../lib/clock';
import { CodeHasher } from '../lib/code-hasher';
import { deriveKey } from '../lib/crypto';
import { createMailer, type Mailer } from '../lib/mailer';
import { metrics, watchQueues } from '../lib/metrics';
import type { NotifiedCache } from '../lib/notified-cache';

/*
 * A module is a folder of modules/ whose index.ts describes it (decision 020): the services it
 * builds from the shared dependencies and the services of the modules listed before it, and its
 * routes. app.ts lists the modules once; the server and the operators' commands build their
 * services with the same composeServices.
 */

/** What the caller gives: the server (app.ts) or a command (admin.ts). */
export interface ModuleBase {
  config: Config;
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Replaces the configured mailer (SMTP_URL or the .eml outbox). */
  mailer?: Mailer | undefined;
  /** Strength-estimation workers; by default one per core but one. */
  strengthWorkers?: number | undefined;
  /** argon2 runs at once; by default two more than the cores (lib/code-hasher.ts). */
  argon2Lanes?: number | undefined;
  /** How long a task may wait for argon2 or a strength worker before the 503 (lib/pressure.ts). */
  maxQueueWaitMs?: number | undefined;
}

/** A cache the database keeps valid by notifying this instance (decision 011). */
type Notified = Pick<NotifiedCache<unknown>, 'invalidate' | 'setListening'>;

/** What a module builds its services from. */
interface Shared extends ModuleBase {
  db: Db;
  raw: Database['raw'];
  mailer: Mailer;
  /**
   * APP_SECRET and what is keyed by it, made at first use: the commands whose modules need no
   * secret (plans, alerts) run without one, as before.
   */
  readonly appSecret: string;
  readonly hasher: CodeHasher;
  readonly tokens: AccessTokens;
  /** A key derived from APP_SECRET for one purpose (lib/crypto.ts). */
  key(purpose: string): Buffer;
  /**
   * Runs with the server (jobs, warming, metrics), once every module is built; what `start`
   * returns stops it. A command never starts them.
   */
  onStart(start: () => (() => void) | void): void;
  /** Kept in memory only while the database notifies this instance of `channel` (decision 011). */
  notified(channel: string, cache: Notified): void;
  /** Closes what the module built, after what runs with the server stopped; the last built first. */
  onClose(close: () => unknown): void;
}

/**
 * One module: the services it adds (`Needs`, the services of earlier modules it uses, and
 * `Provides`, read by every later module and by the routes as `app.services`), and its routes,
 * registered under /api.
 */
export interface ServerModule<Needs = unknown, Provides = unknown> {
  /** The folder's name. */
  name: string;
  services?: (shared: Shared, services: Needs) => Provides | Promise<Provides>;
  routes?: FastifyPluginAsyncZod;
}

/** A module description, its needs and services inferred from its `services` function. */
export function defineModule<Needs = unknown, Provides = unknown>(
  module: ServerModule<Needs, Provides>,
): ServerModule<Needs, Provides> {
  return module;
}

/** Any module, whatever it needs and provides. */
export type AnyModule = ServerModule<never, unknown>;

type ProvidesOf<M> = M extends ServerModule<never, infer Provides> ? Provides : unknown;
type NeedsOf<M> = M extends ServerModule<infer Needs, unknown> ? Needs : unknown;

/**
 * The list, checked: a module listed before one whose services it needs is typed as the
 * message below, so the compiler points at it.
 */
export type InOrder<Modules extends readonly unknown[], Have = unknown> = Modules extends readonly [
  infer First,
  ...infer Rest,
]
  ? readonly [
      Have extends NeedsOf<First>
        ? First
        : {
            listedBefore: Exclude<keyof NeedsOf<First>, keyof Have>;
            move: 'after the modules providing them';
          },
      ...InOrder<Rest, Have & ProvidesOf<First>>,
    ]
  : readonly [];

type Flat<T> = { [K in keyof T]: T[K] };
type Merged<Modules extends readonly unknown[]> = Modules extends readonly [infer First, ...infer Rest]
  ? ProvidesOf<First> & Merged<Rest>
  : unknown;
/** Every service the modules of the list provide. */
export type ServicesOf<Modules extends readonly unknown[]> = Flat<Merged<Modules>>;

/** The modules' services, and what runs with them. */
export interface Composition<Services> {
  services: Services;
  /** Listens for the notified caches, then starts what the modules run with the server. */
  start(): Promise<void>;
  /** Stops what start started, then closes the services, the last built first. */
  close(): Promise<void>;
}

/** Builds the services of `modules`, in their order; nothing starts until `start()`. */
export async function composeServices<const Modules extends readonly AnyModule[]>(
  base: ModuleBase,
  modules: Modules & InOrder<Modules>,
): Promise<Composition<ServicesOf<Modules>>> {
  const starts: (() => (() => void) | void)[] = [];
  const stops: (() => unknown)[] = [];
  const closes: (() => unknown)[] = [];
  const notified = new Map<string, Notified>();

  const { config, database } = base;
  const secret = () => {
    if (!config.appSecret) throw new Error('APP_SECRET manquant : main.ts le fournit avant buildApp');
    return config.appSecret;
  };
  let hasher: CodeHasher | undefined;
  let tokens: AccessTokens | undefined;
  const shared: Shared = {
    ...base,
    db: database.db,
    raw: database.raw,
    mailer: metrics.countedMailer(
      base.mailer ??
        createMailer({
          smtpUrl: config.smtpUrl,
          from: config.mailFrom,
          dataDir: config.dataDir,
          logger: base.log,
        }),
    ),
    get appSecret() {
      return secret();
    },
    get hasher() {
      return (hasher ??= new CodeHasher(secret(), base.argon2Lanes, base.maxQueueWaitMs));
    },
    get tokens() {
      return (tokens ??= new AccessTokens(secret(), base.clock, config.publicUrl));
    },
    key: (purpose) => deriveKey(secret(), purpose),
    onStart: (start) => void starts.push(start),
    notified: (channel, cache) => void notified.set(channel, cache),
    onClose: (close) => void closes.push(close),
  };
  // Read at each scrape of the metrics (lib/metrics.ts), until the app closes.
  shared.onStart(() => {
    // The argon2 workers start before the first sign-in needs them.
    shared.hasher.warm();
    return watchQueues({ argon2: shared.hasher, pool: database.poolStats });
  });
  shared.onClose(() => hasher?.close());

  // The list's order is checked by its type: each module finds the services it needs here.
  const services: Record<string, unknown> = {};
  for (const module of modules) {
    if (module.services) Object.assign(services, await module.services(shared, services as never));
  }

  const runAll = async (steps: (() => unknown)[]) => {
    let failure: unknown;
    for (const step of steps.reverse()) {
      try {
        await step();
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure !== undefined) throw failure;
  };
  return {
    services: services as ServicesOf<Modules>,
    async start() {
      if (notified.size > 0) {
        const stopListening = await database.listen(
          [...notified.keys()],
          (channel, id) => notified.get(channel)?.invalidate(id),
          // Until it listens again, every call reads these from the database.
          (listening) => notified.forEach((cache) => cache.setListening(listening)),
        );
        stops.push(stopListening);
      }
      for (const start of starts) {
        const stop = start();
        if (stop) stops.push(stop);
      }
    },
    // Jobs and listeners stop before the services they use close (quota writes what is left).
    close: async () => {
      try {
        await runAll(stops.splice(0));
      } finally {
        await runAll(closes.splice(0));
      }
    },
  };
}
