import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BANNER_VERSION, CONSENT_VERSION, type ConsentMethod } from '@trousse/contracts/cookie-rules';
import type { ConsentRecord } from '@trousse/contracts/api/consent/schemas';
import { endpoints } from '@trousse/contracts/api/endpoints';

import { useAccountId } from '../../../entities/session/session-context';
import { apiCall } from '../../../lib/api-client';
import type { ConsentChoice } from '../../../entities/consent/consent';
import { endpointQueryKey, isEndpointQueryKey } from '../../../lib/api/query-keys';
import { categoriesOf, consentSessionId, storeConsent } from '../lib/consent-writer';
import { withdrawAnalytics } from '../lib/analytics';

/** The spec's words for the consent calls that failed (part 2 §8): logged, then thrown. */
export const consentFailures = {
  record: 'Failed to record consent',
  revoke: 'Failed to revoke consent',
  history: 'Failed to get consent history',
  export: 'Failed to export consent data',
} as const;

/** Logs the failure to the console under its spec message, and gives the error to throw. */
function failure(message: string, cause: unknown): Error {
  console.error(message, cause);
  return new Error(message, { cause });
}

/**
 * The history's key: with a session, under the account's key (the server adds the account's own
 * records, which must go at logout with the rest of the account's data).
 */
function historyKey(sessionId: string, accountId: string | null) {
  return endpointQueryKey(endpoints.consent.history, accountId, sessionId);
}

/** A choice or a withdrawal was sent: whatever the outcome, the history is read again. */
function invalidateHistory(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => isEndpointQueryKey(query.queryKey, endpoints.consent.history),
  });
}

/**
 * A choice: recorded on the server as its proof, then applied. If the recording fails the choice
 * still applies (part 2 §4), under an id of this browser's own, and the mutation fails with
 * 'Failed to record consent' (logged): the banner goes on regardless, the cookie manager says so.
 */
export function useRecordChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    onSettled: () => invalidateHistory(queryClient),
    mutationFn: async ({ choice, method }: { choice: ConsentChoice; method: ConsentMethod }) => {
      if (!choice.analytics) withdrawAnalytics();
      try {
        const proof = await apiCall(endpoints.consent.track, {
          body: {
            sessionId: consentSessionId(),
            consent: { necessary: true, ...choice },
            consentVersion: CONSENT_VERSION,
            consentMethod: method,
            ...categoriesOf(choice),
            bannerVersion: BANNER_VERSION,
          },
        });
        storeConsent(choice, proof);
      } catch (error) {
        storeConsent(choice, {
          consentId: `local_${crypto.randomUUID()}`,
          timestamp: new Date().toISOString(),
        });
        throw failure(consentFailures.record, error);
      }
    },
  });
}

/**
 * 'Supprimer tous les cookies non essentiels': both off, and the withdrawal recorded. Applied
 * even when the server refuses the record; the mutation then fails ('Failed to revoke consent').
 */
export function useRevokeChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    onSettled: () => invalidateHistory(queryClient),
    mutationFn: async () => {
      const choice = { analytics: false, marketing: false };
      withdrawAnalytics();
      try {
        const proof = await apiCall(endpoints.consent.revoke, {
          body: { sessionId: consentSessionId(), method: 'cookie_manager_delete' },
        });
        storeConsent(choice, proof);
      } catch (error) {
        storeConsent(choice, {
          consentId: `local_${crypto.randomUUID()}`,
          timestamp: new Date().toISOString(),
        });
        throw failure(consentFailures.revoke, error);
      }
    },
  });
}

/**
 * 'Historique de mes choix': the records of this browser's consent session (and, signed in, of
 * the account), newest first; read only while `enabled` (the section is open).
 */
export function useConsentHistory(enabled: boolean) {
  const accountId = useAccountId();
  const sessionId = consentSessionId();
  return useQuery({
    queryKey: historyKey(sessionId, accountId),
    enabled,
    // Each opening shows what the server holds now.
    staleTime: 0,
    queryFn: async ({ signal }): Promise<ConsentRecord[]> => {
      try {
        const { records } = await apiCall(endpoints.consent.history, { query: { sessionId } }, { signal });
        return [...records].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
      } catch (error) {
        throw failure(consentFailures.history, error);
      }
    },
  });
}

/** The name the export is saved under (part 2 §7). */
export const CONSENT_EXPORT_FILE = 'consent-history.json';

/** The export of the same records, saved by the browser as consent-history.json. */
export function useExportConsent() {
  return useMutation({
    mutationFn: async () => {
      let data;
      try {
        data = await apiCall(endpoints.consent.export, { query: { sessionId: consentSessionId() } });
      } catch (error) {
        throw failure(consentFailures.export, error);
      }
      const url = URL.createObjectURL(
        new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = CONSENT_EXPORT_FILE;
      document.body.append(link);
      link.click();
      link.remove();
      // The download has its copy once the click is handled.
      window.setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  });
}
