import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { seedCatalogue } from '../src/db/seed';
import { catalogue } from '../src/db/catalogue';
import { createTestDatabase } from './helpers';

describe('migrations and seed', () => {
  it('can run again at every start without changing existing data', async () => {
    const database = await createTestDatabase();
    try {
      await database.db.execute(sql`update apps set likes_count = 7 where id = 'password-generator'`);
      await database.migrate();
      await seedCatalogue(database.db);
      const rows = await queryRows<{ id: string; likes_count: number }>(
        database.db,
        sql`select id, likes_count from apps order by position`,
      );
      expect(rows.map((row) => row.id)).toEqual(catalogue.map((entry) => entry.id));
      expect(rows[0]?.likes_count).toBe(7);
    } finally {
      await database.close();
    }
  });
});
