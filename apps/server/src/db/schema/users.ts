import { sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, languages } from '@trousse/contracts/language';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Trimmed and lower-cased before it gets here: one account per address. */
    email: text().notNull(),
    /** Short human-friendly identifier shown in the avatar menu (IDsimple). */
    simpleId: text().notNull(),
    /** argon2id over HMAC(APP_SECRET, code): the pepper never lives in the database. */
    codeHash: text().notNull(),
    /** Wrong access codes in a row, counted once evaluated (DECISIONS §2). */
    failedAttempts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    /**
     * Code checks under way: a try is taken before argon2 runs, so failures plus checks in
     * flight never exceed 3 (decision 006). Stale after a minute (a crashed check).
     */
    codeChecksInFlight: integer().notNull().default(0),
    codeChecksStartedAt: timestamp({ withTimezone: true }),
    /** HMAC of the device fingerprint the account was created from (anti multi-accounts). */
    registrationDeviceHash: text(),
    twoFactorEnabled: boolean().notNull().default(false),
    /** TOTP secret, AES-256-GCM under a key derived from APP_SECRET. */
    totpSecret: text(),
    /** Secret shown during set-up, active only once a code from it is verified. */
    totpPendingSecret: text(),
    totpPendingAt: timestamp({ withTimezone: true }),
    /** Last accepted TOTP time step: a code is never accepted twice (replay). */
    totpLastStep: bigint({ mode: 'number' }),
    twoFactorFailedAttempts: integer().notNull().default(0),
    twoFactorBlockedUntil: timestamp({ withTimezone: true }),
    recoveryEmail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp({ withTimezone: true }),
    /**
     * When the account was told it would be deleted for inactivity (12 months without sign-in);
     * a sign-in after it cancels that notice.
     */
    inactivityNoticeAt: timestamp({ withTimezone: true }),
    /** The account's language: the screens after sign-in and every mail use it. */
    language: text({ enum: languages }).notNull().default(DEFAULT_LANGUAGE),
  },
  (table) => [
    check('users_language_known', sql`${table.language} in ('fr', 'en', 'es', 'de')`),
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_simple_id_unique').on(table.simpleId),
    uniqueIndex('users_registration_device_unique')
      .on(table.registrationDeviceHash)
      .where(sql`${table.registrationDeviceHash} is not null`),
  ],
);

/** Devices an account has signed in from, to mail 'Nouvelle connexion' on a new one. */
export const userDevices = pgTable(
  'user_devices',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text().notNull(),
    firstSeenAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('user_devices_user_device_unique').on(table.userId, table.deviceHash)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the current refresh token; the token itself is never stored. */
    refreshHash: text().notNull(),
    /** The token rotated away last, accepted for a few seconds so two tabs do not collide. */
    previousRefreshHash: text(),
    rotatedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** Absolute end: 24 h, or 7 days when the account has two-factor authentication. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    awayAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
    deviceHash: text(),
    deviceLabel: text().notNull(),
    ip: text(),
  },
  // Live sessions only: a user's revoked ones pile up, and every sign-in looks for the live ones.
  (table) => [
    index('sessions_user_live_idx')
      .on(table.userId, table.createdAt)
      .where(sql`revoked_at is null`),
  ],
);

/**
 * Every refresh token a session has rotated away (hashed): presenting any of them again, past
 * the two-tab grace, is a stolen copy and ends the session (ASVS 5.0 10.4.5).
 */
export const retiredRefreshTokens = pgTable(
  'retired_refresh_tokens',
  {
    tokenHash: text().primaryKey(),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    retiredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('retired_refresh_tokens_session_idx').on(table.sessionId)],
);

export const resetCodes = pgTable(
  'reset_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC of the code: 40 random bits, short-lived, so a keyed hash is enough. */
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /** Set when a newer code replaced this one. */
    voidedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('reset_codes_user_idx').on(table.userId, table.createdAt)],
);

/**
 * The 4-digit codes mailed to a recovery address, to set it ('set') or to change it in the
 * window of a change procedure ('change'): keyed hash, 10 minutes, 3 tries, one live per account.
 */
export const recoveryEmailCodes = pgTable(
  'recovery_email_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['set', 'change'] }).notNull(),
    /** The address the code was mailed to: only that address can be confirmed with it. */
    email: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Used, or replaced by a newer code. */
    closedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('recovery_email_codes_purpose_known', sql`${table.purpose} in ('set', 'change')`),
    index('recovery_email_codes_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * A running change of the recovery email (part 2 §4): asked at `requestedAt`, possible once
 * `delayEndsAt` is past, within a window opened until `windowEndsAt`. One per account; the row
 * goes when the change completes, is cancelled, or its window has passed.
 */
export const recoveryEmailChanges = pgTable('recovery_email_changes', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  requestedAt: timestamp({ withTimezone: true }).notNull(),
  delayEndsAt: timestamp({ withTimezone: true }).notNull(),
  windowEndsAt: timestamp({ withTimezone: true }),
});

export const auditEvents = pgTable(
  'audit_events',
  {
    /** Increasing, so "newest first" is exact even for events of the same instant. */
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** Truncated: IPv4 /24, IPv6 /48. */
    ip: text(),
    device: text(),
  },
  (table) => [
    index('audit_events_user_idx').on(table.userId, table.id),
    // The daily job removes the events past RETENTION.logsMonths.
    index('audit_events_created_idx').on(table.createdAt),
  ],
);

/** Single-use 2FA recovery codes, each stored as a salted keyed hash. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    salt: text().notNull(),
    codeHash: text().notNull(),
    /** Generated during set-up, usable once 2FA is active. */
    pending: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/** A social identity, keyed by provider and the provider's user id (never by email). */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    provider: text().notNull(),
    providerUserId: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text(),
    /** Set once the provider has vouched for the email; a code reset unlinks the others. */
    emailVerified: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('oauth_identities_provider_user_unique').on(table.provider, table.providerUserId),
    index('oauth_identities_user_idx').on(table.userId),
  ],
);

/** A social sign-in waiting for the access code (create-code or login step): 10 minutes, single use. */
export const oauthPending = pgTable('oauth_pending', {
  id: uuid().primaryKey().defaultRandom(),
  tokenHash: text().notNull().unique(),
  provider: text().notNull(),
  providerUserId: text().notNull(),
  email: text().notNull(),
  emailVerified: boolean().notNull().default(false),
  /** The existing account the identity will be linked to, for the login step. */
  userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** A social sign-in in progress: single use, so a replayed callback is refused. */
export const oauthStates = pgTable('oauth_states', {
  /** SHA-256 of the state value the browser keeps in its cookie. */
  stateHash: text().primaryKey(),
  provider: text().notNull(),
  codeVerifier: text().notNull(),
  nonce: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
