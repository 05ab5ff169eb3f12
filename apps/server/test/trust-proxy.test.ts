import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestContext } from './helpers';
import type { Database } from '../src/db/client';

/**
 * The attack: behind a proxy that appends the client's address to X-Forwarded-For, the client
 * writes its own leftmost values, a new one per request. If the server took the leftmost value
 * as request.ip, every request would get a fresh rate-limit bucket (and the audit log a forged
 * address). The address the proxy appended, rightmost, must be the one that counts.
 */
describe('X-Forwarded-For behind a trusted proxy', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const PROXY = '127.0.0.1';
  let forgeries = 0;
  /** A request through the proxy: the client's forged header, then what the proxy appended. */
  const throughProxy = (ctx: TestContext, client: string, proxy = PROXY, extraHops: string[] = []) => {
    forgeries++;
    const forged = `192.0.2.${forgeries % 250}`;
    return ctx.app.inject({
      method: 'POST',
      url: '/api/auth/check-email',
      payload: { email: 'quelquun@exemple.fr' },
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': [forged, client, ...extraHops].join(', ') },
    });
  };

  async function expectLimitedPerRealClient(env: Record<string, string>) {
    const ctx = await createTestApp({ database, env: { ...env, AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      for (let i = 0; i < 3; i++) expect((await throughProxy(ctx, '203.0.113.7')).statusCode).toBe(200);
      // A fresh forged value each time, and still the same bucket: the one of the real client.
      expect((await throughProxy(ctx, '203.0.113.7')).statusCode).toBe(429);
      expect((await throughProxy(ctx, '203.0.113.7')).statusCode).toBe(429);
      // Another client behind the same proxy has its own bucket: request.ip is not the proxy's.
      expect((await throughProxy(ctx, '198.51.100.9')).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  }

  it('with one hop trusted (TRUST_PROXY=1), the rate limit still bites on the real client', () =>
    expectLimitedPerRealClient({ TRUST_PROXY: '1' }));

  it('with the proxy given as a range (TRUST_PROXY=127.0.0.0/8), the same holds', () =>
    expectLimitedPerRealClient({ TRUST_PROXY: '127.0.0.0/8' }));

  it('with the proxy given as a list of addresses, the same holds', () =>
    expectLimitedPerRealClient({ TRUST_PROXY: '10.0.0.1, 127.0.0.1, ::1' }));

  it('with two hops trusted, the client is the value left of the second proxy', async () => {
    const ctx = await createTestApp({
      database,
      env: { TRUST_PROXY: '2', AUTH_RATE_LIMIT_PER_MINUTE: '3' },
    });
    try {
      const twoProxies = (client: string) => throughProxy(ctx, client, PROXY, ['10.0.0.5']);
      for (let i = 0; i < 3; i++) expect((await twoProxies('203.0.113.7')).statusCode).toBe(200);
      expect((await twoProxies('203.0.113.7')).statusCode).toBe(429);
      expect((await twoProxies('198.51.100.9')).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('with an address list, a client connecting directly cannot choose its IP', async () => {
    const ctx = await createTestApp({
      database,
      env: { TRUST_PROXY: '127.0.0.0/8', AUTH_RATE_LIMIT_PER_MINUTE: '3' },
    });
    try {
      // Not from the proxy: X-Forwarded-For is ignored, the socket address counts.
      const direct = (claimed: string) => throughProxy(ctx, claimed, '198.51.100.50');
      for (let i = 0; i < 3; i++) expect((await direct(`203.0.113.${i + 10}`)).statusCode).toBe(200);
      expect((await direct('203.0.113.99')).statusCode).toBe(429);
    } finally {
      await ctx.close();
    }
  });

  it('without TRUST_PROXY, a forged X-Forwarded-For changes nothing', async () => {
    const ctx = await createTestApp({ database, env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await throughProxy(ctx, `203.0.113.${i + 10}`)).statusCode).toBe(200);
      }
      // Every request is counted against the socket address, whatever the header says.
      expect((await throughProxy(ctx, '198.51.100.9')).statusCode).toBe(429);
    } finally {
      await ctx.close();
    }
  });
});
