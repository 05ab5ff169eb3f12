import { CONSENT_COOKIE, CONSENT_VALIDITY_DAYS, CONSENT_VERSION } from '@trousse/contracts/cookie-rules';
import { useSyncExternalStore } from 'react';

import { readCookie } from '../../lib/access-token';
import { browserStorage } from '../../lib/storage';

/**
 * The visitor's cookie choice (part 2 §3, §4), kept in the `cookie_consent` cookie and, with the
 * id the server gave its proof, in local storage. Zod-free and small: every screen reads it first
 * to know whether to show the banner.
 */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export interface StoredConsent extends ConsentChoice {
  essential: true;
  timestamp: string;
  version: string;
}

export const CONSENT_ID_KEY = 'consent_id';
export const CONSENT_TIMESTAMP_KEY = 'consent_timestamp';
const VALIDITY_MS = CONSENT_VALIDITY_DAYS * 24 * 60 * 60 * 1000;

function parseConsentCookie(raw: string | null): StoredConsent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<StoredConsent>;
    if (typeof value.analytics !== 'boolean' || typeof value.marketing !== 'boolean') return null;
    if (typeof value.timestamp !== 'string' || Number.isNaN(Date.parse(value.timestamp))) return null;
    return {
      essential: true,
      analytics: value.analytics,
      marketing: value.marketing,
      timestamp: value.timestamp,
      version: typeof value.version === 'string' ? value.version : CONSENT_VERSION,
    };
  } catch {
    // An unreadable cookie is no consent (part 2 §4).
    return null;
  }
}

/**
 * The choice in force, or null: none yet, an unreadable cookie, one older than a year, or no
 * consent id and timestamp stored beside it (part 2 §4) all ask again.
 */
export function readConsent(now = Date.now()): StoredConsent | null {
  if (typeof document === 'undefined') return null;
  const consent = parseConsentCookie(readCookie(document.cookie, CONSENT_COOKIE));
  if (!consent || now - Date.parse(consent.timestamp) > VALIDITY_MS) return null;
  const storage = browserStorage();
  if (!storage?.getItem(CONSENT_ID_KEY) || !storage.getItem(CONSENT_TIMESTAMP_KEY)) return null;
  return consent;
}

const listeners = new Set<() => void>();
let snapshot: StoredConsent | null = readConsent();

/** A new choice was written (features/consent): every reader sees it. */
export function consentChanged(): void {
  snapshot = readConsent();
  for (const listener of listeners) listener();
}

/** The choice in force (null: the banner asks), re-rendering when it changes. */
export function useConsent(): StoredConsent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => null,
  );
}
