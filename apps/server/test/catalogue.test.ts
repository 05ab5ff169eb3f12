import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_TTL_MS } from '../src/modules/apps/service';
import { bearer, register } from './auth-helpers';
import { createTestApp, type TestContext } from './helpers';

describe('likes, favourites and installs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (url: string, token: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const catalogue = async (token?: string) =>
    (await ctx.app.inject({ url: '/api/apps', headers: token ? bearer(token) : {} })).json().data as {
      id: string;
      likesCount: number;
      isLikedByUser: boolean;
      isFavorite: boolean;
    }[];

  it('counts 100 simultaneous likes from 100 users as 100, and a repeated like once', async () => {
    const users = await Promise.all(Array.from({ length: 100 }, () => register(ctx)));
    const answers = await Promise.all(
      users.map((user) => post('/api/apps/todo-list/like', user.accessToken, { isLiked: true })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const again = await post('/api/apps/todo-list/like', users[0]!.accessToken, { isLiked: true });
    expect(again.json().data).toMatchObject({ id: 'todo-list', likesCount: 100, isLikedByUser: true });
    const twice = await Promise.all(
      [0, 1, 2].map(() => post('/api/apps/todo-list/like', users[1]!.accessToken, { isLiked: true })),
    );
    expect(twice.map((answer) => answer.json().data.likesCount)).toEqual([100, 100, 100]);

    const unliked = await post('/api/apps/todo-list/like', users[0]!.accessToken, { isLiked: false });
    expect(unliked.json().data).toMatchObject({ likesCount: 99, isLikedByUser: false });
    expect(
      (await post('/api/apps/todo-list/like', users[0]!.accessToken, { isLiked: false })).json().data
        .likesCount,
    ).toBe(99);

    // The anonymous list shows the new count once this instance's cache was cleared by the write.
    expect((await catalogue()).find((app) => app.id === 'todo-list')?.likesCount).toBe(99);
  });

  it('shows each signed-in caller their own flags, and visitors none', async () => {
    const alice = await register(ctx);
    const bob = await register(ctx);
    await post('/api/apps/pomodoro-timer/like', alice.accessToken, { isLiked: true });
    const fav = await post('/api/apps/color-palette/favorite', alice.accessToken, { isFavorite: true });
    expect(fav.json().data).toMatchObject({ id: 'color-palette', isFavorite: true, isLikedByUser: false });

    const forAlice = await catalogue(alice.accessToken);
    expect(forAlice.find((app) => app.id === 'pomodoro-timer')).toMatchObject({
      isLikedByUser: true,
      isFavorite: false,
    });
    expect(forAlice.find((app) => app.id === 'color-palette')).toMatchObject({ isFavorite: true });
    expect((await catalogue(bob.accessToken)).some((app) => app.isFavorite || app.isLikedByUser)).toBe(false);
    expect((await catalogue()).some((app) => app.isFavorite || app.isLikedByUser)).toBe(false);

    const unfav = await post('/api/apps/color-palette/favorite', alice.accessToken, { isFavorite: false });
    expect(unfav.json().data.isFavorite).toBe(false);
    // Her answer, kept for the second the list is cached, follows the change at once (the clock
    // of these tests stands still: the same copy of the list).
    expect((await catalogue(alice.accessToken)).find((app) => app.id === 'color-palette')).toMatchObject({
      isFavorite: false,
    });
    expect((await catalogue(alice.accessToken)).find((app) => app.id === 'pomodoro-timer')).toMatchObject({
      isLikedByUser: true,
    });
  });

  it('answers 401 for a dead session on the list, so the browser refreshes', async () => {
    const account = await register(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'http://localhost:3000', ...bearer(account.accessToken) },
    });
    expect(
      (await ctx.app.inject({ url: '/api/apps', headers: bearer(account.accessToken) })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/apps', headers: { authorization: 'Bearer nope' } })).statusCode,
    ).toBe(401);
  });

  it('installs and uninstalls, and lists the installed apps', async () => {
    const account = await register(ctx);
    expect(
      (await ctx.app.inject({ url: '/api/apps/user', headers: bearer(account.accessToken) })).json(),
    ).toEqual({ data: [] });
    const installed = await post('/api/apps/password-generator/install', account.accessToken);
    expect(installed.json()).toMatchObject({ success: true, data: { id: 'password-generator' } });
    await post('/api/apps/password-generator/install', account.accessToken);
    await post('/api/apps/word-counter/install', account.accessToken);
    const list = await ctx.app.inject({ url: '/api/apps/user', headers: bearer(account.accessToken) });
    expect(list.json().data.map((app: { id: string }) => app.id)).toEqual([
      'password-generator',
      'word-counter',
    ]);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/apps/word-counter/uninstall',
      headers: bearer(account.accessToken),
    });
    expect(removed.statusCode).toBe(200);
    const after = await ctx.app.inject({ url: '/api/apps/user', headers: bearer(account.accessToken) });
    expect(after.json().data.map((app: { id: string }) => app.id)).toEqual(['password-generator']);
  });

  it('refuses unknown apps, bad bodies and visitors', async () => {
    const account = await register(ctx);
    const unknown = await post('/api/apps/nope/like', account.accessToken, { isLiked: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Application non trouvée');
    expect((await post('/api/apps/todo-list/like', account.accessToken, { isLiked: 'oui' })).statusCode).toBe(
      400,
    );
    expect((await post('/api/apps/todo-list/like', account.accessToken, {})).statusCode).toBe(400);
    expect((await post('/api/apps/BAD%20ID/like', account.accessToken, { isLiked: true })).statusCode).toBe(
      400,
    );
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/apps/todo-list/like',
      payload: { isLiked: true },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("shows a user's new favourite on another instance as soon as the database tells it", async () => {
    const other = await createTestApp({ database: ctx.database, clock: ctx.clock });
    try {
      const account = await register(ctx);
      const flagsOn = async (app: TestContext) =>
        (await app.app.inject({ url: '/api/apps', headers: bearer(account.accessToken) }))
          .json()
          .data.find((entry: { id: string }) => entry.id === 'unit-converter').isFavorite;
      expect(await flagsOn(other)).toBe(false);
      await post('/api/apps/unit-converter/favorite', account.accessToken, { isFavorite: true });
      expect(await flagsOn(ctx)).toBe(true);
      // No delay to wait out: the other instance kept the flags, and the NOTIFY drops them.
      await vi.waitFor(async () => expect(await flagsOn(other)).toBe(true), { timeout: 2_000 });
      await post('/api/apps/unit-converter/favorite', account.accessToken, { isFavorite: false });
      await vi.waitFor(async () => expect(await flagsOn(other)).toBe(false), { timeout: 2_000 });
    } finally {
      await other.close();
    }
  });

  it('lets another instance see a like within the cache delay', async () => {
    const other = await createTestApp({ database: ctx.database, clock: ctx.clock });
    try {
      const before = (await other.app.inject('/api/apps'))
        .json()
        .data.find((app: { id: string }) => app.id === 'vat-calculator');
      const account = await register(ctx);
      await post('/api/apps/vat-calculator/like', account.accessToken, { isLiked: true });
      ctx.clock.advance(CATALOGUE_TTL_MS + 1);
      const after = (await other.app.inject('/api/apps'))
        .json()
        .data.find((app: { id: string }) => app.id === 'vat-calculator');
      expect(after.likesCount).toBe(before.likesCount + 1);
    } finally {
      await other.close();
    }
  });
});
