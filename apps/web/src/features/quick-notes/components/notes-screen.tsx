import { notesErrors } from '@trousse/contracts/api/notes/errors';
import { syncedErrors } from '@trousse/contracts/api/synced-errors';
import { NOTES_MAX } from '@trousse/contracts/personal-tools';
import { Plus } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useAccountId } from '../../../entities/session/session-context';
import { newId, usePendingChanges, useSyncedMutation, useSyncedTool } from '../../../entities/synced';
import { SyncStatus } from '../../../components/synced';
import { useFormat } from '../../../hooks/use-format';
import { useSettled } from '../../../hooks/use-settled';
import type { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-message';
import { createNote, removeNote, saveNote } from '../api/notes-changes';
import { NoteEditor } from './note-editor';
import { NoteList } from './note-list';

/** The pause after the last key before the list is searched again. */
const SEARCH_PAUSE_MS = 300;

/** The list of notes beside (or, on a narrow screen, above) the open note. */
export function NotesScreen() {
  const account = useAccountId();
  useSyncedTool('notes');
  // SignedInOnly renders this only for a signed-in person: the account is known.
  return account ? <Notes account={account} /> : null;
}

function Notes({ account }: { account: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const selected = params.get('note');
  const [search, setSearch] = useState('');
  const query = useSettled(search.trim(), SEARCH_PAUSE_MS);
  const [problem, setProblem] = useState('');
  const [said, setSaid] = useState('');
  const newButton = useRef<HTMLButtonElement>(null);
  const [focusTitleOf, setFocusTitleOf] = useState<string | null>(null);

  const select = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('note', id);
          else next.delete('note');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const refused = useCallback(
    (error: ApiError) => {
      if (error.code === notesErrors.limitReached.code) {
        return t('quickNotes.errors.limitReached', { max: format.count(NOTES_MAX) });
      }
      return errorText(error, t, t('quickNotes.errors.saveFailed'), {
        [syncedErrors.itemNotFound.code]: 'quickNotes.errors.notFound',
      });
    },
    [t, format],
  );

  const create = useSyncedMutation(createNote, {
    onDropped: useCallback(
      (error: ApiError, change: { id: string }) => {
        setProblem(refused(error));
        if (new URLSearchParams(window.location.search).get('note') === change.id) select(null);
      },
      [refused, select],
    ),
  });
  const onSaveDropped = useCallback((error: ApiError) => setProblem(refused(error)), [refused]);
  const save = useSyncedMutation(saveNote, { onDropped: onSaveDropped });
  const remove = useSyncedMutation(removeNote, { onDropped: onSaveDropped });

  const creates = usePendingChanges(createNote);
  const saves = usePendingChanges(saveNote);
  const removes = usePendingChanges(removeNote);
  const pending = useMemo(
    () => ({
      creates: creates.filter((change) => change.account === account),
      saves: saves.filter((change) => change.account === account),
      removes: removes.filter((change) => change.account === account),
    }),
    [creates, saves, removes, account],
  );

  const startNote = () => {
    const id = newId();
    setProblem('');
    setSaid('');
    setSearch('');
    create({ account, id, title: '', body: '', at: new Date().toISOString() });
    setFocusTitleOf(id);
    select(id);
  };

  const removed = selected !== null && pending.removes.some((change) => change.id === selected);

  return (
    <div className="app-page__panel quick-notes">
      <div className="quick-notes__bar">
        <button ref={newButton} type="button" className="button button--primary" onClick={startNote}>
          <Plus size={16} aria-hidden="true" />
          {t('quickNotes.newNote')}
        </button>
        <SyncStatus scope="notes" />
      </div>
      {problem && (
        <p className="form-message form-message--error" role="alert">
          {problem}
        </p>
      )}
      <p className="sr-only" role="status">
        {said}
      </p>
      <div className="quick-notes__layout">
        <NoteList
          account={account}
          search={search}
          onSearch={setSearch}
          query={query}
          pending={pending}
          selected={selected}
          onSelect={(id) => {
            setProblem('');
            select(id);
          }}
        />
        <section className="quick-notes__editor-pane" aria-label={t('quickNotes.editorTitle')}>
          {selected && !removed ? (
            <NoteEditor
              key={selected}
              account={account}
              id={selected}
              pending={pending}
              focusTitle={focusTitleOf === selected}
              onSave={save}
              onDelete={() => {
                remove({ account, id: selected });
                select(null);
                setSaid(t('quickNotes.deleted'));
                // Once the dialog has closed and given the focus back to a button now gone.
                window.setTimeout(() => newButton.current?.focus(), 0);
              }}
            />
          ) : (
            <p className="quick-notes__hint">{t('quickNotes.noSelection')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
