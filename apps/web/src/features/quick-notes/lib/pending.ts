import type { NoteSummary } from '@trousse/contracts/api/notes/schemas';
import { NOTE_EXCERPT_LENGTH } from '@trousse/contracts/api/notes/endpoints';

/** A note created on this device. `at`: when, for the order of the list. */
export interface CreateNoteChange {
  account: string;
  id: string;
  title: string;
  body: string;
  at: string;
}

/** A note's new text, based on the version `base`; `before`: the text it replaced. */
export interface SaveNoteChange {
  account: string;
  id: string;
  base: number;
  title: string;
  body: string;
  before: { title: string; body: string };
  /** The id of the conflict copy, if one is made: the same when the change is sent again. */
  copyId: string;
  at: string;
}

export interface RemoveNoteChange {
  account: string;
  id: string;
}

export interface PendingNoteChanges {
  creates: readonly CreateNoteChange[];
  saves: readonly SaveNoteChange[];
  removes: readonly RemoveNoteChange[];
}

/** The words of a search, as the server splits them (lower-cased, on spaces). */
export function searchWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/u)
    .filter((word) => word !== '');
}

/** The server's rule: every word in the title or the body, whatever the case. */
export function matchesSearch(note: { title: string; body: string }, words: readonly string[]): boolean {
  const text = `${note.title.toLowerCase()}\n${note.body.toLowerCase()}`;
  return words.every((word) => text.includes(word));
}

/** The server's order: last changed first, then by id. */
export function byLastChange(a: NoteSummary, b: NoteSummary): number {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt < b.updatedAt ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const summaryOf = (change: CreateNoteChange | SaveNoteChange, version: number): NoteSummary => ({
  id: change.id,
  title: change.title,
  excerpt: change.body.slice(0, NOTE_EXCERPT_LENGTH),
  version,
  updatedAt: change.at,
});

/**
 * The list as it will be once the waiting changes arrive (decision 026: the server's answer with
 * them applied, never written into the cache). A note changed here is kept or left out by the
 * search as the server would; the others are as the server filtered them.
 */
export function listWithPending(
  server: readonly NoteSummary[],
  pending: PendingNoteChanges,
  query: string,
): NoteSummary[] {
  const words = searchWords(query);
  const notes = new Map(server.map((note) => [note.id, note]));
  for (const change of pending.creates) {
    if (!notes.has(change.id) && matchesSearch(change, words)) notes.set(change.id, summaryOf(change, 1));
  }
  for (const change of pending.saves) {
    const known = notes.get(change.id);
    if (matchesSearch(change, words)) notes.set(change.id, summaryOf(change, known?.version ?? change.base));
    else notes.delete(change.id);
  }
  for (const change of pending.removes) notes.delete(change.id);
  return [...notes.values()].sort(byLastChange);
}
