import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useSession } from '../../entities/session/session-context';

import './session.css';

/** 'Vous avez été déconnecté avec succès', for 4 s after a logout (a polite live region). */
export function LogoutNotice() {
  const { t } = useTranslation();
  const { loggedOutNotice } = useSession();
  return (
    <div role="status" className="notice-slot">
      {loggedOutNotice && (
        <p className="notice notice--success">
          <CheckCircle2 size={18} aria-hidden="true" />
          {t('messages.loggedOut')}
        </p>
      )}
    </div>
  );
}
