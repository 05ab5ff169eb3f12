import type { App } from '@trousse/contracts/apps';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apps } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/**
 * How long an instance may serve its cached catalogue before reading it again. A change made
 * on this instance clears the cache at once; other instances see it within this delay.
 */
export const CATALOGUE_TTL_MS = 1_000;

interface CachedCatalogue {
  apps: App[];
  /** The anonymous answer, serialized once per fill rather than once per request. */
  anonymousJson: string;
  expiresAt: number;
}

export class AppsService {
  #cache: CachedCatalogue | undefined;
  #filling: Promise<CachedCatalogue> | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The catalogue as an anonymous visitor sees it, already serialized as `{data}`. */
  async anonymousCatalogueJson(): Promise<string> {
    return (await this.#catalogue()).anonymousJson;
  }

  async listApps(): Promise<App[]> {
    return (await this.#catalogue()).apps;
  }

  /** Called after any write that changes what the list shows. */
  invalidate(): void {
    this.#cache = undefined;
  }

  async #catalogue(): Promise<CachedCatalogue> {
    const now = this.clock.now().getTime();
    if (this.#cache && this.#cache.expiresAt > now) return this.#cache;
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
      anonymousJson: JSON.stringify({ data: list }),
      expiresAt: this.clock.now().getTime() + CATALOGUE_TTL_MS,
    };
    this.#cache = cache;
    return cache;
  }
}
