import type { NoteSummary } from '@trousse/contracts/api/notes/schemas';
import { describe, expect, it } from 'vitest';

import { listWithPending, matchesSearch, searchWords, type PendingNoteChanges } from './pending';

const none: PendingNoteChanges = { creates: [], saves: [], removes: [] };
const summary = (id: string, updatedAt: string, title = id): NoteSummary => ({
  id,
  title,
  excerpt: `texte ${id}`,
  version: 1,
  updatedAt,
});
const server = [summary('b', '2026-11-27T10:02:00.000Z'), summary('a', '2026-11-27T10:01:00.000Z')];
const save = (id: string, title: string, body: string, at: string) => ({
  account: 'u',
  id,
  base: 1,
  title,
  body,
  before: { title: id, body: `texte ${id}` },
  copyId: `copy-${id}`,
  at,
});

describe('the list with the waiting changes', () => {
  it('is the server’s list when nothing waits', () => {
    expect(listWithPending(server, none, '')).toEqual(server);
  });

  it('puts a new note and a changed one first, and leaves a deleted one out', () => {
    const list = listWithPending(
      [...server, summary('c', '2026-11-27T09:00:00.000Z')],
      {
        creates: [
          { account: 'u', id: 'n', title: 'Nouvelle', body: 'x'.repeat(300), at: '2026-11-27T10:05:00.000Z' },
        ],
        saves: [save('a', 'A changée', 'corps', '2026-11-27T10:04:00.000Z')],
        removes: [{ account: 'u', id: 'b' }],
      },
      '',
    );
    expect(list.map((note) => note.id)).toEqual(['n', 'a', 'c']);
    expect(list[0]).toMatchObject({ title: 'Nouvelle', version: 1 });
    expect(list[0]!.excerpt).toHaveLength(200);
    expect(list[1]).toMatchObject({
      title: 'A changée',
      excerpt: 'corps',
      updatedAt: '2026-11-27T10:04:00.000Z',
    });
  });

  it('applies the search to the notes changed here, as the server would', () => {
    const pending: PendingNoteChanges = {
      creates: [
        { account: 'u', id: 'n', title: 'Recette', body: 'Tarte aux pommes', at: '2026-11-27T10:05:00.000Z' },
      ],
      saves: [save('a', 'Liste', 'carottes', '2026-11-27T10:04:00.000Z')],
      removes: [],
    };
    // The server found a and b for "pommes" before a was changed here.
    expect(listWithPending(server, pending, ' POMMES ').map((note) => note.id)).toEqual(['n', 'b']);
  });
});

describe('the search rule', () => {
  it('asks for every word, in the title or the body, whatever the case', () => {
    expect(searchWords('  Tarte   POMMES ')).toEqual(['tarte', 'pommes']);
    const note = { title: 'Recette de la Tarte', body: 'pommes, beurre' };
    expect(matchesSearch(note, searchWords('tarte pommes'))).toBe(true);
    expect(matchesSearch(note, searchWords('tarte poires'))).toBe(false);
    expect(matchesSearch(note, [])).toBe(true);
  });
});
