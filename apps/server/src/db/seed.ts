import { sql } from 'drizzle-orm';
import { catalogue } from './catalogue';
import type { Db } from './client';
import { apps } from './schema';

/** Upserts the catalogue; likes counts are never touched. Safe to run at every start. */
export async function seedCatalogue(db: Db): Promise<void> {
  await db
    .insert(apps)
    .values(catalogue.map((entry, position) => ({ ...entry, slug: entry.id, position })))
    .onConflictDoUpdate({
      target: apps.id,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        version: sql`excluded.version`,
        access: sql`excluded.access`,
        permissions: sql`excluded.permissions`,
        tags: sql`excluded.tags`,
        quotas: sql`excluded.quotas`,
        position: sql`excluded.position`,
        updatedAt: sql`now()`,
      },
    });
}
