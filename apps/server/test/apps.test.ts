import { categoryOf } from '@trousse/contracts/app-category';
import { appListResponseSchema } from '@trousse/contracts/api/apps/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_TTL_MS } from '../src/modules/apps/service';
import { createTestApp, type TestContext } from './helpers';

describe('GET /api/apps — the catalogue a visitor sees', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('lists the seeded apps with every field of the contract', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/apps' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const body = appListResponseSchema.parse(response.json());
    expect(body.data.length).toBeGreaterThanOrEqual(10);
    expect(body.data[0]?.id).toBe('password-generator');
    for (const app of body.data) {
      expect(app.slug).toBe(app.id);
      expect(app.name.length).toBeGreaterThan(0);
      expect(app.isFavorite).toBe(false);
      expect(app.isLikedByUser).toBe(false);
    }
    // Strict parse: nothing beyond the contract leaks out (no position, no timestamps).
    expect(Object.keys(response.json().data[0]).sort()).toEqual(
      [
        'access',
        'description',
        'id',
        'isFavorite',
        'isLikedByUser',
        'likesCount',
        'name',
        'permissions',
        'quotas',
        'slug',
        'tags',
        'version',
      ].sort(),
    );
  });

  it('covers the three categories derived from tags', async () => {
    const { data } = appListResponseSchema.parse((await ctx.app.inject('/api/apps')).json());
    const counts = { productivity: 0, security: 0, general: 0 };
    for (const app of data) counts[categoryOf(app.tags)]++;
    expect(counts.productivity).toBeGreaterThanOrEqual(2);
    expect(counts.security).toBeGreaterThanOrEqual(2);
    expect(counts.general).toBeGreaterThanOrEqual(2);
  });

  it('serves from cache, then sees a change once the cache expires or is invalidated', async () => {
    const before = appListResponseSchema.parse((await ctx.app.inject('/api/apps')).json());
    const likes = before.data.find((app) => app.id === 'todo-list')?.likesCount ?? 0;
    await ctx.database.db.execute(sql`update apps set likes_count = likes_count + 5 where id = 'todo-list'`);

    const cached = appListResponseSchema.parse((await ctx.app.inject('/api/apps')).json());
    expect(cached.data.find((app) => app.id === 'todo-list')?.likesCount).toBe(likes);

    ctx.clock.advance(CATALOGUE_TTL_MS + 1);
    const fresh = appListResponseSchema.parse((await ctx.app.inject('/api/apps')).json());
    expect(fresh.data.find((app) => app.id === 'todo-list')?.likesCount).toBe(likes + 5);

    await ctx.database.db.execute(sql`update apps set likes_count = likes_count + 1 where id = 'todo-list'`);
    ctx.app.services.apps.invalidate();
    const invalidated = appListResponseSchema.parse((await ctx.app.inject('/api/apps')).json());
    expect(invalidated.data.find((app) => app.id === 'todo-list')?.likesCount).toBe(likes + 6);
  });

  it('answers many simultaneous requests with a single database read', async () => {
    ctx.clock.advance(CATALOGUE_TTL_MS + 1);
    const statements: string[] = [];
    const original = ctx.database.db.select.bind(ctx.database.db);
    ctx.database.db.select = ((...args: Parameters<typeof original>) => {
      statements.push('select');
      return original(...args);
    }) as typeof original;
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => ctx.app.inject('/api/apps')));
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(statements).toHaveLength(1);
    } finally {
      ctx.database.db.select = original;
    }
  });
});
