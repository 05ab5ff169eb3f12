import { useTranslation } from 'react-i18next';

import { SignedInOnly } from '../../components/synced';
import { Skeleton } from '../../components/ui/skeleton';
import { useSection } from '../../i18n/sections';
import { NotesScreen } from './components/notes-screen';

import './quick-notes.css';

/**
 * /app/quick-notes: plain-text notes kept in the account, saved as one types, through the
 * synced tools' outbox (decision 026): nothing typed is lost offline or on a second device.
 */
export default function QuickNotes() {
  const { t } = useTranslation();
  if (!useSection('quickNotes')) {
    return (
      <div className="app-page__panel quick-notes" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton width="40%" />
        <Skeleton width="100%" height="16rem" />
      </div>
    );
  }
  return (
    <SignedInOnly description={t('quickNotes.description')}>
      <NotesScreen />
    </SignedInOnly>
  );
}
