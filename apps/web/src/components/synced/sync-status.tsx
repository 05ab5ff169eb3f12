import { onlineManager } from '@tanstack/react-query';
import { CloudOff, Check, LoaderCircle } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import { usePendingCount, type SyncScope } from '../../entities/synced';
import './synced.css';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * Whether the tool's changes have reached the server: « Enregistré », « Enregistrement… », or how
 * many wait while the server cannot be reached (decision 026). A polite status: read when it
 * changes, without taking the focus.
 */
export function SyncStatus({ scope }: { scope: SyncScope }) {
  const { t } = useTranslation();
  const pending = usePendingCount(scope);
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  const state = pending === 0 ? 'saved' : online ? 'saving' : 'waiting';
  return (
    <p className={`sync-status sync-status--${state}`} role="status" data-state={state}>
      {state === 'saved' && <Check size={16} aria-hidden="true" />}
      {state === 'saving' && <LoaderCircle size={16} aria-hidden="true" />}
      {state === 'waiting' && <CloudOff size={16} aria-hidden="true" />}
      <span>
        {state === 'saved' && t('synced.saved')}
        {state === 'saving' && t('synced.saving')}
        {state === 'waiting' && t('synced.waiting', { count: pending })}
      </span>
    </p>
  );
}
