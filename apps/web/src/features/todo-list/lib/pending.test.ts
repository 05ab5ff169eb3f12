import type { TodoItem } from '@trousse/contracts/api/todo/schemas';
import { describe, expect, it } from 'vitest';
import { itemsWithPending, listsWithPending } from './pending';

const item = (id: string, position: number, fields: Partial<TodoItem> = {}): TodoItem => ({
  id,
  listId: 'L',
  text: id,
  done: false,
  dueDate: null,
  position,
  version: 1,
  ...fields,
});

describe('the data shown: the server’s with the pending changes applied', () => {
  it('adds, changes, moves and removes items of the list, in order', () => {
    const shown = itemsWithPending('L', [item('a', 1), item('b', 2), item('c', 3)], {
      created: [
        { accountId: 'u', listId: 'L', item: { id: 'd', text: 'Nouvelle', dueDate: null, position: 4 } },
        { accountId: 'u', listId: 'other', item: { id: 'x', text: 'Ailleurs', dueDate: null, position: 1 } },
      ],
      updated: [
        {
          accountId: 'u',
          listId: 'L',
          id: 'a',
          version: 1,
          changes: { done: true },
          previous: { done: false },
        },
        {
          accountId: 'u',
          listId: 'L',
          id: 'd',
          version: 1,
          changes: { position: 0 },
          previous: { position: 4 },
        },
        { accountId: 'u', listId: 'L', id: 'a', version: 1, changes: { text: 'A' }, previous: { text: 'a' } },
      ],
      deleted: [{ accountId: 'u', listId: 'L', id: 'b' }],
    });
    expect(shown.map((one) => [one.id, one.text, one.done])).toEqual([
      ['d', 'Nouvelle', false],
      ['a', 'A', true],
      ['c', 'c', false],
    ]);
  });

  it('does not add twice an item the server already has', () => {
    const shown = itemsWithPending('L', [item('a', 1, { version: 3, done: true })], {
      created: [{ accountId: 'u', listId: 'L', item: { id: 'a', text: 'a', dueDate: null, position: 1 } }],
      updated: [],
      deleted: [],
    });
    expect(shown).toEqual([item('a', 1, { version: 3, done: true })]);
  });

  it('shows lists created, renamed and deleted here', () => {
    const lists = listsWithPending(
      [
        { id: 'a', title: 'A', position: 1, version: 1, itemCount: 2, doneCount: 1 },
        { id: 'b', title: 'B', position: 2, version: 1, itemCount: 0, doneCount: 0 },
      ],
      {
        created: [{ accountId: 'u', list: { id: 'c', title: 'C', position: 3 } }],
        updated: [
          { accountId: 'u', id: 'a', version: 1, changes: { title: 'Aa', position: 5 }, previous: {} },
        ],
        deleted: [{ accountId: 'u', id: 'b' }],
      },
    );
    expect(lists.map((list) => [list.id, list.title, list.itemCount])).toEqual([
      ['c', 'C', 0],
      ['a', 'Aa', 2],
    ]);
  });
});
