import { useMutation } from '@tanstack/react-query';
import { BANNER_VERSION, CONSENT_VERSION, type ConsentMethod } from '@trousse/contracts/cookie-rules';
import { endpoints } from '@trousse/contracts/endpoints';

import { apiCall } from '../../../lib/api-client';
import type { ConsentChoice } from '../../../lib/consent';
import { categoriesOf, consentSessionId, storeConsent } from '../lib/consent-writer';
import { withdrawAnalytics } from '../lib/analytics';

/**
 * A choice: recorded on the server as its proof, then applied. If the recording fails the choice
 * still applies (part 2 §4, §8: only logged), under an id of this browser's own.
 */
export function useRecordChoice() {
  return useMutation({
    mutationFn: async ({ choice, method }: { choice: ConsentChoice; method: ConsentMethod }) => {
      if (!choice.analytics) withdrawAnalytics();
      try {
        const proof = await apiCall(endpoints.cookies.track, {
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
        console.error('Failed to record consent', error);
        storeConsent(choice, {
          consentId: `local_${crypto.randomUUID()}`,
          timestamp: new Date().toISOString(),
        });
      }
    },
  });
}

/** 'Supprimer tous les cookies non essentiels': both off, and the withdrawal recorded. */
export function useRevokeChoice() {
  return useMutation({
    mutationFn: async () => {
      const choice = { analytics: false, marketing: false };
      withdrawAnalytics();
      try {
        const proof = await apiCall(endpoints.cookies.revoke, {
          body: { sessionId: consentSessionId(), method: 'cookie_manager_delete' },
        });
        storeConsent(choice, proof);
      } catch (error) {
        console.error('Failed to revoke consent', error);
        storeConsent(choice, {
          consentId: `local_${crypto.randomUUID()}`,
          timestamp: new Date().toISOString(),
        });
      }
    },
  });
}
