import { CONSENT_COOKIE, CONSENT_VALIDITY_DAYS, CONSENT_VERSION } from '@trousse/contracts/cookie-rules';

import {
  CONSENT_ID_KEY,
  CONSENT_TIMESTAMP_KEY,
  consentChanged,
  type ConsentChoice,
  type StoredConsent,
} from '../../../entities/consent/consent';
import { browserStorage } from '../../../lib/storage';

const SESSION_ID_KEY = 'session_id';

/** This browser's consent session: 'sess_' + random + a time suffix, made once. */
export function consentSessionId(): string {
  const storage = browserStorage();
  const existing = storage?.getItem(SESSION_ID_KEY);
  if (existing && /^sess_[A-Za-z0-9_-]{6,100}$/.test(existing)) return existing;
  const random = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(36).padStart(2, '0'),
  ).join('');
  const id = `sess_${random}_${Date.now().toString(36)}`;
  storage?.setItem(SESSION_ID_KEY, id);
  return id;
}

/** Writes the choice: the cookie (365 days, SameSite=Lax, Secure on https) and its proof's id. */
export function storeConsent(choice: ConsentChoice, proof: { consentId: string; timestamp: string }) {
  const value: StoredConsent = {
    essential: true,
    ...choice,
    timestamp: proof.timestamp,
    version: CONSENT_VERSION,
  };
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; Max-Age=${
    CONSENT_VALIDITY_DAYS * 24 * 60 * 60
  }; Path=/; SameSite=Lax${secure}`;
  const storage = browserStorage();
  storage?.setItem(CONSENT_ID_KEY, proof.consentId);
  storage?.setItem(CONSENT_TIMESTAMP_KEY, proof.timestamp);
  consentChanged();
}

/** The categories a choice accepts and rejects, as the proof records them. */
export function categoriesOf(choice: ConsentChoice) {
  const all = { necessary: true, ...choice };
  const names = ['necessary', 'analytics', 'marketing'] as const;
  return {
    acceptedCategories: names.filter((name) => all[name]),
    rejectedCategories: names.filter((name) => !all[name]),
  };
}
