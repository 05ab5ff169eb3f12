import { SUPPORT_MESSAGES_PER_DAY } from '@trousse/contracts/api/support/schemas';

import { readPreference, writePreference, type KeyValueStorage } from '../../../lib/storage';

/** What the browser keeps per address (part 2 §3): messages sent, and when the last one left. */
export interface SendRecord {
  count: number;
  lastSent: number;
}

const STORAGE_KEY = 'support_limits';
const DAY_MS = 24 * 60 * 60 * 1000;

type Records = Record<string, SendRecord>;

const parseRecords = (value: unknown): Records | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const records: Records = {};
  for (const [email, record] of Object.entries(value)) {
    const { count, lastSent } = (record ?? {}) as Record<string, unknown>;
    if (typeof count === 'number' && typeof lastSent === 'number') records[email] = { count, lastSent };
  }
  return records;
};

const keyOf = (email: string) => email.trim().toLowerCase();

/** Messages this address may still send from this browser (4 per 24 h, counted from the last). */
export function isBlocked(email: string, now: number, storage?: KeyValueStorage): boolean {
  const record = readPreference(STORAGE_KEY, parseRecords, {}, storage)[keyOf(email)];
  return record !== undefined && now - record.lastSent < DAY_MS && record.count >= SUPPORT_MESSAGES_PER_DAY;
}

/** Counts one more message; a record older than 24 h starts again. */
export function recordSent(email: string, now: number, storage?: KeyValueStorage): void {
  const records = readPreference(STORAGE_KEY, parseRecords, {}, storage);
  const previous = records[keyOf(email)];
  const count = previous && now - previous.lastSent < DAY_MS ? previous.count + 1 : 1;
  writePreference(STORAGE_KEY, { ...records, [keyOf(email)]: { count, lastSent: now } }, storage);
}

/** The server said the limit is reached: the browser holds the button too. */
export function recordLimitReached(email: string, now: number, storage?: KeyValueStorage): void {
  const records = readPreference(STORAGE_KEY, parseRecords, {}, storage);
  writePreference(
    STORAGE_KEY,
    { ...records, [keyOf(email)]: { count: SUPPORT_MESSAGES_PER_DAY, lastSent: now } },
    storage,
  );
}
