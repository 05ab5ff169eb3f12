import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';

describe('GET /api/ping', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.app.close());

  it('answers 200 while the database answers', async () => {
    const response = await ctx.app.inject('/api/ping');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 in French once the database is gone, without leaking the cause', async () => {
    await ctx.database.close();
    const response = await ctx.app.inject('/api/ping');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'Service momentanément indisponible',
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
