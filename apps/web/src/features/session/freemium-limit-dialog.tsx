import { Sparkles } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Modal } from '../../components/ui/modal';
import { sessionStore, useFreemiumLimitReached } from '../../entities/session/session';
import { paths } from '../../lib/paths';

interface FreemiumLimitDialogProps {
  onClose: () => void;
}

/** Shows 'Limite Atteinte' while the session says the allowance ran out (entities/session). */
export function FreemiumLimitNotice() {
  const reached = useFreemiumLimitReached();
  return reached ? <FreemiumLimitDialog onClose={sessionStore.acknowledgeFreemiumLimit} /> : null;
}

/** 'Limite Atteinte': the anonymous daily allowance is used up (part 1 §2, §6). */
export function FreemiumLimitDialog({ onClose }: FreemiumLimitDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signInRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      title={t('freemium.title')}
      onDismiss={onClose}
      initialFocus={signInRef}
      dismissOnBackdrop
      description={
        <>
          <p>{t('messages.freemiumLimit')}</p>
          <p>{t('freemium.allowance')}</p>
          <p className="dialog__highlight">
            <Sparkles size={18} aria-hidden="true" /> {t('freemium.premium')}
          </p>
        </>
      }
    >
      <div className="dialog__actions">
        <button
          ref={signInRef}
          type="button"
          className="button button--primary"
          onClick={() => {
            onClose();
            void navigate(paths.auth);
          }}
        >
          {t('header.signIn')}
        </button>
      </div>
    </Modal>
  );
}
