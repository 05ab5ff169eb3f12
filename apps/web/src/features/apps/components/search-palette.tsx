import type { App } from '@trousse/contracts/api/apps/schemas';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useModal } from '../../../hooks/use-modal';
import { trapTabKey } from '../../../lib/focus';
import { moveIndex } from '../../../lib/list-navigation';
import { useApps } from '../api/get-apps';
import { searchPalette } from '../lib/catalogue';
import { appCategory, categoryLabelKey } from '../lib/labels';
import { AppIcon } from './app-icon';

import './search-palette.css';
import { appPath } from '../../../lib/paths';

interface SearchPaletteProps {
  onClose: () => void;
  /** What was typed before the palette's code arrived (PaletteDraft, app/root-layout.tsx). */
  initialQuery?: string;
}

/**
 * The Ctrl/⌘+K palette: a modal dialog with a text field driving a listbox of apps
 * (`aria-activedescendant`), usable with the keyboard alone. Mount it to open it.
 */
export function SearchPalette({ onClose, initialQuery = '' }: SearchPaletteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: apps, isError } = useApps();
  const [query, setQuery] = useState(initialQuery);
  const [activeIndex, setActiveIndex] = useState(0);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useModal(inputRef);

  const results = useMemo(() => (apps ? searchPalette(apps, query) : []), [apps, query]);
  const active = results.length === 0 ? -1 : Math.min(Math.max(activeIndex, 0), results.length - 1);
  const activeOptionId = active >= 0 ? `${baseId}-option-${active}` : undefined;

  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView({ block: 'nearest' });
  }, [activeOptionId]);

  const openApp = (app: App) => {
    onClose();
    void navigate(appPath(app.id));
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex(moveIndex(active, event.key === 'ArrowDown' ? 1 : -1, results.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const app = results[active];
      if (app) openApp(app);
    }
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (dialogRef.current) {
      trapTabKey(event, dialogRef.current);
    }
  };

  let body;
  if (!apps) {
    body = <p className="palette__message">{isError ? t('messages.appsLoadError') : t('common.loading')}</p>;
  } else if (results.length === 0) {
    body = <p className="palette__message">{t('messages.noMatchingApp')}</p>;
  } else {
    body = (
      <ul id={listboxId} role="listbox" aria-label={t('palette.resultsLabel')} className="palette__results">
        {results.map((app, index) => (
          <li
            key={app.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            aria-labelledby={`${optionId(index)}-name`}
            aria-describedby={`${optionId(index)}-description`}
            className="palette__option"
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => {
              if (index !== active) setActiveIndex(index);
            }}
            onClick={() => openApp(app)}
          >
            <AppIcon appId={app.id} />
            <span className="palette__option-text">
              <span id={`${optionId(index)}-name`} className="palette__option-name">
                {app.name}
              </span>
              <span id={`${optionId(index)}-description`} className="palette__option-description">
                {app.description}
              </span>
            </span>
            <span className="badge">{t(categoryLabelKey(appCategory(app)))}</span>
          </li>
        ))}
      </ul>
    );
  }

  return createPortal(
    <div
      className="palette-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={t('palette.title')}
        className="palette"
        onKeyDown={onDialogKeyDown}
      >
        <div className="palette__field">
          <Search size={20} aria-hidden="true" className="palette__field-icon" />
          <label htmlFor={inputId} className="sr-only">
            {t('palette.inputLabel')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            className="palette__input"
            placeholder={t('palette.placeholder')}
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-controls={results.length > 0 ? listboxId : undefined}
            aria-activedescendant={activeOptionId}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActiveIndex(0);
            }}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className="palette__close" onClick={onClose} aria-label={t('common.close')}>
            <kbd>{t('palette.escapeKey')}</kbd>
          </button>
        </div>
        {body}
        <p className="sr-only" role="status">
          {apps ? t('dashboard.resultCount', { count: results.length }) : ''}
        </p>
        <p className="palette__hint" aria-hidden="true">
          {t('palette.hint')}
        </p>
      </div>
    </div>,
    document.body,
  );
}
