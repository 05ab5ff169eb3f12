import type { Note } from '@trousse/contracts/api/notes/schemas';
import { NOTE_BODY_MAX, NOTE_TITLE_MAX } from '@trousse/contracts/personal-tools';
import { Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { newId } from '../../../entities/synced';
import { Field } from '../../../components/field';
import { SectionError } from '../../../components/section-states';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormat } from '../../../hooks/use-format';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-message';
import { useNote } from '../api/notes-queries';
import type { NoteText } from '../lib/merge';
import type { PendingNoteChanges, SaveNoteChange } from '../lib/pending';

/** The pause after the last key before the text is saved. */
const SAVE_PAUSE_MS = 800;

interface NoteEditorProps {
  account: string;
  id: string;
  pending: PendingNoteChanges;
  /** A new note: the focus goes to its title. */
  focusTitle: boolean;
  onSave: (change: SaveNoteChange) => void;
  onDelete: () => void;
}

/** Where the editor starts from: the latest text this device knows, and its version. */
interface Start extends NoteText {
  base: number;
}

/** The open note: its server text with this device's waiting changes, then the editor. */
export function NoteEditor({ account, id, pending, focusTitle, onSave, onDelete }: NoteEditorProps) {
  const { t } = useTranslation();
  const creation = pending.creates.find((change) => change.id === id);
  const saves = pending.saves.filter((change) => change.id === id);
  const note = useNote(account, id, creation === undefined);
  const server = note.data?.data;
  const lastSave = saves.at(-1);

  let start: Start | undefined;
  if (lastSave) start = { title: lastSave.title, body: lastSave.body, base: lastSave.base };
  else if (server) start = { title: server.title, body: server.body, base: server.version };
  else if (creation) start = { title: creation.title, body: creation.body, base: 1 };

  if (!start) {
    if (note.isError) {
      const gone = isApiError(note.error) && note.error.status === 404;
      return gone ? (
        <p className="quick-notes__hint" role="alert">
          {t('quickNotes.noteGone')}
        </p>
      ) : (
        <SectionError
          message={errorText(note.error, t, t('quickNotes.noteLoadError'))}
          onRetry={() => void note.refetch()}
        />
      );
    }
    return (
      <div className="quick-notes__editor" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton width="60%" height="2.5rem" />
        <Skeleton width="100%" height="16rem" />
      </div>
    );
  }
  return (
    <EditorForm
      account={account}
      id={id}
      start={start}
      server={server}
      waiting={saves.length + (creation ? 1 : 0)}
      focusTitle={focusTitle}
      onSave={onSave}
      onDelete={onDelete}
    />
  );
}

interface EditorFormProps {
  account: string;
  id: string;
  start: Start;
  server: Note | undefined;
  /** This note's changes not yet acknowledged. */
  waiting: number;
  focusTitle: boolean;
  onSave: (change: SaveNoteChange) => void;
  onDelete: () => void;
}

function EditorForm({ account, id, start, server, waiting, focusTitle, onSave, onDelete }: EditorFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const counterId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<NoteText>({ title: start.title, body: start.body });
  const [confirming, setConfirming] = useState(false);
  // What the last change sent (or the text the editor adopted), and the version it was based
  // on: the next change replaces the one and is based on the other (rebased by the outbox).
  const sent = useRef<NoteText>({ title: start.title, body: start.body });
  const base = useRef(start.base);
  const latest = useRef(draft);
  const edit = (change: Partial<NoteText>) => {
    latest.current = { ...latest.current, ...change };
    setDraft(latest.current);
  };
  const timer = useRef<number | undefined>(undefined);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const text = latest.current;
    const before = sent.current;
    if (text.title === before.title && text.body === before.body) return;
    onSave({
      account,
      id,
      base: base.current,
      title: text.title,
      body: text.body,
      before,
      copyId: newId(),
      at: new Date().toISOString(),
    });
    sent.current = text;
  }, [account, id, onSave]);

  // Saved as one types, once the typing pauses; at once when the page is hidden or left.
  useEffect(() => {
    if (draft.title === sent.current.title && draft.body === sent.current.body) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(flush, SAVE_PAUSE_MS);
  }, [draft, flush]);
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  // Another device's change, read by the refetch on focus or the poll: shown when nothing typed
  // here is on its way (otherwise the outbox merges, and the conflict copy keeps both texts).
  useEffect(() => {
    if (!server || waiting > 0 || timer.current !== undefined) return;
    const mine = sent.current;
    if (latest.current.title !== mine.title || latest.current.body !== mine.body) return;
    if (server.title === mine.title && server.body === mine.body) return;
    sent.current = { title: server.title, body: server.body };
    base.current = server.version;
    latest.current = sent.current;
    setDraft(sent.current);
  }, [server, waiting]);

  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  const title = draft.title.trim() || t('quickNotes.untitled');
  return (
    <div className="quick-notes__editor">
      <Field
        label={t('quickNotes.titleLabel')}
        className="quick-notes__field"
        input={{
          ref: titleRef,
          value: draft.title,
          maxLength: NOTE_TITLE_MAX,
          placeholder: t('quickNotes.titlePlaceholder'),
          autoComplete: 'off',
          onChange: (event) => edit({ title: event.target.value }),
          onBlur: flush,
        }}
      />
      <Field
        label={t('quickNotes.bodyLabel')}
        hint={t('quickNotes.bodyHint')}
        describedBy={counterId}
        className="quick-notes__field quick-notes__field--body"
      >
        {(control) => (
          <textarea
            {...control}
            className="text-input quick-notes__body"
            rows={14}
            maxLength={NOTE_BODY_MAX}
            value={draft.body}
            onChange={(event) => edit({ body: event.target.value })}
            onBlur={flush}
          />
        )}
      </Field>
      <div className="quick-notes__editor-foot">
        <p id={counterId} className="quick-notes__counter">
          {t('quickNotes.characterCount', {
            value: format.count(draft.body.length),
            max: format.count(NOTE_BODY_MAX),
          })}
        </p>
        <button type="button" className="button button--danger-outline" onClick={() => setConfirming(true)}>
          <Trash2 size={16} aria-hidden="true" />
          {t('quickNotes.delete')}
        </button>
      </div>
      {confirming && (
        <Modal
          title={t('quickNotes.deleteTitle')}
          description={<p>{t('quickNotes.deleteBody', { title })}</p>}
          onDismiss={() => setConfirming(false)}
        >
          <div className="dialog__actions dialog__actions--end">
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              {t('quickNotes.cancel')}
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                window.clearTimeout(timer.current);
                timer.current = undefined;
                sent.current = latest.current;
                setConfirming(false);
                onDelete();
              }}
            >
              {t('quickNotes.confirmDelete')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
