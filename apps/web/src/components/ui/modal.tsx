import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

import { useModal } from '../../hooks/use-modal';
import { trapTabKey } from '../../lib/focus';

import './modal.css';

interface ModalProps {
  title: string;
  /** Read with the title when the dialog opens. */
  description?: ReactNode;
  /** Escape, the close button and (if allowed) a click on the backdrop. */
  onDismiss: () => void;
  /** Where the focus goes when the dialog opens (the dialog itself by default). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A click outside closes the dialog; off by default, so a half-typed code is not lost. */
  dismissOnBackdrop?: boolean;
  /** While a request runs, Escape and the close button do nothing. */
  busy?: boolean;
  /** 'wide' for a dialog of several sections (the settings); 'full' takes the screen's height. */
  size?: 'form' | 'wide' | 'full';
  children: ReactNode;
}

/**
 * A modal dialog for forms: portalled next to the React root (made inert), the focus kept
 * inside, Escape and a close button to leave, the focus given back on close.
 */
export function Modal({
  title,
  description,
  onDismiss,
  initialFocus,
  dismissOnBackdrop = false,
  busy = false,
  size = 'form',
  children,
}: ModalProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useModal(initialFocus ?? dialogRef);

  // A focused control that goes away (a button disabled while its request runs, a step
  // replaced) leaves the focus on the page's body: Escape still closes the topmost dialog.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || busy) return;
      if (document.activeElement !== document.body && document.activeElement !== null) return;
      const backdrops = document.querySelectorAll('.dialog-backdrop');
      if (backdrops[backdrops.length - 1] !== dialogRef.current?.parentElement) return;
      event.preventDefault();
      onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [busy, onDismiss]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A dialog opened from this one is portalled elsewhere, but its keys bubble here through
    // React: they are its own.
    if (!dialogRef.current?.contains(event.target as Node)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (!busy) onDismiss();
    } else if (dialogRef.current) {
      trapTabKey(event, dialogRef.current);
    }
  };

  return createPortal(
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (dismissOnBackdrop && !busy && event.target === event.currentTarget) onDismiss();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={size === 'form' ? 'dialog dialog--form' : `dialog dialog--form dialog--${size}`}
        onKeyDown={onKeyDown}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="dialog__close"
            aria-label={t('common.close')}
            title={t('common.close')}
            disabled={busy}
            onClick={onDismiss}
          >
            <X size={18} aria-hidden="true" />
          </button>
        </div>
        {description && (
          <div id={descriptionId} className="dialog__body">
            {description}
          </div>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}
