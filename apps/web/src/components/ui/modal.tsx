import { X } from 'lucide-react';
import { useId, useRef } from 'react';
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
  children,
}: ModalProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useModal(initialFocus ?? dialogRef);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
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
        className="dialog dialog--form"
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
