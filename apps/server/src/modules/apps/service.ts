import type { App } from '@trousse/contracts/api/apps/schemas';
import { asc, sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../../db/client';
import { apps } from '../../db/schema';
import { at } from '../../db/sql-helpers';
import type { Clock } from '../../lib/clock';
import { appNotFound } from '../../lib/http-error';
import { NotifiedCache } from '../../lib/notified-cache';
import type { SessionService } from '../auth/sessions';

/**
 * How long an instance may serve its cached catalogue before reading it again. A change made
 * on this instance clears the cache at once; other instances see it within this delay.
 */
export const CATALOGUE_TTL_MS = 1_000;

interface CachedCatalogue {
  apps: App[];
  /**
   * The anonymous answer, serialized and encoded once per fill rather than once per request.
   * Kept as bytes: the list holds accented French, so its text is a two-byte string that Node
   * would convert to UTF-8 at every answer (7 % of the server's time under the catalogue bench).
   */
  anonymousJson: Buffer;
  /**
   * Each signed-in caller's answer, serialized once for this copy of the list (a second at
   * most): keyed by the caller's flags, which are replaced, never changed, when they change.
   */
  byFlags: Map<UserFlags, Buffer>;
  expiresAt: number;
}

/** Callers whose answer one copy of the list keeps: beyond, the answer is made each time. */
const ANSWERS_KEPT = 5_000;

/** What the database NOTIFYs with a user's id when their likes or favourites change (migration 0006). */
export const USER_FLAGS_CHANNEL = 'trousse_user_flags';
const FLAGS_CACHED = 50_000;

interface UserFlags {
  liked: Set<string>;
  favorites: Set<string>;
}

export class AppsService {
  #cache: CachedCatalogue | undefined;
  #filling: Promise<CachedCatalogue> | undefined;
  /** Each user's likes and favourites, until the database says they changed (decision 011). */
  readonly flags = new NotifiedCache<UserFlags>(FLAGS_CACHED);

  constructor(
    private readonly db: Db,
    private readonly raw: Database['raw'],
    private readonly clock: Clock,
    private readonly sessions: SessionService,
  ) {}

  /** The catalogue as an anonymous visitor sees it, already serialized as `{data}`. */
  async anonymousCatalogueJson(): Promise<Buffer> {
    return (this.#fresh() ?? (await this.#catalogue())).anonymousJson;
  }

  /** The same while the cached copy is fresh, without waiting a turn for a promise. */
  cachedAnonymousJson(): Buffer | undefined {
    return this.#fresh()?.anonymousJson;
  }

  async listApps(): Promise<App[]> {
    return (await this.#catalogue()).apps;
  }

  /** Called after any write that changes what the list shows. */
  invalidate(): void {
    this.#cache = undefined;
  }

  /**
   * The catalogue with the caller's likes and favourites, serialized; undefined when the
   * session is no longer live. Session and flags come from this instance's copies when it has
   * them, which the database's notifications keep true.
   */
  async catalogueJsonFor(userId: string, sessionId: string): Promise<Buffer | undefined> {
    const [catalogue, live, flags] = await Promise.all([
      this.#fresh() ?? this.#catalogue(),
      this.sessions.liveUser(sessionId, userId),
      this.flags.get(userId) ?? this.#readFlags(userId),
    ]);
    if (!live) return undefined;
    if (flags.liked.size === 0 && flags.favorites.size === 0) return catalogue.anonymousJson;
    const kept = catalogue.byFlags.get(flags);
    if (kept !== undefined) return kept;
    const json = Buffer.from(
      JSON.stringify({
        data: catalogue.apps.map((app) => ({
          ...app,
          isLikedByUser: flags.liked.has(app.id),
          isFavorite: flags.favorites.has(app.id),
        })),
      }),
    );
    if (catalogue.byFlags.size < ANSWERS_KEPT) catalogue.byFlags.set(flags, json);
    return json;
  }

  async #readFlags(userId: string): Promise<UserFlags> {
    const epoch = this.flags.epoch();
    const [row] = await this.raw<{ liked: string[] | null; favorites: string[] | null }>(
      `select (select array_agg(app_id) from app_likes where user_id = $1) as liked,
              (select array_agg(app_id) from app_favorites where user_id = $1) as favorites`,
      [userId],
    );
    const flags = { liked: new Set(row?.liked ?? []), favorites: new Set(row?.favorites ?? []) };
    this.flags.set(userId, flags, epoch);
    return flags;
  }

  /**
   * Likes or unlikes, idempotently: the like row and the counter change in one statement, so
   * a repeated like counts once and simultaneous likes of many users all count.
   */
  async setLiked(userId: string, appId: string, liked: boolean): Promise<App> {
    await this.#assertApp(appId);
    const now = this.clock.now();
    await this.db.execute(
      liked
        ? sql`with added as (
                insert into app_likes (user_id, app_id, created_at) values (${userId}, ${appId}, ${at(now)})
                on conflict do nothing returning app_id)
              update apps set likes_count = likes_count + (select count(*) from added)::int where id = ${appId}`
        : sql`with removed as (
                delete from app_likes where user_id = ${userId} and app_id = ${appId} returning app_id)
              update apps set likes_count = greatest(0, likes_count - (select count(*) from removed)::int)
              where id = ${appId}`,
    );
    this.invalidate();
    this.flags.invalidate(userId);
    return this.appFor(userId, appId);
  }

  async setFavorite(userId: string, appId: string, favorite: boolean): Promise<App> {
    await this.#assertApp(appId);
    await this.db.execute(
      favorite
        ? sql`insert into app_favorites (user_id, app_id, created_at) values (${userId}, ${appId}, ${at(this.clock.now())})
              on conflict do nothing`
        : sql`delete from app_favorites where user_id = ${userId} and app_id = ${appId}`,
    );
    this.flags.invalidate(userId);
    return this.appFor(userId, appId);
  }

  async setInstalled(userId: string, appId: string, installed: boolean): Promise<void> {
    await this.#assertApp(appId);
    await this.db.execute(
      installed
        ? sql`insert into app_installs (user_id, app_id, created_at) values (${userId}, ${appId}, ${at(this.clock.now())})
              on conflict do nothing`
        : sql`delete from app_installs where user_id = ${userId} and app_id = ${appId}`,
    );
  }

  /** The caller's installed apps, in catalogue order, with their flags. */
  async installedApps(userId: string): Promise<App[]> {
    const rows = await queryRows<{ app_id: string; liked: boolean; favorite: boolean }>(
      this.db,
      sql`select i.app_id,
                 exists(select 1 from app_likes l where l.user_id = i.user_id and l.app_id = i.app_id) as liked,
                 exists(select 1 from app_favorites f where f.user_id = i.user_id and f.app_id = i.app_id) as favorite
          from app_installs i where i.user_id = ${userId}`,
    );
    const byId = new Map(rows.map((row) => [row.app_id, row]));
    return (await this.listApps())
      .filter((app) => byId.has(app.id))
      .map((app) => ({
        ...app,
        isLikedByUser: byId.get(app.id)!.liked,
        isFavorite: byId.get(app.id)!.favorite,
      }));
  }

  /** One app as this user sees it, read fresh (not from the cache). */
  async appFor(userId: string, appId: string): Promise<App> {
    const [row] = await queryRows<{ likes_count: number; liked: boolean; favorite: boolean }>(
      this.db,
      sql`select a.likes_count,
                 exists(select 1 from app_likes where user_id = ${userId} and app_id = a.id) as liked,
                 exists(select 1 from app_favorites where user_id = ${userId} and app_id = a.id) as favorite
          from apps a where a.id = ${appId}`,
    );
    const app = (await this.listApps()).find((candidate) => candidate.id === appId);
    if (!row || !app) throw appNotFound();
    return { ...app, likesCount: row.likes_count, isLikedByUser: row.liked, isFavorite: row.favorite };
  }

  async #assertApp(appId: string): Promise<void> {
    const apps = await this.listApps();
    if (!apps.some((app) => app.id === appId)) throw appNotFound();
  }

  /** The cached catalogue while it is fresh. */
  #fresh(): CachedCatalogue | undefined {
    const cache = this.#cache;
    return cache && cache.expiresAt > this.clock.now().getTime() ? cache : undefined;
  }

  async #catalogue(): Promise<CachedCatalogue> {
    const fresh = this.#fresh();
    if (fresh) return fresh;
    // One read refreshes the cache however many requests arrive meanwhile; they all wait for it.
    this.#filling ??= this.#fill().finally(() => {
      this.#filling = undefined;
    });
    return this.#filling;
  }

  async #fill(): Promise<CachedCatalogue> {
    const rows = await this.db.select().from(apps).orderBy(asc(apps.position), asc(apps.id));
    const list: App[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      slug: row.slug,
      version: row.version,
      access: row.access,
      permissions: row.permissions,
      tags: row.tags,
      quotas: row.quotas,
      likesCount: row.likesCount,
      isLikedByUser: false,
      isFavorite: false,
    }));
    const cache: CachedCatalogue = {
      apps: list,
      anonymousJson: Buffer.from(JSON.stringify({ data: list })),
      byFlags: new Map(),
      expiresAt: this.clock.now().getTime() + CATALOGUE_TTL_MS,
    };
    this.#cache = cache;
    return cache;
  }
}
