import { randomUUID } from 'node:crypto';
import { habitsErrors } from '@trousse/contracts/api/habits/errors';
import { habitsFieldMessages } from '@trousse/contracts/api/habits/schemas';
import { syncedErrors } from '@trousse/contracts/api/synced-errors';
import { syncedMessagesFr } from '@trousse/contracts/api/synced-schemas';
import {
  HABIT_CHECK_PAST_DAYS,
  HABIT_HISTORY_DAYS,
  HABIT_NAME_MAX,
  HABIT_TARGET_MAX,
  HABITS_MAX,
} from '@trousse/contracts/personal-tools';
import { addDays } from '@trousse/contracts/habit-streaks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { ManualClock } from '../src/lib/clock';
import { bearer, register } from './auth-helpers';
import { createTestApp, createTestDatabase, testDatabaseUrl, type TestContext } from './helpers';

const PARIS = 'Europe/Paris';
type Payload = Record<string, unknown>;

/** One account's calls to the habit tracker. */
function client(ctx: TestContext, token: string) {
  const headers = bearer(token);
  return {
    list: (timeZone = PARIS) =>
      ctx.app.inject({ method: 'GET', url: `/api/habits?timeZone=${encodeURIComponent(timeZone)}`, headers }),
    create: (payload: Payload) => ctx.app.inject({ method: 'POST', url: '/api/habits', headers, payload }),
    update: (id: string, payload: Payload) =>
      ctx.app.inject({ method: 'PUT', url: `/api/habits/${id}`, headers, payload }),
    remove: (id: string) => ctx.app.inject({ method: 'DELETE', url: `/api/habits/${id}`, headers }),
    check: (id: string, day: string, count: number, timeZone = PARIS) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/habits/${id}/days/${day}`,
        headers,
        payload: { count, timeZone },
      }),
  };
}

async function signedIn(ctx: TestContext) {
  const account = await register(ctx);
  return { ...client(ctx, account.accessToken), account };
}

async function storedHabits(ctx: TestContext, userId: string) {
  return ctx.database.raw<{ id: string; name: string; daily_target: number; version: number }>(
    'select id, name, daily_target, version from habits where user_id = $1 order by created_at, id',
    [userId],
  );
}

async function storedChecks(ctx: TestContext, habitId: string) {
  return ctx.database.raw<{ day: string; count: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, count from habit_checks where habit_id = $1 order by day`,
    [habitId],
  );
}

describe('the habit tracker’s calls', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ clock: new ManualClock('2026-01-15T10:00:00Z') });
  });
  afterAll(() => ctx.close());

  it('refuses a visitor', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/habits?timeZone=UTC' });
    expect(answer.statusCode).toBe(401);
  });

  it('creates, lists, renames, changes the target and deletes a habit', async () => {
    const me = await signedIn(ctx);
    expect((await me.list()).json()).toEqual({ today: '2026-01-15', habits: [] });

    const id = randomUUID();
    const created = await me.create({ id, name: '  Lire 20 pages  ', dailyTarget: 1 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id, name: 'Lire 20 pages', dailyTarget: 1, version: 1 });
    expect(created.json().createdAt).toBe('2026-01-15T10:00:00.000Z');

    const renamed = await me.update(id, { version: 1, name: 'Lire 30 pages' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Lire 30 pages', dailyTarget: 1, version: 2 });
    const retargeted = await me.update(id, { version: 2, dailyTarget: 3 });
    expect(retargeted.json()).toMatchObject({ name: 'Lire 30 pages', dailyTarget: 3, version: 3 });

    const list = (await me.list()).json();
    expect(list.habits).toEqual([
      expect.objectContaining({ id, name: 'Lire 30 pages', dailyTarget: 3, version: 3, checks: [] }),
    ]);

    const deleted = await me.remove(id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await me.list()).json().habits).toEqual([]);
    // Deleting again (the outbox sent it twice) is no error.
    expect((await me.remove(id)).statusCode).toBe(200);
  });

  it('creates once when the same creation arrives twice', async () => {
    const me = await signedIn(ctx);
    const id = randomUUID();
    const first = await me.create({ id, name: 'Méditer', dailyTarget: 1 });
    const again = await me.create({ id, name: 'Méditer', dailyTarget: 1 });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await storedHabits(ctx, me.account.user.id)).toHaveLength(1);
  });

  it('refuses a write based on an old version with 409 and the habit as it is now', async () => {
    const me = await signedIn(ctx);
    const id = randomUUID();
    await me.create({ id, name: 'Courir', dailyTarget: 1 });
    expect((await me.update(id, { version: 1, name: 'Courir 5 km' })).statusCode).toBe(200);

    const stale = await me.update(id, { version: 1, dailyTarget: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: syncedErrors.versionConflict.code,
      error: syncedErrors.versionConflict.message,
      current: { id, name: 'Courir 5 km', dailyTarget: 1, version: 2 },
    });
    expect(await storedHabits(ctx, me.account.user.id)).toEqual([
      { id, name: 'Courir 5 km', daily_target: 1, version: 2 },
    ]);
  });

  it('answers 404 for another account’s habit, and changes nothing of it', async () => {
    const owner = await signedIn(ctx);
    const other = await signedIn(ctx);
    const id = randomUUID();
    await owner.create({ id, name: 'Boire de l’eau', dailyTarget: 8 });

    const notFound = { code: syncedErrors.itemNotFound.code, error: syncedErrors.itemNotFound.message };
    const update = await other.update(id, { version: 1, name: 'Piraté' });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toMatchObject(notFound);
    const check = await other.check(id, '2026-01-15', 1);
    expect(check.statusCode).toBe(404);
    expect(check.json()).toMatchObject(notFound);
    const creation = await other.create({ id, name: 'Piraté', dailyTarget: 1 });
    expect(creation.statusCode).toBe(404);
    expect(creation.json()).toMatchObject(notFound);
    expect((await other.remove(id)).statusCode).toBe(200);

    expect(await storedHabits(ctx, owner.account.user.id)).toEqual([
      { id, name: 'Boire de l’eau', daily_target: 8, version: 1 },
    ]);
    expect(await storedChecks(ctx, id)).toEqual([]);
    expect((await other.list()).json().habits).toEqual([]);
    // An unknown habit is as absent.
    expect((await owner.check(randomUUID(), '2026-01-15', 1)).statusCode).toBe(404);
    expect((await owner.update(randomUUID(), { version: 1, name: 'x' })).statusCode).toBe(404);
  });

  it('sets a day’s count (idempotent), removes it at 0, keeps it at the target, lists a year', async () => {
    const me = await signedIn(ctx);
    const id = randomUUID();
    await me.create({ id, name: 'Pompes', dailyTarget: 3 });

    expect((await me.check(id, '2026-01-15', 2)).json()).toEqual({ day: '2026-01-15', count: 2 });
    expect((await me.check(id, '2026-01-15', 2)).json()).toEqual({ day: '2026-01-15', count: 2 });
    expect((await me.check(id, '2026-01-14', 3)).json()).toEqual({ day: '2026-01-14', count: 3 });
    // Above the target (lowered meanwhile on another device): kept at the target.
    expect((await me.check(id, '2026-01-13', 5)).json()).toEqual({ day: '2026-01-13', count: 3 });
    expect(await storedChecks(ctx, id)).toEqual([
      { day: '2026-01-13', count: 3 },
      { day: '2026-01-14', count: 3 },
      { day: '2026-01-15', count: 2 },
    ]);

    expect((await me.check(id, '2026-01-13', 0)).json()).toEqual({ day: '2026-01-13', count: 0 });
    expect((await me.check(id, '2026-01-13', 0)).statusCode).toBe(200);
    const [habit] = (await me.list()).json().habits;
    expect(habit.checks).toEqual([
      { day: '2026-01-14', count: 3 },
      { day: '2026-01-15', count: 2 },
    ]);
    // A check changes no version: it needs none.
    expect(habit.version).toBe(1);

    // The answer carries HABIT_HISTORY_DAYS days, today included: an older check stays stored, unlisted.
    const oldest = addDays('2026-01-15', -(HABIT_HISTORY_DAYS - 1));
    await ctx.database.raw(
      `insert into habit_checks (habit_id, user_id, day, count, updated_at)
       values ($1, $2, $3::date, 3, now()), ($1, $2, $4::date, 3, now())`,
      [id, me.account.user.id, oldest, addDays(oldest, -1)],
    );
    const year = (await me.list()).json().habits[0];
    expect(year.checks).toEqual([
      { day: oldest, count: 3 },
      { day: '2026-01-14', count: 3 },
      { day: '2026-01-15', count: 2 },
    ]);

    // Deleting the habit deletes its checks.
    await me.remove(id);
    expect(await storedChecks(ctx, id)).toEqual([]);
  });

  it(`accepts today and the ${HABIT_CHECK_PAST_DAYS} days before it, not 8 days back nor tomorrow`, async () => {
    const me = await signedIn(ctx);
    const id = randomUUID();
    await me.create({ id, name: 'Écrire', dailyTarget: 1 });
    expect((await me.check(id, '2026-01-08', 1)).statusCode).toBe(200);
    const refused = { code: habitsErrors.dayOutOfRange.code, error: habitsErrors.dayOutOfRange.message };
    for (const day of ['2026-01-07', '2026-01-16', '2025-06-01']) {
      const answer = await me.check(id, day, 1);
      expect(answer.statusCode, day).toBe(400);
      expect(answer.json()).toMatchObject(refused);
    }
    expect(habitsErrors.dayOutOfRange.message).toBe(
      'Vous ne pouvez cocher qu’aujourd’hui et les 7 jours précédents.'.replaceAll('’', "'"),
    );
    expect(await storedChecks(ctx, id)).toEqual([{ day: '2026-01-08', count: 1 }]);
  });

  it('puts a check on the person’s own day: at 23:30 UTC, Auckland is a day ahead of Los Angeles', async () => {
    ctx.clock.set('2026-01-15T23:30:00Z');
    try {
      const me = await signedIn(ctx);
      const id = randomUUID();
      await me.create({ id, name: 'Dormir tôt', dailyTarget: 1 });
      expect((await me.list('Pacific/Auckland')).json().today).toBe('2026-01-16');
      expect((await me.list('America/Los_Angeles')).json().today).toBe('2026-01-15');

      // Today in Auckland; tomorrow in Los Angeles, where it cannot be checked yet.
      expect((await me.check(id, '2026-01-16', 1, 'Pacific/Auckland')).statusCode).toBe(200);
      const early = await me.check(id, '2026-01-16', 1, 'America/Los_Angeles');
      expect(early.statusCode).toBe(400);
      expect(early.json().code).toBe(habitsErrors.dayOutOfRange.code);
      // Eight days back from Auckland's today is seven from Los Angeles's.
      expect((await me.check(id, '2026-01-08', 1, 'Pacific/Auckland')).statusCode).toBe(400);
      expect((await me.check(id, '2026-01-08', 1, 'America/Los_Angeles')).statusCode).toBe(200);

      // The same instant's day, seen from each zone.
      const auckland = (await me.list('Pacific/Auckland')).json().habits[0];
      expect(auckland.checks.map((check: { day: string }) => check.day)).toEqual([
        '2026-01-08',
        '2026-01-16',
      ]);
      const losAngeles = (await me.list('America/Los_Angeles')).json().habits[0];
      expect(losAngeles.checks.map((check: { day: string }) => check.day)).toEqual(['2026-01-08']);
    } finally {
      ctx.clock.set('2026-01-15T10:00:00Z');
    }
  });

  it('refuses bad input with 400 and a French message, and changes nothing', async () => {
    const me = await signedIn(ctx);
    const id = randomUUID();
    await me.create({ id, name: 'Marcher', dailyTarget: 2 });
    const m = { ...habitsFieldMessages, ...syncedMessagesFr, nameNul: syncedMessagesFr.forbiddenCharacter };

    const creations: [Payload, string, string][] = [
      [{ id: 'pas-un-uuid', name: 'A', dailyTarget: 1 }, 'id', m.id],
      [{ id: randomUUID(), name: '   ', dailyTarget: 1 }, 'name', m.nameRequired],
      [{ id: randomUUID(), dailyTarget: 1 }, 'name', m.nameRequired],
      [{ id: randomUUID(), name: 'a'.repeat(HABIT_NAME_MAX + 1), dailyTarget: 1 }, 'name', m.nameTooLong],
      [{ id: randomUUID(), name: 'Li\u0000re', dailyTarget: 1 }, 'name', m.nameNul],
      [{ id: randomUUID(), name: 'A', dailyTarget: 0 }, 'dailyTarget', m.target],
      [{ id: randomUUID(), name: 'A', dailyTarget: HABIT_TARGET_MAX + 1 }, 'dailyTarget', m.target],
      [{ id: randomUUID(), name: 'A', dailyTarget: 1.5 }, 'dailyTarget', m.target],
      [{ id: randomUUID(), name: 'A', dailyTarget: '2' }, 'dailyTarget', m.target],
    ];
    for (const [payload, field, message] of creations) {
      const answer = await me.create(payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'Données invalides', code: 'VALIDATION_ERROR' });
      expect(answer.json().details).toContainEqual({ field, message });
    }
    // Exactly at the limits: accepted.
    const edge = await me.create({
      id: randomUUID(),
      name: 'a'.repeat(HABIT_NAME_MAX),
      dailyTarget: HABIT_TARGET_MAX,
    });
    expect(edge.statusCode).toBe(201);

    const updates: [Payload, string][] = [
      [{ version: 1 }, m.nothingToChange],
      [{ version: 0, name: 'B' }, m.version],
      [{ version: 2 ** 31, name: 'B' }, m.version],
      [{ name: 'B' }, m.version],
      [{ version: 1, dailyTarget: 0 }, m.target],
      [{ version: 1, name: 'a'.repeat(HABIT_NAME_MAX + 1) }, m.nameTooLong],
    ];
    for (const [payload, message] of updates) {
      const answer = await me.update(id, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.json().details.map((detail: { message: string }) => detail.message)).toContain(message);
    }
    expect((await me.update('pas-un-uuid', { version: 1, name: 'B' })).statusCode).toBe(400);

    const checks: [string, number, string, string][] = [
      ['2026-02-30', 1, PARIS, m.day],
      ['15-01-2026', 1, PARIS, m.day],
      ['2026-01-15', -1, PARIS, m.count],
      ['2026-01-15', HABIT_TARGET_MAX + 1, PARIS, m.count],
      ['2026-01-15', 1, 'Europe/Atlantide', m.timeZone],
      ['2026-01-15', 1, '', m.timeZone],
    ];
    for (const [day, count, zone, message] of checks) {
      const answer = await me.check(id, day, count, zone);
      expect(answer.statusCode, `${day} ${count} ${zone}`).toBe(400);
      expect(answer.json().details.map((detail: { message: string }) => detail.message)).toContain(message);
    }
    const badZone = await me.list('Mars/Olympus');
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().details).toContainEqual({ field: 'timeZone', message: m.timeZone });

    const stored = await storedHabits(ctx, me.account.user.id);
    expect(stored).toHaveLength(2);
    expect(stored.find((habit) => habit.id === id)).toEqual({
      id,
      name: 'Marcher',
      daily_target: 2,
      version: 1,
    });
    expect(await storedChecks(ctx, id)).toEqual([]);
  });

  it(`refuses habit number ${HABITS_MAX + 1} with 422 and the figure, but finds an existing one again`, async () => {
    const me = await signedIn(ctx);
    const ids = Array.from({ length: HABITS_MAX }, () => randomUUID());
    for (const [i, id] of ids.entries()) {
      expect((await me.create({ id, name: `Habitude ${i}`, dailyTarget: 1 })).statusCode).toBe(201);
    }
    const refused = await me.create({ id: randomUUID(), name: 'Une de trop', dailyTarget: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: habitsErrors.limitReached.code,
      error: `Vous avez atteint la limite de ${HABITS_MAX} habitudes.`,
    });
    expect(habitsErrors.limitReached.message).toContain('50');
    // A creation sent again at the limit finds its habit: no 422 for what already exists.
    expect((await me.create({ id: ids[0], name: 'Habitude 0', dailyTarget: 1 })).statusCode).toBe(201);
    expect(await storedHabits(ctx, me.account.user.id)).toHaveLength(HABITS_MAX);
    // One deleted frees a place.
    await me.remove(ids[1]!);
    expect((await me.create({ id: randomUUID(), name: 'Nouvelle', dailyTarget: 1 })).statusCode).toBe(201);
  });
});

describe('the habits limit across two server instances on one database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it(`keeps ${HABITS_MAX} habits under 20 parallel creations split over two instances (${testDatabaseUrl ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const clock = new ManualClock('2026-01-15T10:00:00Z');
    const a = await createTestApp({ database, clock });
    const b = await createTestApp({ database, clock });
    try {
      const account = await register(a);
      const onA = client(a, account.accessToken);
      const onB = client(b, account.accessToken);
      const before = HABITS_MAX - 7;
      for (let i = 0; i < before; i++) {
        expect((await onA.create({ id: randomUUID(), name: `H${i}`, dailyTarget: 1 })).statusCode).toBe(201);
      }
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? onA : onB).create({ id: randomUUID(), name: `P${i}`, dailyTarget: 1 }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(7);
      expect(statuses.filter((status) => status === 422)).toHaveLength(13);
      expect(await storedHabits(a, account.user.id)).toHaveLength(HABITS_MAX);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('log lines of the habit tracker’s writes', () => {
  it('carry the route and status, never a name or a count', async () => {
    const lines: string[] = [];
    const ctx = await createTestApp({
      env: { LOG_LEVEL: 'info', NODE_ENV: 'development' },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const me = await signedIn(ctx);
      const id = randomUUID();
      const secret = 'Appeler-Maman-Zorglub';
      expect((await me.create({ id, name: secret, dailyTarget: 7 })).statusCode).toBe(201);
      expect((await me.update(id, { version: 1, name: `${secret}-bis` })).statusCode).toBe(200);
      expect((await me.update(id, { version: 1, name: `${secret}-ter` })).statusCode).toBe(409);
      expect((await me.check(id, '2026-01-15', 6)).statusCode).toBe(200);
      expect(
        (await me.create({ id: randomUUID(), name: `${secret}${'x'.repeat(200)}`, dailyTarget: 1 }))
          .statusCode,
      ).toBe(400);
      const written = lines.filter((line) => line.includes('/api/habits'));
      expect(written.length).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line).not.toContain('Zorglub');
        expect(line).not.toContain('"count"');
        expect(line).not.toContain('dailyTarget');
      }
    } finally {
      await ctx.close();
    }
  });
});
