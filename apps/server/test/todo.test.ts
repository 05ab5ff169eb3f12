import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { syncedErrors } from '@trousse/contracts/api/synced-errors';
import { todoErrors } from '@trousse/contracts/api/todo/errors';
import { syncedMessagesFr } from '@trousse/contracts/api/synced-schemas';
import { todoMessagesFr } from '@trousse/contracts/api/todo/schemas';
import {
  TODO_ITEM_TEXT_MAX,
  TODO_ITEMS_PER_LIST_MAX,
  TODO_LIST_TITLE_MAX,
  TODO_LISTS_MAX,
} from '@trousse/contracts/personal-tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { bearer, register } from './auth-helpers';
import { createTestApp, createTestDatabase, testDatabaseUrl, type TestContext } from './helpers';

type Payload = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A signed-in account's calls on one app instance. */
function client(ctx: TestContext, token: string) {
  const call = (method: Method, url: string, payload?: Payload) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return {
    call,
    lists: () => call('GET', '/api/todo/lists'),
    createList: (payload: Payload) => call('POST', '/api/todo/lists', payload),
    updateList: (id: string, payload: Payload) => call('PUT', `/api/todo/lists/${id}`, payload),
    deleteList: (id: string) => call('DELETE', `/api/todo/lists/${id}`),
    items: (listId: string) => call('GET', `/api/todo/lists/${listId}/items`),
    createItem: (listId: string, payload: Payload) =>
      call('POST', `/api/todo/lists/${listId}/items`, payload),
    updateItem: (id: string, payload: Payload) => call('PUT', `/api/todo/items/${id}`, payload),
    deleteItem: (id: string) => call('DELETE', `/api/todo/items/${id}`),
  };
}

async function signedIn(ctx: TestContext) {
  const account = await register(ctx);
  return {
    ...client(ctx, account.accessToken),
    token: account.accessToken as string,
    userId: account.user.id as string,
  };
}

async function rowCount(database: Database, table: 'todo_lists' | 'todo_items', userId: string) {
  const [row] = await database.raw<{ n: number }>(
    `select count(*)::int as n from ${table} where user_id = $1`,
    [userId],
  );
  return row!.n;
}

describe('the to-do list’s calls', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('refuses visitors', async () => {
    const list = { id: randomUUID(), title: 'Liste', position: 1 };
    for (const [method, url, payload] of [
      ['GET', '/api/todo/lists', undefined],
      ['POST', '/api/todo/lists', list],
      ['GET', `/api/todo/lists/${randomUUID()}/items`, undefined],
      ['PUT', `/api/todo/items/${randomUUID()}`, { version: 1, done: true }],
      ['DELETE', `/api/todo/items/${randomUUID()}`, undefined],
    ] as const) {
      expect((await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode, url).toBe(
        401,
      );
    }
  });

  it('creates, lists with counts, renames, moves and deletes lists and items', async () => {
    const me = await signedIn(ctx);
    expect((await me.lists()).json()).toEqual({ data: [] });

    const courses = randomUUID();
    const travail = randomUUID();
    const created = await me.createList({ id: courses, title: '  Courses  ', position: 2 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      data: { id: courses, title: 'Courses', position: 2, version: 1, itemCount: 0, doneCount: 0 },
    });
    expect((await me.createList({ id: travail, title: 'Travail', position: 1 })).statusCode).toBe(201);

    const pain = randomUUID();
    const lait = randomUUID();
    const oeufs = randomUUID();
    const item = await me.createItem(courses, { id: pain, text: 'Pain', position: 1, dueDate: '2026-12-24' });
    expect(item.statusCode).toBe(201);
    expect(item.json()).toEqual({
      data: {
        id: pain,
        listId: courses,
        text: 'Pain',
        done: false,
        dueDate: '2026-12-24',
        position: 1,
        version: 1,
      },
    });
    await me.createItem(courses, { id: lait, text: 'Lait', position: 3 });
    await me.createItem(courses, { id: oeufs, text: 'Œufs', position: 2, dueDate: null });

    // In their positions; a float between two neighbours places one there.
    const items = (await me.items(courses)).json().data as { id: string }[];
    expect(items.map((one) => one.id)).toEqual([pain, oeufs, lait]);
    const moved = await me.updateItem(lait, { version: 1, position: 1.5 });
    expect(moved.json().data).toMatchObject({ position: 1.5, version: 2, text: 'Lait' });
    expect(((await me.items(courses)).json().data as { id: string }[]).map((one) => one.id)).toEqual([
      pain,
      lait,
      oeufs,
    ]);

    // Checked, its text and date changed, its date removed: each field on its own.
    const checked = await me.updateItem(pain, { version: 1, done: true });
    expect(checked.json().data).toMatchObject({
      done: true,
      text: 'Pain',
      dueDate: '2026-12-24',
      version: 2,
    });
    const edited = await me.updateItem(pain, { version: 2, text: 'Pain complet', dueDate: null });
    expect(edited.json().data).toMatchObject({ done: true, text: 'Pain complet', dueDate: null, version: 3 });

    const lists = (await me.lists()).json().data;
    expect(lists).toEqual([
      { id: travail, title: 'Travail', position: 1, version: 1, itemCount: 0, doneCount: 0 },
      { id: courses, title: 'Courses', position: 2, version: 1, itemCount: 3, doneCount: 1 },
    ]);

    const renamed = await me.updateList(courses, { version: 1, title: 'Courses de Noël', position: 0.5 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toEqual({
      id: courses,
      title: 'Courses de Noël',
      position: 0.5,
      version: 2,
      itemCount: 3,
      doneCount: 1,
    });
    expect(((await me.lists()).json().data as { id: string }[]).map((one) => one.id)).toEqual([
      courses,
      travail,
    ]);

    // Deleting answers the same whether the thing was there or not.
    expect((await me.deleteItem(oeufs)).json()).toEqual({ success: true });
    expect((await me.deleteItem(oeufs)).statusCode).toBe(200);
    expect((await me.items(courses)).json().data).toHaveLength(2);
    expect((await me.deleteList(courses)).json()).toEqual({ success: true });
    expect((await me.deleteList(courses)).statusCode).toBe(200);
    // Its items went with it.
    expect(await rowCount(ctx.database, 'todo_items', me.userId)).toBe(0);
    expect((await me.items(courses)).statusCode).toBe(404);
    expect((await me.lists()).json().data).toHaveLength(1);
  });

  it('answers a list’s items gzipped to a client that takes gzip, the same JSON either way', async () => {
    const me = await signedIn(ctx);
    const list = randomUUID();
    await me.createList({ id: list, title: 'Courses', position: 1 });
    for (let position = 1; position <= 40; position++)
      await me.createItem(list, { id: randomUUID(), text: `Article numéro ${position}`, position });
    const plain = await me.items(list);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (let read = 0; read < 2; read++) {
      const zipped = await ctx.app.inject({
        method: 'GET',
        url: `/api/todo/lists/${list}/items`,
        headers: { ...bearer(me.token), 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
    // gzip refused (q=0): the bytes as they are.
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/api/todo/lists/${list}/items`,
      headers: { ...bearer(me.token), 'accept-encoding': 'gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(plain.json());
  });

  it('answers a creation sent twice with the same row, not a second one', async () => {
    const me = await signedIn(ctx);
    const list = randomUUID();
    const first = await me.createList({ id: list, title: 'Une', position: 1 });
    const again = await me.createList({ id: list, title: 'Une', position: 1 });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const item = randomUUID();
    const firstItem = await me.createItem(list, { id: item, text: 'Tâche', position: 1 });
    const againItem = await me.createItem(list, { id: item, text: 'Tâche', position: 1 });
    expect(againItem.statusCode).toBe(201);
    expect(againItem.json()).toEqual(firstItem.json());
    expect(await rowCount(ctx.database, 'todo_lists', me.userId)).toBe(1);
    expect(await rowCount(ctx.database, 'todo_items', me.userId)).toBe(1);
    // Sent again after an edit: the row as it is now, unchanged by the old creation.
    await me.updateItem(item, { version: 1, text: 'Tâche modifiée' });
    const late = await me.createItem(list, { id: item, text: 'Tâche', position: 1 });
    expect(late.json().data).toMatchObject({ text: 'Tâche modifiée', version: 2 });
  });

  it('refuses a write on an old version with 409 and the item as it is, changing nothing', async () => {
    const me = await signedIn(ctx);
    const list = randomUUID();
    await me.createList({ id: list, title: 'Liste', position: 1 });
    const item = randomUUID();
    await me.createItem(list, { id: item, text: 'Avant', position: 1 });
    expect((await me.updateItem(item, { version: 1, text: 'Ici' })).statusCode).toBe(200);

    const late = await me.updateItem(item, { version: 1, done: true });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: syncedErrors.versionConflict.message,
      code: 'VERSION_CONFLICT',
      current: { id: item, listId: list, text: 'Ici', done: false, dueDate: null, position: 1, version: 2 },
    });
    const lateList = await me.updateList(list, { version: 2, title: 'Autre' });
    expect(lateList.statusCode).toBe(409);
    expect(lateList.json().current).toEqual({
      id: list,
      title: 'Liste',
      position: 1,
      version: 1,
      itemCount: 1,
      doneCount: 0,
    });
    expect((await me.items(list)).json().data[0]).toMatchObject({ text: 'Ici', done: false, version: 2 });
    expect((await me.lists()).json().data[0]).toMatchObject({ title: 'Liste', version: 1 });
  });

  it('never reads, changes or deletes another account’s lists and items (404)', async () => {
    const owner = await signedIn(ctx);
    const other = await signedIn(ctx);
    const list = randomUUID();
    const item = randomUUID();
    await owner.createList({ id: list, title: 'À moi', position: 1 });
    await owner.createItem(list, { id: item, text: 'Secret', position: 1 });

    const notFound = { error: syncedErrors.itemNotFound.message, code: 'ITEM_NOT_FOUND' };
    for (const answer of [
      await other.items(list),
      await other.updateList(list, { version: 1, title: 'Volée' }),
      await other.updateItem(item, { version: 1, done: true }),
      await other.createItem(list, { id: randomUUID(), text: 'Intrus', position: 2 }),
      // The ids are the client's: another account reusing one finds nothing.
      await other.createList({ id: list, title: 'Même id', position: 1 }),
      await other.updateItem(randomUUID(), { version: 1, done: true }),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(notFound);
    }
    const ownList = randomUUID();
    await other.createList({ id: ownList, title: 'La mienne', position: 1 });
    expect((await other.createItem(ownList, { id: item, text: 'Même id', position: 1 })).statusCode).toBe(
      404,
    );
    expect((await other.deleteItem(item)).statusCode).toBe(200);
    expect((await other.deleteList(list)).statusCode).toBe(200);
    expect((await other.lists()).json().data.map((one: { id: string }) => one.id)).toEqual([ownList]);

    expect((await owner.items(list)).json().data).toEqual([
      { id: item, listId: list, text: 'Secret', done: false, dueDate: null, position: 1, version: 1 },
    ]);
    expect((await owner.lists()).json().data).toEqual([
      { id: list, title: 'À moi', position: 1, version: 1, itemCount: 1, doneCount: 0 },
    ]);
  });

  it(`refuses one list past ${TODO_LISTS_MAX} with 422 and the figure`, async () => {
    const me = await signedIn(ctx);
    for (let i = 0; i < TODO_LISTS_MAX; i++) {
      expect((await me.createList({ id: randomUUID(), title: `Liste ${i}`, position: i })).statusCode).toBe(
        201,
      );
    }
    const refused = await me.createList({ id: randomUUID(), title: 'Une de trop', position: 99 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: todoErrors.listLimitReached.message,
      code: 'TODO_LIST_LIMIT_REACHED',
    });
    expect(refused.json().error).toBe('Vous avez atteint la limite de 20 listes.');
    expect(await rowCount(ctx.database, 'todo_lists', me.userId)).toBe(TODO_LISTS_MAX);
    // Once one goes, one more fits.
    const first = (await me.lists()).json().data[0].id as string;
    await me.deleteList(first);
    expect((await me.createList({ id: randomUUID(), title: 'De nouveau', position: 99 })).statusCode).toBe(
      201,
    );
  });

  it(`refuses one item past ${TODO_ITEMS_PER_LIST_MAX} in a list with 422 and the figure`, async () => {
    const me = await signedIn(ctx);
    const list = randomUUID();
    const otherList = randomUUID();
    await me.createList({ id: list, title: 'Pleine', position: 1 });
    await me.createList({ id: otherList, title: 'Vide', position: 2 });
    // All but one put in at once by SQL; the last two through the API.
    await ctx.database.raw(
      `insert into todo_items (id, user_id, list_id, text, position, created_at, updated_at)
       select gen_random_uuid(), $1, $2, 'Tâche ' || n, n, now(), now()
       from generate_series(1, $3::int) as n`,
      [me.userId, list, TODO_ITEMS_PER_LIST_MAX - 1],
    );
    const last = await me.createItem(list, { id: randomUUID(), text: 'La dernière', position: 10_000 });
    expect(last.statusCode).toBe(201);
    const refused = await me.createItem(list, { id: randomUUID(), text: 'Une de trop', position: 10_001 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: todoErrors.itemLimitReached.message,
      code: 'TODO_ITEM_LIMIT_REACHED',
    });
    expect(refused.json().error).toBe('Cette liste a atteint la limite de 500 tâches.');
    const all = (await me.items(list)).json().data as { text: string }[];
    expect(all).toHaveLength(TODO_ITEMS_PER_LIST_MAX);
    expect(all.at(-1)!.text).toBe('La dernière');
    // The limit is per list.
    expect(
      (await me.createItem(otherList, { id: randomUUID(), text: 'Ailleurs', position: 1 })).statusCode,
    ).toBe(201);
  });

  it('refuses bad input with 400 and a French message, changing nothing', async () => {
    const me = await signedIn(ctx);
    const list = randomUUID();
    await me.createList({ id: list, title: 'Liste', position: 1 });
    const item = randomUUID();
    await me.createItem(list, { id: item, text: 'Tâche', position: 1 });
    const M = { ...todoMessagesFr, ...syncedMessagesFr };
    const cases: [() => ReturnType<typeof me.call>, string, string][] = [
      [() => me.createList({ id: 'pas-un-uuid', title: 'x', position: 1 }), 'id', M.id],
      [() => me.createList({ id: randomUUID(), title: '   ', position: 1 }), 'title', M.titleEmpty],
      [
        () => me.createList({ id: randomUUID(), title: 'a'.repeat(TODO_LIST_TITLE_MAX + 1), position: 1 }),
        'title',
        M.titleTooLong,
      ],
      [
        () => me.createList({ id: randomUUID(), title: 'a\u0000b', position: 1 }),
        'title',
        M.forbiddenCharacter,
      ],
      [() => me.createList({ id: randomUUID(), title: 'x', position: 'haut' }), 'position', M.position],
      [() => me.createList({ id: randomUUID(), title: 'x', position: 1e300 }), 'position', M.position],
      [() => me.createItem(list, { id: randomUUID(), text: '', position: 1 }), 'text', M.textEmpty],
      [
        () =>
          me.createItem(list, { id: randomUUID(), text: 'a'.repeat(TODO_ITEM_TEXT_MAX + 1), position: 1 }),
        'text',
        M.textTooLong,
      ],
      [
        () => me.createItem(list, { id: randomUUID(), text: 'x', position: 1, dueDate: '24/12/2026' }),
        'dueDate',
        M.dueDate,
      ],
      [
        () => me.createItem(list, { id: randomUUID(), text: 'x', position: 1, dueDate: '2026-02-30' }),
        'dueDate',
        M.dueDate,
      ],
      [() => me.updateItem(item, { version: 0, done: true }), 'version', M.version],
      [() => me.updateItem(item, { version: 1.5, done: true }), 'version', M.version],
      [() => me.updateItem(item, { text: 'Sans version' }), 'version', M.version],
      [() => me.updateItem(item, { version: 1, text: ' ' }), 'text', M.textEmpty],
      [() => me.updateItem('pas-un-uuid', { version: 1, done: true }), 'id', M.id],
      [() => me.updateList(list, { version: 1, title: '' }), 'title', M.titleEmpty],
      [() => me.items('123'), 'id', M.id],
      [() => me.deleteItem('123'), 'id', M.id],
    ];
    for (const [send, field, message] of cases) {
      const answer = await send();
      expect(answer.statusCode, `${field}: ${answer.body.slice(0, 200)}`).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'Données invalides', code: 'VALIDATION_ERROR' });
      expect(answer.json().details).toContainEqual({ field, message });
    }
    // Nothing to change, unknown fields, no body: refused in French too.
    for (const answer of [
      await me.updateItem(item, { version: 1 }),
      await me.updateList(list, { version: 1 }),
      await me.updateItem(item, { version: 1, done: true, userId: me.userId }),
      await me.call('POST', '/api/todo/lists'),
    ]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_ERROR');
      expect(answer.json().error).toBe('Données invalides');
    }
    expect((await me.updateItem(item, { version: 1 })).json().details).toContainEqual({
      field: expect.any(String),
      message: M.nothingToChange,
    });
    // Exactly at the limits: accepted.
    const longest = await me.createItem(list, {
      id: randomUUID(),
      text: 'é'.repeat(TODO_ITEM_TEXT_MAX),
      position: 2,
    });
    expect(longest.statusCode).toBe(201);
    await me.deleteItem(longest.json().data.id);

    expect(await rowCount(ctx.database, 'todo_lists', me.userId)).toBe(1);
    expect((await me.items(list)).json().data).toEqual([
      { id: item, listId: list, text: 'Tâche', done: false, dueDate: null, position: 1, version: 1 },
    ]);
    expect((await me.lists()).json().data[0]).toMatchObject({ title: 'Liste', version: 1 });
  });
});

describe('the to-do list’s limits across two server instances on one database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it(`keeps ${TODO_LISTS_MAX} lists under 20 parallel creations split over two instances (${testDatabaseUrl ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const a = await createTestApp({ database });
    const b = await createTestApp({ database });
    try {
      const account = await register(a);
      const onA = client(a, account.accessToken);
      const onB = client(b, account.accessToken);
      const already = TODO_LISTS_MAX - 5;
      for (let i = 0; i < already; i++)
        await onA.createList({ id: randomUUID(), title: `L${i}`, position: i });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? onA : onB).createList({ id: randomUUID(), title: `Parallèle ${i}`, position: 100 + i }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 422)).toHaveLength(15);
      expect(await rowCount(database, 'todo_lists', account.user.id)).toBe(TODO_LISTS_MAX);

      // The items of one list likewise, with one place left.
      const list = (await onB.lists()).json().data[0].id as string;
      await database.raw(
        `insert into todo_items (id, user_id, list_id, text, position, created_at, updated_at)
         select gen_random_uuid(), $1, $2, 't', n, now(), now() from generate_series(1, $3::int) as n`,
        [account.user.id, list, TODO_ITEMS_PER_LIST_MAX - 1],
      );
      const itemAnswers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? onA : onB).createItem(list, { id: randomUUID(), text: `P${i}`, position: 1000 + i }),
        ),
      );
      expect(itemAnswers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
      expect(itemAnswers.filter((answer) => answer.statusCode === 422)).toHaveLength(19);
      expect((await onA.items(list)).json().data).toHaveLength(TODO_ITEMS_PER_LIST_MAX);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('a list’s items kept in memory by each instance (migration 0020, decision 011)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const texts = async (on: ReturnType<typeof client>, list: string) =>
    ((await on.items(list)).json().data as { text: string }[]).map((item) => item.text);

  it(`show every write at once on the instance that made it, and on the other once the database says so (${testDatabaseUrl ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const a = await createTestApp({ database });
    const b = await createTestApp({ database });
    try {
      const account = await register(a);
      const onA = client(a, account.accessToken);
      const onB = client(b, account.accessToken);
      const list = randomUUID();
      await onA.createList({ id: list, title: 'Partagée', position: 1 });
      const first = randomUUID();
      await onA.createItem(list, { id: first, text: 'Un', position: 1 });
      // Both instances read it, and keep it (once they listen, and the creation's own notice
      // has arrived: a read in flight when it does is not kept).
      const kept = async (on: ReturnType<typeof client>, ctx: TestContext) => {
        expect(await texts(on, list)).toEqual(['Un']);
        return ctx.app.services.todo.itemAnswers.get(list) !== undefined;
      };
      await expect.poll(() => kept(onA, a), { timeout: 5_000 }).toBe(true);
      await expect.poll(() => kept(onB, b), { timeout: 5_000 }).toBe(true);

      // A write on B: B's next read has it at once; A's once the notice arrives.
      await onB.createItem(list, { id: randomUUID(), text: 'Deux', position: 2 });
      expect(await texts(onB, list)).toEqual(['Un', 'Deux']);
      await expect.poll(() => texts(onA, list), { timeout: 5_000 }).toEqual(['Un', 'Deux']);

      // An update, a deletion, and a write made outside the product (an operator's SQL).
      const version = ((await onA.items(list)).json().data[0] as { version: number }).version;
      expect((await onA.updateItem(first, { version, text: 'Un, modifié' })).statusCode).toBe(200);
      expect(await texts(onA, list)).toEqual(['Un, modifié', 'Deux']);
      await expect.poll(() => texts(onB, list), { timeout: 5_000 }).toEqual(['Un, modifié', 'Deux']);
      expect((await onB.deleteItem(first)).statusCode).toBe(200);
      await expect.poll(() => texts(onA, list), { timeout: 5_000 }).toEqual(['Deux']);
      await database.raw(`update todo_items set text = 'Trois' where list_id = $1`, [list]);
      await expect.poll(() => texts(onA, list), { timeout: 5_000 }).toEqual(['Trois']);
      await expect.poll(() => texts(onB, list), { timeout: 5_000 }).toEqual(['Trois']);

      // The list goes: neither answers its items any more, nor to another account ever.
      const other = client(a, (await register(a)).accessToken);
      expect((await other.items(list)).statusCode).toBe(404);
      expect((await onA.deleteList(list)).statusCode).toBe(200);
      expect((await onA.items(list)).statusCode).toBe(404);
      await expect.poll(async () => (await onB.items(list)).statusCode, { timeout: 5_000 }).toBe(404);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('log lines of the to-do list’s writes', () => {
  it('carry the route and status, never a title or a text', async () => {
    const lines: string[] = [];
    const ctx = await createTestApp({
      env: { LOG_LEVEL: 'debug' },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const me = await signedIn(ctx);
      lines.length = 0;
      const list = randomUUID();
      const item = randomUUID();
      await me.createList({ id: list, title: 'TITRE-CONFIDENTIEL', position: 1 });
      await me.updateList(list, { version: 1, title: 'TITRE-RENOMME' });
      await me.createItem(list, { id: item, text: 'TEXTE-CONFIDENTIEL', position: 1, dueDate: '2031-07-14' });
      await me.updateItem(item, { version: 1, text: 'TEXTE-MODIFIE' });
      expect((await me.updateItem(item, { version: 1, text: 'TEXTE-EN-CONFLIT' })).statusCode).toBe(409);
      expect((await me.createList({ id: randomUUID(), title: 'TITRE-\u0000', position: 1 })).statusCode).toBe(
        400,
      );
      await me.items(list);

      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(
        entries.filter((entry) => entry.msg === 'request completed').map((entry) => entry.route),
      ).toEqual([
        '/api/todo/lists',
        '/api/todo/lists/:id',
        '/api/todo/lists/:id/items',
        '/api/todo/items/:id',
        '/api/todo/items/:id',
        '/api/todo/lists',
        '/api/todo/lists/:id/items',
      ]);
      const text = lines.join('\n');
      for (const secret of ['TITRE-', 'TEXTE-', '2031-07-14', list, item]) expect(text).not.toContain(secret);
    } finally {
      await ctx.close();
    }
  });
});
