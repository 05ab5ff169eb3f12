import { Sparkles } from 'lucide-react';
import { useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useModal } from '../../../hooks/use-modal';
import { trapTabKey } from '../../../lib/focus';

interface FreemiumLimitDialogProps {
  onClose: () => void;
}

/** 'Limite Atteinte': the anonymous daily allowance is used up (part 1 §2, §6). */
export function FreemiumLimitDialog({ onClose }: FreemiumLimitDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDivElement>(null);
  const signInRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useModal(signInRef);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (dialogRef.current) {
      trapTabKey(event, dialogRef.current);
    }
  };

  return createPortal(
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="dialog"
        onKeyDown={onKeyDown}
      >
        <Sparkles className="dialog__icon" size={28} aria-hidden="true" />
        <h2 id={titleId} className="dialog__title">
          {t('freemium.title')}
        </h2>
        <div id={bodyId} className="dialog__body">
          <p>{t('messages.freemiumLimit')}</p>
          <p>{t('freemium.allowance')}</p>
          <p className="dialog__highlight">{t('freemium.premium')}</p>
        </div>
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.close')}
          </button>
          <button
            ref={signInRef}
            type="button"
            className="button button--primary"
            onClick={() => {
              onClose();
              void navigate('/auth');
            }}
          >
            {t('header.signIn')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
