import { randomUUID } from 'node:crypto';
import { notesErrors } from '@trousse/contracts/api/notes/errors';
import { syncedErrors } from '@trousse/contracts/api/synced-errors';
import { syncedMessagesFr } from '@trousse/contracts/api/synced-schemas';
import { NOTE_BODY_MAX, NOTE_SEARCH_MAX, NOTE_TITLE_MAX, NOTES_MAX } from '@trousse/contracts/personal-tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { ManualClock } from '../src/lib/clock';
import { bearer, register } from './auth-helpers';
import { createTestApp, createTestDatabase, testDatabaseUrl, type TestContext } from './helpers';

type Account = Awaited<ReturnType<typeof register>>;
type Payload = Record<string, unknown>;

function calls(ctx: TestContext, account: Account) {
  const headers = bearer(account.accessToken);
  return {
    list: (q?: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/notes', query: q === undefined ? {} : { q }, headers }),
    get: (id: string) => ctx.app.inject({ method: 'GET', url: `/api/notes/${id}`, headers }),
    create: (payload: Payload) => ctx.app.inject({ method: 'POST', url: '/api/notes', payload, headers }),
    update: (id: string, payload: Payload) =>
      ctx.app.inject({ method: 'PUT', url: `/api/notes/${id}`, payload, headers }),
    remove: (id: string) => ctx.app.inject({ method: 'DELETE', url: `/api/notes/${id}`, headers }),
  };
}

/** The account's notes as the database holds them. */
async function stored(ctx: TestContext, userId: string) {
  return ctx.database.raw<{ id: string; title: string; body: string; version: number }>(
    'select id, title, body, version from notes where user_id = $1 order by id',
    [userId],
  );
}

/** `count` notes written straight into the database: the way to the limit without 500 calls. */
async function fill(database: Database, userId: string, count: number) {
  await database.raw(
    `insert into notes (id, user_id, title, body, version, created_at, updated_at)
     select gen_random_uuid(), $1, 'rempli ' || i, '', 1, now(), now() from generate_series(1, $2::int) as i`,
    [userId, count],
  );
}

describe('the quick notes, /api/notes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ clock: new ManualClock('2026-11-27T10:00:00Z') });
  });
  afterAll(() => ctx.close());

  it('creates, reads, lists, updates and deletes a note, each write a new version', async () => {
    const account = await register(ctx);
    const api = calls(ctx, account);
    const id = randomUUID();
    const body = `Première ligne\n${'x'.repeat(300)}`;
    const created = await api.create({ id, title: 'Courses', body });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({
      id,
      title: 'Courses',
      body,
      version: 1,
      createdAt: '2026-11-27T10:00:00.000Z',
      updatedAt: '2026-11-27T10:00:00.000Z',
    });
    expect((await api.get(id)).json().data).toEqual(created.json().data);

    ctx.clock.advance(60_000);
    const second = randomUUID();
    expect((await api.create({ id: second, title: 'Idées', body: 'court' })).statusCode).toBe(201);
    // Last changed first, with the body's first 200 characters only.
    const listed = (await api.list()).json().data;
    expect(listed).toEqual([
      { id: second, title: 'Idées', excerpt: 'court', version: 1, updatedAt: '2026-11-27T10:01:00.000Z' },
      {
        id,
        title: 'Courses',
        excerpt: body.slice(0, 200),
        version: 1,
        updatedAt: '2026-11-27T10:00:00.000Z',
      },
    ]);

    ctx.clock.advance(60_000);
    const updated = await api.update(id, { version: 1, title: 'Courses du samedi', body: 'pain, lait' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      id,
      title: 'Courses du samedi',
      body: 'pain, lait',
      version: 2,
      createdAt: '2026-11-27T10:00:00.000Z',
      updatedAt: '2026-11-27T10:02:00.000Z',
    });
    expect((await api.list()).json().data.map((note: { id: string }) => note.id)).toEqual([id, second]);

    const removed = await api.remove(id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    const gone = await api.get(id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({
      code: syncedErrors.itemNotFound.code,
      error: syncedErrors.itemNotFound.message,
    });
    // A deletion sent twice is not an error.
    expect((await api.remove(id)).statusCode).toBe(200);
    expect(await stored(ctx, account.user.id)).toEqual([
      { id: second, title: 'Idées', body: 'court', version: 1 },
    ]);
  });

  it('makes one note of a creation sent twice, and answers it as it is', async () => {
    const account = await register(ctx);
    const api = calls(ctx, account);
    const id = randomUUID();
    const first = await api.create({ id, title: 'Une', body: 'texte' });
    const again = await api.create({ id, title: 'Une', body: 'texte' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    // Resent after a later edit (its answer was lost long ago): the note as it is now.
    await api.update(id, { version: 1, title: 'Une', body: 'modifié' });
    const late = await api.create({ id, title: 'Une', body: 'texte' });
    expect(late.statusCode).toBe(201);
    expect(late.json().data).toMatchObject({ body: 'modifié', version: 2 });
    expect(await stored(ctx, account.user.id)).toHaveLength(1);
  });

  it('refuses a write based on an old version with 409 and the note as it is now', async () => {
    const account = await register(ctx);
    const api = calls(ctx, account);
    const id = randomUUID();
    await api.create({ id, title: 'Partagée', body: 'v1' });
    const fromA = await api.update(id, { version: 1, title: 'Partagée', body: 'texte de A' });
    expect(fromA.json().data.version).toBe(2);
    const fromB = await api.update(id, { version: 1, title: 'Partagée', body: 'texte de B' });
    expect(fromB.statusCode).toBe(409);
    expect(fromB.json()).toEqual({
      error: syncedErrors.versionConflict.message,
      code: syncedErrors.versionConflict.code,
      current: fromA.json().data,
    });
    expect(await stored(ctx, account.user.id)).toEqual([
      { id, title: 'Partagée', body: 'texte de A', version: 2 },
    ]);
    // Sent again on the current version, it goes through.
    const retried = await api.update(id, { version: 2, title: 'Partagée', body: 'texte de B' });
    expect(retried.json().data).toMatchObject({ body: 'texte de B', version: 3 });
    // A version from the future is as wrong as an old one.
    expect((await api.update(id, { version: 9, title: 'x', body: 'x' })).statusCode).toBe(409);
  });

  it("answers 404 for another account's note, and changes nothing of it", async () => {
    const owner = await register(ctx);
    const other = await register(ctx);
    const id = randomUUID();
    await calls(ctx, owner).create({ id, title: 'Privée', body: 'secret' });
    const api = calls(ctx, other);
    for (const answer of [
      await api.get(id),
      await api.update(id, { version: 1, title: 'volée', body: 'volé' }),
      await api.create({ id, title: 'volée', body: 'volé' }),
      await api.update(randomUUID(), { version: 1, title: 'absente', body: '' }),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe(syncedErrors.itemNotFound.code);
    }
    expect((await api.remove(id)).statusCode).toBe(200);
    expect((await api.list()).json().data).toEqual([]);
    expect((await api.list('secret')).json().data).toEqual([]);
    expect(await stored(ctx, owner.user.id)).toEqual([{ id, title: 'Privée', body: 'secret', version: 1 }]);
    expect(await stored(ctx, other.user.id)).toEqual([]);
  });

  it('finds the notes holding every word searched, in the title or the body, whatever the case', async () => {
    const account = await register(ctx);
    const api = calls(ctx, account);
    const a = randomUUID();
    const b = randomUUID();
    const c = randomUUID();
    await api.create({ id: a, title: 'Recette de la Tarte', body: 'pommes, beurre, sucre' });
    await api.create({ id: b, title: 'Liste', body: 'Pommes de terre et carottes' });
    await api.create({ id: c, title: '100 % réussi', body: 'under_score' });
    const found = async (q: string) =>
      ((await api.list(q)).json().data as { id: string }[]).map((note) => note.id).sort();
    expect(await found('POMMES')).toEqual([a, b].sort());
    expect(await found('  tarte   pommes ')).toEqual([a]);
    expect(await found('pommes carottes')).toEqual([b]);
    expect(await found('pommes absent')).toEqual([]);
    expect(await found('RÉUSSI')).toEqual([c]);
    // Text, never a pattern.
    expect(await found('%')).toEqual([c]);
    expect(await found('r_ussi')).toEqual([]);
    expect(await found('_')).toEqual([c]);
    expect(await found('')).toHaveLength(3);
  });

  it('refuses bad input with 400 and a French message, and changes nothing', async () => {
    const account = await register(ctx);
    const api = calls(ctx, account);
    const id = randomUUID();
    await api.create({ id, title: 'Intacte', body: 'texte' });
    const expectRefused = async (answer: Awaited<ReturnType<typeof api.get>>, message?: string) => {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'Données invalides', code: 'VALIDATION_ERROR' });
      if (message)
        expect(answer.json().details.map((d: { message: string }) => d.message)).toContain(message);
    };
    const fr = (value: number) => value.toLocaleString('fr-FR');
    await expectRefused(
      await api.create({ id: randomUUID(), title: 'a'.repeat(NOTE_TITLE_MAX + 1), body: '' }),
      `Le titre d'une note est limité à ${fr(NOTE_TITLE_MAX)} caractères.`,
    );
    await expectRefused(
      await api.create({ id: randomUUID(), title: '', body: 'é'.repeat(NOTE_BODY_MAX + 1) }),
      `Le contenu d'une note est limité à ${fr(NOTE_BODY_MAX)} caractères.`,
    );
    await expectRefused(
      await api.update(id, { version: 1, title: 'x', body: 'b'.repeat(NOTE_BODY_MAX + 1) }),
      `Le contenu d'une note est limité à ${fr(NOTE_BODY_MAX)} caractères.`,
    );
    await expectRefused(
      await api.list('m'.repeat(NOTE_SEARCH_MAX + 1)),
      `La recherche est limitée à ${fr(NOTE_SEARCH_MAX)} caractères.`,
    );
    await expectRefused(await api.create({ id: 'pas-un-uuid', title: 't', body: '' }), syncedMessagesFr.id);
    await expectRefused(await api.create({ id: randomUUID(), body: '' }), 'Le titre doit être un texte.');
    await expectRefused(
      await api.create({ id: randomUUID(), title: 't', body: 12 }),
      'Le contenu doit être un texte.',
    );
    await expectRefused(await api.create({ id: randomUUID(), title: 't', body: '', html: '<b>' }));
    await expectRefused(
      await api.update(id, { version: 0, title: 'x', body: 'x' }),
      syncedMessagesFr.version,
    );
    await expectRefused(
      await api.update(id, { version: '1', title: 'x', body: 'x' }),
      syncedMessagesFr.version,
    );
    // Past a PostgreSQL integer, and the NUL character its text cannot hold (the fuzzer's finds).
    await expectRefused(
      await api.update(id, { version: 2 ** 31, title: 'x', body: 'x' }),
      syncedMessagesFr.version,
    );
    await expectRefused(
      await api.update(id, { version: 1, title: '\u0000', body: '' }),
      syncedMessagesFr.forbiddenCharacter,
    );
    await expectRefused(
      await api.create({ id: randomUUID(), title: 't', body: 'a\u0000b' }),
      syncedMessagesFr.forbiddenCharacter,
    );
    await expectRefused(await api.list('a\u0000b'), syncedMessagesFr.forbiddenCharacter);
    await expectRefused(await api.update(id, { version: 1.5, title: 'x', body: 'x' }));
    await expectRefused(await api.update(id, { title: 'x', body: 'x' }));
    await expectRefused(await api.get('123'), syncedMessagesFr.id);
    await expectRefused(await api.update('123', { version: 1, title: 'x', body: 'x' }));
    await expectRefused(await api.remove('123'));
    expect(await stored(ctx, account.user.id)).toEqual([{ id, title: 'Intacte', body: 'texte', version: 1 }]);
  });

  it('takes a title and a body exactly at their limits, accents included', async () => {
    const account = await register(ctx);
    const api = calls(ctx, account);
    const id = randomUUID();
    const body = 'é\n'.repeat(NOTE_BODY_MAX / 2);
    const created = await api.create({ id, title: 'ô'.repeat(NOTE_TITLE_MAX), body });
    expect(created.statusCode, created.body.slice(0, 200)).toBe(201);
    expect((await api.get(id)).json().data.body).toBe(body);
    expect((await api.list('ô')).json().data[0].excerpt).toBe(body.slice(0, 200));
  });

  it(`refuses the note after the ${NOTES_MAX}th with 422 and the figure, but not a creation sent again`, async () => {
    const account = await register(ctx);
    const api = calls(ctx, account);
    await fill(ctx.database, account.user.id, NOTES_MAX - 1);
    const last = randomUUID();
    expect((await api.create({ id: last, title: 'dernière', body: '' })).statusCode).toBe(201);
    const refused = await api.create({ id: randomUUID(), title: 'de trop', body: '' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: notesErrors.limitReached.message, code: 'NOTES_LIMIT_REACHED' });
    expect(notesErrors.limitReached.message).toContain(`limite de ${NOTES_MAX} notes`);
    expect((await api.create({ id: last, title: 'dernière', body: '' })).statusCode).toBe(201);
    expect(await stored(ctx, account.user.id)).toHaveLength(NOTES_MAX);
    expect((await api.list()).json().data).toHaveLength(NOTES_MAX);
    // One deleted, one may be made again.
    await api.remove(last);
    expect((await api.create({ id: randomUUID(), title: 'à nouveau', body: '' })).statusCode).toBe(201);
  });

  it('asks for a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notes' })).statusCode).toBe(401);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/notes',
      payload: { id: randomUUID(), title: 't', body: 'b' },
    });
    expect(created.statusCode).toBe(401);
  });
});

describe('the notes limit across two server instances on one database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it(`lets exactly the last 5 of 20 parallel creations through, split over two instances (${testDatabaseUrl ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const a = await createTestApp({ database });
    const b = await createTestApp({ database });
    try {
      const account = await register(a);
      await fill(database, account.user.id, NOTES_MAX - 5);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          calls(i % 2 ? a : b, account).create({ id: randomUUID(), title: `parallèle ${i}`, body: '' }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 422)).toHaveLength(15);
      const [row] = await database.raw<{ n: number }>(
        'select count(*)::int as n from notes where user_id = $1',
        [account.user.id],
      );
      expect(row!.n).toBe(NOTES_MAX);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('log lines of the notes', () => {
  it('carry the route and the status, never a title, a body or a search', async () => {
    const lines: string[] = [];
    const ctx = await createTestApp({
      env: { LOG_LEVEL: 'info', NODE_ENV: 'development' },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const account = await register(ctx);
      const api = calls(ctx, account);
      const id = randomUUID();
      await api.create({ id, title: 'TitreConfidentiel', body: 'CorpsConfidentiel' });
      await api.update(id, { version: 1, title: 'TitreConfidentiel2', body: 'CorpsConfidentiel2' });
      await api.update(id, { version: 1, title: 'TitreConflit', body: 'CorpsConflit' });
      await api.create({ id: randomUUID(), title: 'TitreTropLong'.repeat(50), body: '' });
      await api.list('RechercheConfidentielle');
      await api.get(id);
      const noteLines = lines.filter((line) => line.includes('/api/notes'));
      expect(noteLines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).not.toMatch(/Confidenti|Conflit|TropLong/);
    } finally {
      await ctx.close();
    }
  });
});
