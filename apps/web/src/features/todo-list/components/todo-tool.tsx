import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TODO_LIST_TITLE_MAX } from '@trousse/contracts/personal-tools';
import type { TodoList } from '@trousse/contracts/api/todo/schemas';

import { SectionEmpty, SectionError, SectionSkeleton } from '../../../components/section-states';
import { Modal } from '../../../components/ui/modal';
import { useAccountId } from '../../../entities/session/session-context';
import { newId, usePendingChanges, useSyncedMutation, useSyncedTool } from '../../../entities/synced';
import { SyncStatus } from '../../../components/synced';
import { toast } from '../../../lib/toast';
import { createList, deleteList, setOverriddenListener, updateList, useTodoLists } from '../api/todo-api';
import { listsWithPending } from '../lib/pending';
import { positionAfterLast } from '../lib/positions';
import { useDroppedNotice } from './dropped-notice';
import { ListPanel } from './list-panel';

export function TodoTool() {
  const { t } = useTranslation();
  useSyncedTool('todo');
  const accountId = useAccountId()!;
  const lists = useTodoLists();
  const onDropped = useDroppedNotice();
  const create = useSyncedMutation(createList, { onDropped });
  const created = usePendingChanges(createList);
  const updated = usePendingChanges(updateList);
  const deleted = usePendingChanges(deleteList);
  const [selected, setSelected] = useState<string>();
  const [title, setTitle] = useState('');
  const titleId = useId();

  useEffect(() => {
    setOverriddenListener(() => toast.error(t('todoList.conflictOverridden')));
    return () => setOverriddenListener(undefined);
  }, [t]);

  const shown = listsWithPending(lists.data ?? [], { created, updated, deleted });
  const current = shown.find((list) => list.id === selected) ?? shown[0];
  const onServer = (lists.data ?? []).some((list) => list.id === current?.id);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const text = title.trim();
    if (!text) return;
    const id = newId();
    create({ accountId, list: { id, title: text, position: positionAfterLast(shown) } });
    setTitle('');
    setSelected(id);
  };

  return (
    <div className="app-page__panel todo-list">
      <SyncStatus scope="todo" />
      <div className="todo-list__layout">
        <section className="todo-list__lists" aria-labelledby={`${titleId}-lists`}>
          <h2 id={`${titleId}-lists`} className="todo-list__heading">
            {t('todoList.listsTitle')}
          </h2>
          {lists.isPending && !lists.isError && created.length === 0 ? (
            <SectionSkeleton rows={3} />
          ) : lists.isError && shown.length === 0 ? (
            <SectionError message={t('todoList.loadError')} onRetry={() => void lists.refetch()} />
          ) : shown.length === 0 ? (
            <SectionEmpty message={t('todoList.noLists')} />
          ) : (
            <ul className="todo-list__list-choices" aria-label={t('todoList.listsLabel')}>
              {shown.map((list) => (
                <li key={list.id}>
                  <button
                    type="button"
                    className="todo-list__choice"
                    aria-current={list.id === current?.id ? 'true' : undefined}
                    onClick={() => setSelected(list.id)}
                  >
                    <span className="todo-list__choice-title">{list.title}</span>
                    <span
                      className="todo-list__choice-count"
                      aria-label={t('todoList.listProgressLabel', {
                        done: list.doneCount,
                        count: list.itemCount,
                      })}
                    >
                      {t('todoList.listProgress', { done: list.doneCount, total: list.itemCount })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form className="todo-list__new-list" onSubmit={add}>
            <label htmlFor={`${titleId}-new`} className="field-label">
              {t('todoList.newListLabel')}
            </label>
            <div className="todo-list__inline">
              <input
                id={`${titleId}-new`}
                className="text-input"
                value={title}
                maxLength={TODO_LIST_TITLE_MAX}
                placeholder={t('todoList.newListPlaceholder')}
                onChange={(event) => setTitle(event.target.value)}
              />
              <button type="submit" className="button button--secondary" disabled={title.trim() === ''}>
                <Plus size={16} aria-hidden="true" />
                {t('todoList.createList')}
              </button>
            </div>
          </form>
        </section>
        {current && (
          <ListHeaderAndPanel key={current.id} list={current} onServer={onServer} accountId={accountId} />
        )}
      </div>
    </div>
  );
}

function ListHeaderAndPanel({
  list,
  onServer,
  accountId,
}: {
  list: TodoList;
  onServer: boolean;
  accountId: string;
}) {
  const { t } = useTranslation();
  const onDropped = useDroppedNotice();
  const rename = useSyncedMutation(updateList, { onDropped });
  const remove = useSyncedMutation(deleteList, { onDropped });
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [title, setTitle] = useState(list.title);
  const headingId = useId();

  const saveTitle = (event: FormEvent) => {
    event.preventDefault();
    const text = title.trim();
    if (text && text !== list.title) {
      rename({
        accountId,
        id: list.id,
        version: list.version,
        changes: { title: text },
        previous: { title: list.title },
      });
    }
    setRenaming(false);
  };

  return (
    <section className="todo-list__panel" aria-labelledby={headingId}>
      {renaming ? (
        <form className="todo-list__rename" onSubmit={saveTitle}>
          <label htmlFor={`${headingId}-title`} className="field-label">
            {t('todoList.renameLabel')}
          </label>
          <div className="todo-list__inline">
            <input
              id={`${headingId}-title`}
              className="text-input"
              value={title}
              maxLength={TODO_LIST_TITLE_MAX}
              autoFocus
              onChange={(event) => setTitle(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setRenaming(false);
              }}
            />
            <button type="submit" className="button button--primary" disabled={title.trim() === ''}>
              {t('todoList.save')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setRenaming(false)}>
              {t('todoList.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="todo-list__panel-header">
          <h2 id={headingId} className="todo-list__heading">
            {list.title}
          </h2>
          <div className="todo-list__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setTitle(list.title);
                setRenaming(true);
              }}
            >
              <Pencil size={16} aria-hidden="true" />
              {t('todoList.rename')}
            </button>
            <button
              type="button"
              className="button button--danger-outline"
              onClick={() => setConfirming(true)}
            >
              <Trash2 size={16} aria-hidden="true" />
              {t('todoList.deleteList')}
            </button>
          </div>
        </div>
      )}
      {confirming && (
        <Modal
          title={t('todoList.deleteListTitle', { title: list.title })}
          description={
            list.itemCount === 0
              ? t('todoList.deleteListBodyEmpty')
              : t('todoList.deleteListBody', { count: list.itemCount })
          }
          onDismiss={() => setConfirming(false)}
        >
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              {t('todoList.cancel')}
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                remove({ accountId, id: list.id });
                setConfirming(false);
              }}
            >
              {t('todoList.confirmDelete')}
            </button>
          </div>
        </Modal>
      )}
      <ListPanel list={list} onServer={onServer} accountId={accountId} />
    </section>
  );
}
