import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TODO_ITEM_TEXT_MAX } from '@trousse/contracts/personal-tools';
import type { TodoItem, TodoList } from '@trousse/contracts/api/todo/schemas';

import { SectionError, SectionSkeleton } from '../../../components/section-states';
import { newId, usePendingChanges, useSyncedMutation } from '../../../entities/synced';
import { createItem, deleteItem, updateItem, useTodoItems } from '../api/todo-api';
import { itemsWithPending, type ItemFields } from '../lib/pending';
import { movedPosition, positionAfterLast } from '../lib/positions';
import { useDroppedNotice } from './dropped-notice';
import { TodoItemRow, type ItemActions } from './todo-item-row';

/** One list's items: the form that adds one, the open ones in order, the done ones folded away. */
export function ListPanel({
  list,
  onServer,
  accountId,
}: {
  list: TodoList;
  onServer: boolean;
  accountId: string;
}) {
  const { t } = useTranslation();
  const items = useTodoItems(list.id, onServer);
  const onDropped = useDroppedNotice();
  const create = useSyncedMutation(createItem, { onDropped });
  const update = useSyncedMutation(updateItem, { onDropped });
  const remove = useSyncedMutation(deleteItem, { onDropped });
  const created = usePendingChanges(createItem);
  const updated = usePendingChanges(updateItem);
  const deleted = usePendingChanges(deleteItem);
  const [text, setText] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [announcement, setAnnouncement] = useState('');
  /** The control to focus again once a moved item is drawn at its new place. */
  const refocus = useRef<{ id: string; control: string }>(undefined);
  const listRef = useRef<HTMLDivElement>(null);
  const formId = useId();

  const shown = itemsWithPending(list.id, items.data ?? [], { created, updated, deleted });
  const open = shown.filter((item) => !item.done);
  const done = shown.filter((item) => item.done);

  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = undefined;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-item-id="${target.id}"]`);
    const control = row?.querySelector<HTMLElement>(`[data-control="${target.control}"]`);
    if (control && document.activeElement !== control) control.focus();
  });

  const add = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    create({
      accountId,
      listId: list.id,
      item: { id: newId(), text: value, dueDate: dueDate || null, position: positionAfterLast(shown) },
    });
    setText('');
    setDueDate('');
  };

  const change = (item: TodoItem, changes: Partial<ItemFields>) => {
    const previous: Partial<ItemFields> = {};
    for (const field of Object.keys(changes) as (keyof ItemFields)[]) {
      (previous as Record<string, unknown>)[field] = item[field];
    }
    update({ accountId, listId: list.id, id: item.id, version: item.version, changes, previous });
  };

  const actionsFor = (group: TodoItem[]): ItemActions => ({
    toggle: (item) => change(item, { done: !item.done }),
    edit: (item, fields) => {
      const changes: Partial<ItemFields> = {};
      if (fields.text !== item.text) changes.text = fields.text;
      if (fields.dueDate !== item.dueDate) changes.dueDate = fields.dueDate;
      if (Object.keys(changes).length > 0) change(item, changes);
    },
    remove: (item) => remove({ accountId, listId: list.id, id: item.id }),
    move: (item, direction, control) => {
      const index = group.findIndex((one) => one.id === item.id);
      const position = movedPosition(group, index, direction);
      if (position === undefined) return;
      change(item, { position });
      setAnnouncement(t('todoList.moved', { position: index + direction + 1, total: group.length }));
      refocus.current = { id: item.id, control };
    },
  });

  return (
    <div className="todo-list__items" ref={listRef}>
      <form className="todo-list__new-item" onSubmit={add}>
        <div className="todo-list__field todo-list__field--grow">
          <label htmlFor={`${formId}-text`} className="field-label">
            {t('todoList.newItemLabel')}
          </label>
          <input
            id={`${formId}-text`}
            className="text-input"
            value={text}
            maxLength={TODO_ITEM_TEXT_MAX}
            aria-describedby={`${formId}-hint`}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="todo-list__field">
          <label htmlFor={`${formId}-due`} className="field-label">
            {t('todoList.dueDateLabel')}
          </label>
          <input
            id={`${formId}-due`}
            type="date"
            className="text-input"
            value={dueDate}
            onChange={(event) => setDueDate(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={text.trim() === ''}>
          <Plus size={16} aria-hidden="true" />
          {t('todoList.addItem')}
        </button>
        <p id={`${formId}-hint`} className="field-hint todo-list__hint">
          {t('todoList.newItemHint')} {t('todoList.moveHint')}
        </p>
      </form>

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      {onServer && items.isPending ? (
        <SectionSkeleton rows={3} />
      ) : onServer && items.isError && shown.length === 0 ? (
        <SectionError message={t('todoList.itemsError')} onRetry={() => void items.refetch()} />
      ) : (
        <>
          {open.length === 0 ? (
            <p className="todo-list__empty">
              {done.length > 0 ? t('todoList.allDone') : t('todoList.emptyList')}
            </p>
          ) : (
            <ul className="todo-list__rows" aria-label={t('todoList.itemsLabel', { title: list.title })}>
              {open.map((item, index) => (
                <TodoItemRow
                  key={item.id}
                  item={item}
                  first={index === 0}
                  last={index === open.length - 1}
                  actions={actionsFor(open)}
                />
              ))}
            </ul>
          )}
          {done.length > 0 && (
            <details className="todo-list__done">
              <summary>{t('todoList.doneSection', { count: done.length })}</summary>
              <ul className="todo-list__rows">
                {done.map((item, index) => (
                  <TodoItemRow
                    key={item.id}
                    item={item}
                    first={index === 0}
                    last={index === done.length - 1}
                    actions={actionsFor(done)}
                  />
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </div>
  );
}
