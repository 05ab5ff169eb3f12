import { endpoints } from '@trousse/contracts/api/endpoints';
import { dehydrate, hydrate, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { useAccountId } from '../session/session-context';
import { apiCall } from '../../lib/api-client';
import { errorTextOrStatus } from '../../lib/error-message';
import { browserStorage, parseStoredJson } from '../../lib/storage';
import { toast } from '../../lib/toast';
import {
  installSyncedMutations,
  setDroppedFallback,
  setServerProbe,
  usePendingCount,
  type SyncScope,
} from './synced-mutation';

// The outbox (decision 026): the changes of a tool not yet acknowledged, kept in localStorage
// per account and tool, read back when the tool opens, so that closing the tab, a reload or a
// crash loses nothing typed.

const storageKey = (accountId: string, scope: SyncScope) => `trousse.outbox.${accountId}.${scope}`;

/** The (account, tool) pairs read back in this page's life: only those are written again. */
const restored = new Set<string>();
const watchedClients = new WeakSet<QueryClient>();

function readOutbox(key: string): unknown {
  try {
    return parseStoredJson(browserStorage()?.getItem(key) ?? null);
  } catch {
    return undefined;
  }
}

/** Writes the pending changes of every tool read back, for its account. */
function writeOutboxes(client: QueryClient): void {
  for (const key of restored) {
    const scope = key.slice(key.lastIndexOf('.') + 1);
    const state = dehydrate(client, {
      shouldDehydrateQuery: () => false,
      shouldDehydrateMutation: (mutation) =>
        mutation.state.status === 'pending' &&
        mutation.options.mutationKey?.[0] === 'synced' &&
        mutation.options.mutationKey[1] === scope,
    });
    // Paused when read back: resumePausedMutations then sends them, in their order.
    const mutations = state.mutations.map((mutation) => ({
      ...mutation,
      state: { ...mutation.state, isPaused: true },
    }));
    try {
      const storage = browserStorage();
      if (mutations.length === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify({ mutations, queries: [] }));
    } catch {
      // Storage full or refused: the changes are still in memory and on their way.
    }
  }
}

/** One write per task, however many changes of the mutation cache happened in it. */
function watch(client: QueryClient): void {
  if (watchedClients.has(client)) return;
  watchedClients.add(client);
  let queued = false;
  client.getMutationCache().subscribe(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      writeOutboxes(client);
    });
  });
}

/** Reads back an account's waiting changes of a tool, once in the page's life. */
function restoreOutbox(client: QueryClient, accountId: string, scope: SyncScope): void {
  installSyncedMutations(client);
  watch(client);
  const key = storageKey(accountId, scope);
  if (restored.has(key)) return;
  restored.add(key);
  const saved = readOutbox(key);
  if (!saved || typeof saved !== 'object') return;
  try {
    hydrate(client, saved);
  } catch (error) {
    console.warn('The waiting changes could not be read back', error);
  }
}

/**
 * Once at the top of a tool: reads back and sends this account's waiting changes of the tool,
 * keeps the outbox written, and asks before the tab closes while some wait.
 */
export function useSyncedTool(scope: SyncScope): void {
  const client = useQueryClient();
  const accountId = useAccountId();
  const { t } = useTranslation();
  // Read back during the first render, before the screen shows anything: a status line drawn
  // first would say « Enregistré » while changes still wait in storage.
  if (accountId) restoreOutbox(client, accountId, scope);
  const pending = usePendingCount(scope);

  useEffect(() => {
    setServerProbe(() => apiCall(endpoints.health.live));
    setDroppedFallback((error) => toast.error(t('synced.dropped', { reason: errorTextOrStatus(error, t) })));
  }, [t]);

  useEffect(() => {
    if (accountId) void client.resumePausedMutations();
  }, [client, accountId, scope]);

  useEffect(() => {
    if (pending === 0) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);
}
