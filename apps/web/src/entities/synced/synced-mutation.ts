import {
  onlineManager,
  useMutation,
  useMutationState,
  useQueryClient,
  type Mutation,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';

import { isApiError, type ApiError } from '../../lib/api-client';

/** The tools whose changes go through the outbox (decision 026). */
export type SyncScope = 'todo' | 'notes' | 'habits';

/** A kind of change: its key, and its scope (the changes of one scope run one after another). */
export interface SyncedMutation<V> {
  readonly key: readonly ['synced', SyncScope, string];
  readonly scope: SyncScope;
  /** Phantom: the variables' type. */
  readonly variables?: V;
}

type Run = (variables: never, client: QueryClient) => Promise<unknown>;

const kinds = new Map<string, { scope: SyncScope; run: Run }>();
const droppedListeners = new Map<string, (error: ApiError, variables: unknown) => void>();
/** Called for a dropped change no screen listens for (a toast, set by the outbox). */
let droppedFallback: (error: ApiError) => void = () => {};

export function setDroppedFallback(show: (error: ApiError) => void): void {
  droppedFallback = show;
}

const keyText = (key: readonly string[]) => key.join('/');

/**
 * Registers, at module level, a kind of change and what sends it. `run` gets the variables
 * only (also after a reload, when the change comes back from the outbox): it calls the API,
 * merges a 409 with the answer's `current` and sends again, and puts the answer in the cache.
 */
export function syncedMutation<V>(
  scope: SyncScope,
  action: string,
  run: (variables: V, client: QueryClient) => Promise<unknown>,
): SyncedMutation<V> {
  const key = ['synced', scope, action] as const;
  kinds.set(keyText(key), { scope, run: run as Run });
  return { key, scope };
}

/**
 * Whether a failure says nothing of the change itself, which then waits and is sent again: no
 * answer (status 0: network, time-out), a 401 (the person signs in again and it goes), 408,
 * 429, or a server error.
 */
export function keepsWaiting(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const { status } = error;
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Gives the client every registered kind's function, scope and retry rule (idempotent). Done
 * before the outbox is read back, so that a restored change finds what sends it.
 */
const installed = new WeakMap<QueryClient, Set<string>>();

export function installSyncedMutations(client: QueryClient): void {
  let done = installed.get(client);
  if (!done) installed.set(client, (done = new Set()));
  for (const [text, { scope, run }] of kinds) {
    if (done.has(text)) continue;
    done.add(text);
    const key = text.split('/');
    client.setMutationDefaults(key, {
      mutationFn: (variables: unknown) => run(variables as never, client),
      scope: { id: `synced:${scope}` },
      retry: (_count, error) => {
        if (!keepsWaiting(error)) return false;
        // No answer at all: the client is offline until the probe reaches the server again;
        // meanwhile the change pauses instead of counting tries.
        if ((error as ApiError).status === 0) goOffline();
        return true;
      },
      retryDelay: (count) => Math.min(1_000 * 2 ** count, MAX_RETRY_DELAY_MS),
      onError: (error, variables) => {
        if (!isApiError(error)) return;
        const listener = droppedListeners.get(text);
        if (listener) listener(error, variables);
        else droppedFallback(error);
      },
    });
  }
}

let probe: ReturnType<typeof setInterval> | undefined;
let probeServer: () => Promise<unknown> = () => Promise.resolve();
const PROBE_INTERVAL_MS = 3_000;

/** How the client asks whether the server answers again (set by the outbox). */
export function setServerProbe(ask: () => Promise<unknown>): void {
  probeServer = ask;
}

/** Pauses the changes; asks the server every few seconds and resumes them when it answers. */
function goOffline(): void {
  onlineManager.setOnline(false);
  if (probe) return;
  probe = setInterval(() => {
    probeServer().then(
      () => {
        clearInterval(probe);
        probe = undefined;
        onlineManager.setOnline(true);
      },
      () => {
        // Still unreachable: the next tick asks again.
      },
    );
  }, PROBE_INTERVAL_MS);
}

/**
 * The mutate function of a kind of change. `onDropped` hears of the changes the server refused
 * for what they are (a limit, bad input: a 4xx other than those that wait), while mounted.
 */
export function useSyncedMutation<V>(
  kind: SyncedMutation<V>,
  options: { onDropped?: (error: ApiError, variables: V) => void } = {},
): (variables: V) => void {
  const { onDropped } = options;
  const text = keyText(kind.key);
  useEffect(() => {
    if (!onDropped) return;
    const listener = onDropped as (error: ApiError, variables: unknown) => void;
    droppedListeners.set(text, listener);
    return () => {
      if (droppedListeners.get(text) === listener) droppedListeners.delete(text);
    };
  }, [text, onDropped]);
  // Before the observer is made: it reads the kind's function and scope from the defaults.
  const client = useQueryClient();
  installSyncedMutations(client);
  const { mutate } = useMutation<unknown, Error, V>({ mutationKey: kind.key });
  return useCallback((variables: V) => mutate(variables), [mutate]);
}

const isPending = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  mutation.state.status === 'pending';

/**
 * The variables of this kind's changes not yet acknowledged, oldest first: a screen shows the
 * server's data with them applied (decision 026: true after a reload too).
 */
export function usePendingChanges<V>(kind: SyncedMutation<V>): V[] {
  return useMutationState({
    filters: { mutationKey: kind.key, predicate: isPending },
    select: (mutation) => mutation.state.variables as V,
  });
}

/** How many changes of the scope wait for the server's answer. */
export function usePendingCount(scope: SyncScope): number {
  return useMutationState({
    filters: { mutationKey: ['synced', scope], predicate: isPending },
    select: () => 1,
  }).length;
}

const versions = new Map<string, Map<number, number>>();

/**
 * After a write of `id` based on version `from` was answered with `to`: a later change made on
 * the same base, before that answer, is sent on `to` (it was made after that write, on this
 * device: not a conflict).
 */
export function recordVersion(id: string, from: number, to: number): void {
  let steps = versions.get(id);
  if (!steps) versions.set(id, (steps = new Map()));
  steps.set(from, to);
}

/** The version a change based on `version` is sent on: the last one this device wrote since. */
export function rebasedVersion(id: string, version: number): number {
  const steps = versions.get(id);
  let current = version;
  for (let next = steps?.get(current); next !== undefined && next > current; next = steps?.get(current)) {
    current = next;
  }
  return current;
}

/** A tool's queries: fresh when the person comes back to the tab, and every 10 s while visible. */
export const syncedQueryOptions = {
  staleTime: 0,
  refetchOnWindowFocus: true,
  refetchInterval: 10_000,
  refetchIntervalInBackground: false,
} as const;

/** A new item's id, made here so that a creation sent twice finds its row (decision 026). */
export const newId = (): string => crypto.randomUUID();
