import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from './auth-helpers';
import { createTestApp, createTestDatabase, testRedisUrl, type TestContext } from './helpers';
import type { Database } from '../src/db/client';

describe('per-IP limits on the sign-in calls', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const checkEmail = (ctx: TestContext, ip = '203.0.113.7') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/check-email',
      payload: { email: 'quelquun@exemple.fr' },
      remoteAddress: ip,
    });

  it('answers 429 in French past AUTH_RATE_LIMIT_PER_MINUTE, per IP and route', async () => {
    const ctx = await createTestApp({ database, env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      for (let i = 0; i < 3; i++) expect((await checkEmail(ctx)).statusCode).toBe(200);
      const limited = await checkEmail(ctx);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        error: 'Trop de requêtes, veuillez réessayer plus tard',
        code: 'RATE_LIMITED',
      });
      expect((await checkEmail(ctx, '198.51.100.9')).statusCode).toBe(200);
      const otherRoute = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-reset',
        payload: { email: 'quelquun@exemple.fr' },
        remoteAddress: '203.0.113.7',
      });
      expect(otherRoute.statusCode).toBe(200);
      // A forged X-Forwarded-For changes nothing without TRUST_PROXY.
      const forged = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/check-email',
        payload: { email: 'quelquun@exemple.fr' },
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '192.0.2.1' },
      });
      expect(forged.statusCode).toBe(429);
    } finally {
      await ctx.close();
    }
  });

  it('is off with AUTH_RATE_LIMIT_PER_MINUTE=0', async () => {
    const ctx = await createTestApp({ database, env: { AUTH_RATE_LIMIT_PER_MINUTE: '0' } });
    try {
      for (let i = 0; i < 40; i++) expect((await checkEmail(ctx)).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it.runIf(testRedisUrl)('is shared by two instances through Redis', async () => {
    const env = { AUTH_RATE_LIMIT_PER_MINUTE: '4', REDIS_URL: testRedisUrl! };
    const a = await createTestApp({ database, env });
    const b = await createTestApp({ database, env });
    const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    try {
      expect((await checkEmail(a, ip)).statusCode).toBe(200);
      expect((await checkEmail(b, ip)).statusCode).toBe(200);
      expect((await checkEmail(a, ip)).statusCode).toBe(200);
      expect((await checkEmail(b, ip)).statusCode).toBe(200);
      expect((await checkEmail(a, ip)).statusCode).toBe(429);
      expect((await checkEmail(b, ip)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('lets requests through when Redis is unreachable: the lockout lives in PostgreSQL', async () => {
    const ctx = await createTestApp({
      database,
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '2', REDIS_URL: 'redis://127.0.0.1:1' },
    });
    try {
      for (let i = 0; i < 4; i++) expect((await checkEmail(ctx)).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

describe('mail without SMTP_URL', () => {
  it('writes each mail as an .eml file under DATA_DIR/mail', async () => {
    const ctx = await createTestApp();
    try {
      const { email } = await register(ctx);
      await ctx.app.inject({ method: 'POST', url: '/api/auth/request-reset', payload: { email } });
      const outbox = join(ctx.app.config.dataDir, 'mail');
      const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const eml = readFileSync(join(outbox, files[0]!), 'utf8');
      expect(eml).toContain(`To: ${email}`);
      expect(eml).toMatch(/Subject: .*r=C3=A9initialisation|Subject: Votre code/);
    } finally {
      await ctx.close();
    }
  });
});
