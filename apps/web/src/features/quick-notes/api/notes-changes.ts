import { endpoints } from '@trousse/contracts/api/endpoints';
import { NOTE_EXCERPT_LENGTH } from '@trousse/contracts/api/notes/endpoints';
import type { Note, NoteSummary } from '@trousse/contracts/api/notes/schemas';
import { syncedErrors } from '@trousse/contracts/api/synced-errors';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';

import { rebasedVersion, recordVersion, syncedMutation } from '../../../entities/synced';
import { apiCall, isApiError } from '../../../lib/api-client';
import { endpointQueryKey, isEndpointQueryKey } from '../../../lib/api/query-keys';
import { resolveNoteConflict, type NoteText } from '../lib/merge';
import {
  byLastChange,
  type CreateNoteChange,
  type RemoveNoteChange,
  type SaveNoteChange,
} from '../lib/pending';

// The changes of the quick notes (decision 026): registered once, at module level, so that those
// read back from the outbox after a reload find what sends them. Each puts the server's answer in
// the cache; what waits is shown from the changes themselves (usePendingChanges).

/** The key of one note's answer. */
export const noteKey = (account: string | null, id: string) =>
  endpointQueryKey(endpoints.notes.get, account, id);

/** The key of the list for a search (all the account's searches: `listKeyPrefix`). */
export const listKey = (account: string | null, query: string) =>
  endpointQueryKey(endpoints.notes.list, account, query);

const isList = {
  predicate: (query: { queryKey: readonly unknown[] }) =>
    isEndpointQueryKey(query.queryKey, endpoints.notes.list),
};

type ListAnswer = { data: NoteSummary[] };

/** Every cached list of the account, with `note` as the server now has it (or without it). */
function patchLists(client: QueryClient, id: string, note: Note | null): void {
  client.setQueriesData<ListAnswer>(isList, (answer) => {
    if (!answer) return answer;
    const others = answer.data.filter((summary) => summary.id !== id);
    const known = others.length !== answer.data.length;
    if (!note || !known) return { data: others };
    const summary: NoteSummary = {
      id: note.id,
      title: note.title,
      excerpt: note.body.slice(0, NOTE_EXCERPT_LENGTH),
      version: note.version,
      updatedAt: note.updatedAt,
    };
    return { data: [...others, summary].sort(byLastChange) };
  });
}

/** After a write: the note's answer in the cache, the lists patched and read again. */
function acknowledge(client: QueryClient, account: string, note: Note): void {
  client.setQueryData(noteKey(account, note.id), { data: note });
  patchLists(client, note.id, note);
  void client.invalidateQueries(isList);
}

/** The conflict copy's title, in the reader's language (the tool's texts are loaded). */
const copyTitle = (title: string) =>
  i18next.t('quickNotes.conflictCopy', { title, defaultValue: `${title} (copie de conflit)` });

function isNote(value: unknown): value is Note {
  const note = value as Partial<Note> | null;
  return (
    typeof note === 'object' &&
    note !== null &&
    typeof note.id === 'string' &&
    typeof note.title === 'string' &&
    typeof note.body === 'string' &&
    typeof note.version === 'number'
  );
}

export const createNote = syncedMutation<CreateNoteChange>('notes', 'create', async (change, client) => {
  const { data } = await apiCall(endpoints.notes.create, {
    body: { id: change.id, title: change.title, body: change.body },
  });
  acknowledge(client, change.account, data);
  return data;
});

/** How many times a change merges with a 409 before it gives up (a third device keeps writing). */
const MAX_MERGES = 3;

export const saveNote = syncedMutation<SaveNoteChange>('notes', 'save', async (change, client) => {
  const { account, id, base, before } = change;
  let mine: NoteText = { title: change.title, body: change.body };
  let version = rebasedVersion(id, base);
  for (let merges = 0; ; merges++) {
    try {
      const { data } = await apiCall(endpoints.notes.update, { params: { id }, body: { version, ...mine } });
      recordVersion(id, base, data.version);
      recordVersion(id, version, data.version);
      acknowledge(client, account, data);
      return data;
    } catch (error) {
      // Deleted on another device meanwhile: what was typed here is not lost, it becomes a note
      // of its own (under the copy's id, so that sending this change again makes one).
      if (isApiError(error) && error.code === syncedErrors.itemNotFound.code) {
        const { data } = await apiCall(endpoints.notes.create, {
          body: { id: change.copyId, title: copyTitle(mine.title), body: mine.body },
        });
        acknowledge(client, account, data);
        return data;
      }
      const current = isApiError(error) ? error.body?.current : undefined;
      if (
        !isApiError(error) ||
        error.code !== syncedErrors.versionConflict.code ||
        !isNote(current) ||
        merges >= MAX_MERGES
      ) {
        throw error;
      }
      const { write, copy } = resolveNoteConflict(mine, before, current, copyTitle);
      // The other device's text first: it is safe in its copy before this one replaces it.
      if (copy) {
        const { data } = await apiCall(endpoints.notes.create, { body: { id: change.copyId, ...copy } });
        acknowledge(client, account, data);
      }
      if (!write) {
        recordVersion(id, base, current.version);
        recordVersion(id, version, current.version);
        acknowledge(client, account, current);
        return current;
      }
      mine = write;
      version = current.version;
    }
  }
});

export const removeNote = syncedMutation<RemoveNoteChange>('notes', 'remove', async (change, client) => {
  await apiCall(endpoints.notes.remove, { params: { id: change.id } });
  client.removeQueries({ queryKey: noteKey(change.account, change.id), exact: true });
  patchLists(client, change.id, null);
  return null;
});
