import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { SectionError } from '../../../components/section-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormat } from '../../../hooks/use-format';
import { errorText } from '../../../lib/error-message';
import { useNoteList } from '../api/notes-queries';
import { listWithPending, type PendingNoteChanges } from '../lib/pending';
import { NOTE_SEARCH_MAX } from '@trousse/contracts/personal-tools';

interface NoteListProps {
  account: string;
  /** What the search box holds, and the search sent (once typing pauses). */
  search: string;
  onSearch: (search: string) => void;
  query: string;
  pending: PendingNoteChanges;
  selected: string | null;
  onSelect: (id: string) => void;
}

/** The account's notes, last changed first, with the search box. */
export function NoteList({ account, search, onSearch, query, pending, selected, onSelect }: NoteListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const list = useNoteList(account, query);
  const notes = useMemo(
    () => (list.data ? listWithPending(list.data.data, pending, query) : undefined),
    [list.data, pending, query],
  );
  const searching = query !== '';

  let content;
  if (list.isPending) {
    content = (
      <div aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        {[0, 1, 2].map((row) => (
          <div key={row} className="quick-notes__skeleton-row" aria-hidden="true">
            <Skeleton width="55%" />
            <Skeleton width="85%" />
          </div>
        ))}
      </div>
    );
  } else if (list.isError && !notes) {
    content = (
      <SectionError
        message={errorText(list.error, t, t('quickNotes.loadError'))}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (notes && notes.length === 0) {
    content = (
      <p className="quick-notes__hint">{searching ? t('quickNotes.noResults') : t('quickNotes.empty')}</p>
    );
  } else {
    content = (
      <ul className="quick-notes__list" aria-labelledby={titleId}>
        {notes?.map((note) => (
          <li key={note.id}>
            <button
              type="button"
              className="quick-notes__item"
              aria-current={note.id === selected ? 'true' : undefined}
              onClick={() => onSelect(note.id)}
            >
              <span className="quick-notes__item-title">{note.title.trim() || t('quickNotes.untitled')}</span>
              {note.excerpt.trim() !== '' && (
                <span className="quick-notes__item-excerpt">{note.excerpt}</span>
              )}
              <span className="quick-notes__item-date">
                {t('quickNotes.updatedAt', { date: format.dateTime(note.updatedAt) })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="quick-notes__list-pane" aria-labelledby={titleId}>
      <h2 id={titleId} className="quick-notes__heading">
        {t('quickNotes.listTitle')}
      </h2>
      <Field
        label={t('quickNotes.searchLabel')}
        hint={t('quickNotes.searchHint')}
        className="quick-notes__search"
        input={{
          type: 'search',
          value: search,
          maxLength: NOTE_SEARCH_MAX,
          autoComplete: 'off',
          onChange: (event) => onSearch(event.target.value),
        }}
      />
      <p className="sr-only" role="status">
        {searching && notes
          ? t('quickNotes.resultCount', { count: notes.length, value: format.count(notes.length) })
          : ''}
      </p>
      {content}
    </section>
  );
}
