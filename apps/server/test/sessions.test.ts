import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../src/lib/access-tokens';
import { REFRESH_GRACE_MS, SESSION_LIFETIME_MS } from '../src/modules/auth/sessions';
import {
  bearer,
  device,
  GOOD_CODE,
  login,
  ORIGIN,
  refresh,
  refreshCookieOf,
  register,
  uniqueEmail,
} from './auth-helpers';
import { createTestApp, testDatabaseUrl, type TestContext } from './helpers';

describe('sessions and tokens', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const me = (token: string) => ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) });
  const heartbeat = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/heartbeat', headers: bearer(token) });

  it('rotates the refresh token at each refresh, and a replayed old one ends the session', async () => {
    const account = await register(ctx);
    const first = await refresh(ctx, account.cookie);
    expect(first.statusCode).toBe(200);
    const rotated = refreshCookieOf(first);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(account.cookie);
    expect((await me(first.json().accessToken)).statusCode).toBe(200);

    ctx.clock.advance(REFRESH_GRACE_MS + 1_000);
    const replay = await refresh(ctx, account.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'Session invalide ou expirée', code: 'REFRESH_INVALID' });
    // Theft detected: the legitimate holder of the new token is signed out too.
    expect((await refresh(ctx, rotated)).statusCode).toBe(401);
    expect((await me(first.json().accessToken)).statusCode).toBe(401);
    const audit = await ctx.app.inject({ url: '/api/audit', headers: bearer(account.accessToken) });
    expect(audit.statusCode).toBe(401);
  });

  it('lets two tabs refresh with the same token at once', async () => {
    const account = await register(ctx);
    const [a, b] = await Promise.all([refresh(ctx, account.cookie), refresh(ctx, account.cookie)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect((await me(a.json().accessToken)).statusCode).toBe(200);
    expect((await me(b.json().accessToken)).statusCode).toBe(200);
    const newCookie = refreshCookieOf(a) ?? refreshCookieOf(b);
    expect((await refresh(ctx, newCookie)).statusCode).toBe(200);
  });

  it('refuses refresh and logout from another origin', async () => {
    const account = await register(ctx);
    for (const origin of ['https://evil.example', '']) {
      const response = await refresh(ctx, account.cookie, origin);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('ORIGIN_REJECTED');
    }
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', cookie: account.cookie },
    });
    expect(logout.statusCode).toBe(403);
    expect((await me(account.accessToken)).statusCode).toBe(200);
  });

  it('logout ends the session at once: its access token and refresh cookie are refused', async () => {
    const account = await register(ctx);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: ORIGIN, cookie: account.cookie, ...bearer(account.accessToken) },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'refreshToken')?.value).toBe('');
    expect((await me(account.accessToken)).statusCode).toBe(401);
    expect((await refresh(ctx, account.cookie)).statusCode).toBe(401);
    expect((await heartbeat(account.accessToken)).json()).toEqual({ data: { code: 'CLIENT_DISCONNECTED' } });
  });

  it('keeps at most 3 live sessions: a 4th sign-in ends the oldest', async () => {
    const account = await register(ctx);
    const later = [];
    for (let i = 0; i < 3; i++) {
      ctx.clock.advance(1_000);
      const response = await login(ctx, account.email, GOOD_CODE, device(`phone-${i}`));
      later.push({ token: response.json().accessToken as string, cookie: refreshCookieOf(response) });
    }
    expect((await heartbeat(account.accessToken)).json()).toEqual({ data: { code: 'CLIENT_DISCONNECTED' } });
    expect((await refresh(ctx, account.cookie)).statusCode).toBe(401);
    for (const session of later) expect((await me(session.token)).statusCode).toBe(200);
    const list = await ctx.app.inject({ url: '/api/auth/sessions', headers: bearer(later[2]!.token) });
    expect(list.json().data).toHaveLength(3);
    expect(list.json().data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
  });

  it('enforces the cap under simultaneous sign-ins', async () => {
    const account = await register(ctx);
    const signIns = await Promise.all(
      Array.from({ length: 6 }, (_, i) => login(ctx, account.email, GOOD_CODE, device(`tab-${i}`))),
    );
    expect(signIns.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    // Once they are all answered, three are live (not four, whatever order they committed in).
    const [live] = await ctx.database.raw<{ n: number }>(
      `select count(*)::int as n from sessions where user_id = (select id from users where email = $1)
         and revoked_at is null`,
      [account.email],
    );
    expect(live?.n).toBe(3);
    const fresh = await login(ctx, account.email);
    const list = await ctx.app.inject({
      url: '/api/auth/sessions',
      headers: bearer(fresh.json().accessToken),
    });
    expect(list.json().data).toHaveLength(3);
  });

  it('lists sessions and ends one of them, but never another account’s', async () => {
    const account = await register(ctx);
    ctx.clock.advance(1_000);
    const second = await login(ctx, account.email);
    const list = await ctx.app.inject({ url: '/api/auth/sessions', headers: bearer(account.accessToken) });
    const sessions = list.json().data as { id: string; current: boolean; device: string }[];
    expect(sessions).toHaveLength(2);
    expect(sessions[0]?.device).toBe('Chrome sur Linux');
    const other = sessions.find((s) => !s.current)!;

    const stranger = await register(ctx);
    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${other.id}`,
      headers: bearer(stranger.accessToken),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Session introuvable');

    const ended = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${other.id}`,
      headers: bearer(account.accessToken),
    });
    expect(ended.statusCode).toBe(200);
    expect((await me(second.json().accessToken)).statusCode).toBe(401);
    const bad = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions/pas-un-id',
      headers: bearer(account.accessToken),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('expires access tokens after 15 minutes and sessions after 24 hours', async () => {
    const account = await register(ctx);
    ctx.clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1_000);
    expect((await me(account.accessToken)).statusCode).toBe(401);
    const renewed = await refresh(ctx, account.cookie);
    expect(renewed.statusCode).toBe(200);
    ctx.clock.advance(SESSION_LIFETIME_MS);
    expect((await refresh(ctx, refreshCookieOf(renewed))).statusCode).toBe(401);
  });

  it('accepts only its own signed access tokens', async () => {
    const account = await register(ctx);
    const [header, payload] = account.accessToken.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const forged = await new SignJWT({ sid: 'x', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.user.id)
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    const refreshValue = account.cookie.split('=')[1]!;
    for (const token of [unsigned, forged, `${header}.${payload}.AAAA`, refreshValue, '']) {
      const response = await ctx.app.inject({
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Authentification requise', code: 'UNAUTHENTICATED' });
    }
  });

  it('answers the heartbeat, and marks a hidden page away without ending the session', async () => {
    const account = await register(ctx);
    expect((await heartbeat(account.accessToken)).json()).toEqual({ data: { code: 'OK' } });
    const away = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/client-disconnect',
      headers: bearer(account.accessToken),
    });
    expect(away.json()).toEqual({ success: true });
    expect((await me(account.accessToken)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/heartbeat' })).statusCode).toBe(401);
  });

  it('keeps an audit log of the account, newest first, paginated', async () => {
    const account = await register(ctx);
    await login(ctx, account.email, '1111');
    ctx.clock.advance(1_000);
    const ok = await login(ctx, account.email, GOOD_CODE, device('new-phone'));
    const token = ok.json().accessToken;
    const readPage1 = () => ctx.app.inject({ url: '/api/audit?page=1&pageSize=2', headers: bearer(token) });
    // 'device.new' is written after the sign-in answers (it never delays it): wait for it.
    await expect.poll(async () => (await readPage1()).json().total).toBeGreaterThanOrEqual(4);
    const page1 = await readPage1();
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.data.map((event: { type: string }) => event.type)).toEqual(['device.new', 'login.succeeded']);
    expect(body.data[0]).toMatchObject({ ip: '127.0.0.0', device: 'Chrome sur Linux' });
    const page2 = await ctx.app.inject({ url: '/api/audit?page=2&pageSize=2', headers: bearer(token) });
    expect(page2.json().data.map((event: { type: string }) => event.type)).toEqual([
      'login.failed',
      'account.created',
    ]);
    const other = await register(ctx, uniqueEmail());
    const theirs = await ctx.app.inject({ url: '/api/audit', headers: bearer(other.accessToken) });
    expect(theirs.json().data.map((event: { type: string }) => event.type)).toEqual(['account.created']);
    expect(
      (await ctx.app.inject({ url: '/api/audit?pageSize=1000', headers: bearer(token) })).statusCode,
    ).toBe(400);
  });

  it('refuses at once a session ended outside this instance (another instance, an operator)', async () => {
    const account = await register(ctx);
    expect((await me(account.accessToken)).statusCode).toBe(200);
    // This instance now answers from its copy of the live session; the database tells it.
    await ctx.database.raw(
      `update sessions set revoked_at = now(), revoked_reason = 'operator'
       where user_id = (select id from users where email = $1)`,
      [account.email],
    );
    await vi.waitFor(async () => expect((await me(account.accessToken)).statusCode).toBe(401), {
      timeout: 2_000,
    });
  });
});

describe.runIf(testDatabaseUrl)(
  'live sessions when the notifications connection is lost (PostgreSQL)',
  () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp();
    });
    afterAll(() => ctx.close());

    const me = (token: string) => ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    const live = () => ctx.app.services.sessions.live;
    const revokeBySql = (email: string) =>
      ctx.database.raw(
        `update sessions set revoked_at = now(), revoked_reason = 'operator'
       where user_id = (select id from users where email = $1)`,
        [email],
      );

    it('reads every session while it cannot listen, and keeps copies again once it listens', async () => {
      const first = await register(ctx);
      expect((await me(first.accessToken)).statusCode).toBe(200);
      expect(live().size).toBeGreaterThan(0);

      await ctx.database.raw(
        `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
        [],
      );
      await vi.waitFor(() => expect(live().listening).toBe(false), { timeout: 2_000 });
      expect(live().size).toBe(0);
      // A change now sends a notification nobody hears: the session must be read, and refused.
      await revokeBySql(first.email);
      expect((await me(first.accessToken)).statusCode).toBe(401);

      await vi.waitFor(() => expect(live().listening).toBe(true), { timeout: 10_000 });
      const second = await register(ctx);
      expect((await me(second.accessToken)).statusCode).toBe(200);
      expect(live().size).toBeGreaterThan(0);
      await revokeBySql(second.email);
      await vi.waitFor(async () => expect((await me(second.accessToken)).statusCode).toBe(401), {
        timeout: 2_000,
      });
    });
  },
);
