// The cookies' figures and lists, free of zod: every screen reads them first (the banner check).
import { SESSION_HOURS, TWO_FACTOR_SESSION_DAYS } from './auth-rules';

/** How long a cookie choice stands, and the consent cookie with it. */
export const CONSENT_VALIDITY_DAYS = 365;
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_VERSION = '1.0';
export const BANNER_VERSION = '2.0';

export const consentCategories = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];
export const consentMethods = ['banner_accept', 'banner_reject', 'settings_custom'] as const;
export type ConsentMethod = (typeof consentMethods)[number];

/**
 * The analytics tag's host and its script: the web app loads the script from here, and the
 * server's Content-Security-Policy admits this one script path, not the whole host.
 */
export const ANALYTICS_TAG_HOST = 'https://www.googletagmanager.com';
export const ANALYTICS_TAG_SCRIPT = `${ANALYTICS_TAG_HOST}/gtag/js`;

/** The short-lived sign-in cookies' lifetimes, which the server sets from here. */
export const TWO_FACTOR_STEP_MINUTES = 5;
export const OAUTH_PENDING_MINUTES = 10;
export const OAUTH_STATE_MINUTES = 10;

/**
 * What the product stores in the browser, each with its category, purpose and lifetime: the
 * banner manages these, and the cookie policy lists them from here (issue 14).
 */
export const storedItems = [
  // A session lasts 24 h, or 7 days with two-factor: its cookies at most as long.
  {
    name: 'refreshToken',
    kind: 'cookie',
    category: 'necessary',
    purpose: 'session',
    lifetime: { days: TWO_FACTOR_SESSION_DAYS },
  },
  {
    name: 'accessToken',
    kind: 'cookie',
    category: 'necessary',
    purpose: 'auth',
    lifetime: { days: SESSION_HOURS / 24 },
  },
  {
    name: 'twoFactorStep',
    kind: 'cookie',
    category: 'necessary',
    purpose: 'twoFactor',
    lifetime: { minutes: TWO_FACTOR_STEP_MINUTES },
  },
  {
    name: 'oauthState',
    kind: 'cookie',
    category: 'necessary',
    purpose: 'oauth',
    lifetime: { minutes: OAUTH_STATE_MINUTES },
  },
  {
    name: 'oauthPending',
    kind: 'cookie',
    category: 'necessary',
    purpose: 'oauth',
    lifetime: { minutes: OAUTH_PENDING_MINUTES },
  },
  {
    name: CONSENT_COOKIE,
    kind: 'cookie',
    category: 'necessary',
    purpose: 'consent',
    lifetime: { days: CONSENT_VALIDITY_DAYS },
  },
  {
    name: 'trousse.language',
    kind: 'storage',
    category: 'necessary',
    purpose: 'preferences',
    lifetime: { months: 12 },
  },
  {
    name: 'consent_id',
    kind: 'storage',
    category: 'necessary',
    purpose: 'consent',
    lifetime: { days: CONSENT_VALIDITY_DAYS },
  },
  {
    name: 'consent_timestamp',
    kind: 'storage',
    category: 'necessary',
    purpose: 'consent',
    lifetime: { days: CONSENT_VALIDITY_DAYS },
  },
  {
    name: 'session_id',
    kind: 'storage',
    category: 'necessary',
    purpose: 'consent',
    lifetime: { days: CONSENT_VALIDITY_DAYS },
  },
  { name: '_ga', kind: 'cookie', category: 'analytics', purpose: 'analytics', lifetime: { months: 25 } },
  { name: '_ga_<ID>', kind: 'cookie', category: 'analytics', purpose: 'analytics', lifetime: { months: 25 } },
] as const;
