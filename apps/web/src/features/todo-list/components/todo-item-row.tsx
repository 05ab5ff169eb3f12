import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TODO_ITEM_TEXT_MAX } from '@trousse/contracts/personal-tools';
import type { TodoItem } from '@trousse/contracts/api/todo/schemas';

import { useFormat } from '../../../hooks/use-format';

export interface ItemActions {
  toggle(item: TodoItem): void;
  edit(item: TodoItem, fields: { text: string; dueDate: string | null }): void;
  remove(item: TodoItem): void;
  /** `control`: the one to focus again at the new place. */
  move(item: TodoItem, direction: -1 | 1, control: string): void;
}

/** A day, no time: read at noon, so that no time zone moves it to the day before. */
const dayAtNoon = (day: string) => `${day}T12:00:00`;

/** An item: its checkbox (labelled by its text), its due day, and its buttons. Alt+↑/↓ moves it. */
export function TodoItemRow({
  item,
  first,
  last,
  actions,
}: {
  item: TodoItem;
  first: boolean;
  last: boolean;
  actions: ItemActions;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(item.text);
  const [dueDate, setDueDate] = useState(item.dueDate ?? '');
  /** After an edit, the focus goes back to the button that opened it. */
  const returnFocus = useRef(false);
  const editButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!event.altKey || editing || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const control = (event.target as HTMLElement).dataset.control ?? 'check';
    actions.move(item, event.key === 'ArrowUp' ? -1 : 1, control);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    actions.edit(item, { text: value, dueDate: dueDate || null });
    close();
  };

  if (editing) {
    return (
      <li className="todo-list__row todo-list__row--editing" data-item-id={item.id}>
        <form className="todo-list__edit" onSubmit={save}>
          <div className="todo-list__field todo-list__field--grow">
            <label htmlFor={`${id}-text`} className="field-label">
              {t('todoList.editTextLabel')}
            </label>
            <input
              id={`${id}-text`}
              className="text-input"
              value={text}
              maxLength={TODO_ITEM_TEXT_MAX}
              autoFocus
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') close();
              }}
            />
          </div>
          <div className="todo-list__field">
            <label htmlFor={`${id}-due`} className="field-label">
              {t('todoList.editDueLabel')}
            </label>
            <input
              id={`${id}-due`}
              type="date"
              className="text-input"
              value={dueDate}
              onChange={(event) => setDueDate(event.target.value)}
            />
          </div>
          <div className="todo-list__actions">
            <button type="submit" className="button button--primary" disabled={text.trim() === ''}>
              {t('todoList.save')}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {t('todoList.cancel')}
            </button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li
      className={item.done ? 'todo-list__row todo-list__row--done' : 'todo-list__row'}
      data-item-id={item.id}
      onKeyDown={onKeyDown}
    >
      <div className="todo-list__check">
        <input
          id={`${id}-check`}
          type="checkbox"
          data-control="check"
          checked={item.done}
          onChange={() => actions.toggle(item)}
        />
        <label htmlFor={`${id}-check`} className="todo-list__text">
          {item.text}
        </label>
        {item.dueDate && (
          <span className="todo-list__due">
            {t('todoList.due', { date: format.date(dayAtNoon(item.dueDate)) })}
          </span>
        )}
      </div>
      <div className="todo-list__row-actions">
        <button
          type="button"
          className="todo-list__icon"
          data-control="up"
          aria-label={t('todoList.moveUpAria', { text: item.text })}
          title={t('todoList.moveUp')}
          aria-disabled={first}
          onClick={() => !first && actions.move(item, -1, 'up')}
        >
          <ArrowUp size={16} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="todo-list__icon"
          data-control="down"
          aria-label={t('todoList.moveDownAria', { text: item.text })}
          title={t('todoList.moveDown')}
          aria-disabled={last}
          onClick={() => !last && actions.move(item, 1, 'down')}
        >
          <ArrowDown size={16} aria-hidden="true" />
        </button>
        <button
          ref={editButton}
          type="button"
          className="todo-list__icon"
          data-control="edit"
          aria-label={t('todoList.editAria', { text: item.text })}
          title={t('todoList.edit')}
          onClick={() => {
            setText(item.text);
            setDueDate(item.dueDate ?? '');
            setEditing(true);
          }}
        >
          <Pencil size={16} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="todo-list__icon todo-list__icon--danger"
          data-control="delete"
          aria-label={t('todoList.deleteItemAria', { text: item.text })}
          title={t('todoList.deleteItem')}
          onClick={() => actions.remove(item)}
        >
          <Trash2 size={16} aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
