import { browserStorage, readPreference, writePreference } from './storage';
import type { KeyValueStorage, Parser } from './storage';

/** Anonymous visitors get this many counted calls per calendar day (checked on the device). */
export const FREEMIUM_DAILY_LIMIT = 3;
export const FREEMIUM_STORAGE_KEY = 'trousse.freemium';

export interface FreemiumState {
  dailyRequests: number;
  /** The local calendar day of the last counted call, `YYYY-MM-DD`. */
  lastRequestDate: string;
}

/** The local calendar day of `date`, `YYYY-MM-DD`. */
export function localDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export const parseFreemiumState: Parser<FreemiumState> = (value) => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { dailyRequests, lastRequestDate } = value as Record<string, unknown>;
  if (typeof dailyRequests !== 'number' || !Number.isInteger(dailyRequests) || dailyRequests < 0) {
    return undefined;
  }
  if (typeof lastRequestDate !== 'string') return undefined;
  return { dailyRequests, lastRequestDate };
};

/**
 * Counts one call made on `today`. The counter starts again when the day changes; once the
 * day's allowance is used, the call is refused and the counter stays as it is.
 */
export function countFreemiumRequest(
  state: FreemiumState | undefined,
  today: string,
  limit: number = FREEMIUM_DAILY_LIMIT,
): { allowed: boolean; state: FreemiumState } {
  const current =
    state && state.lastRequestDate === today ? state : { dailyRequests: 0, lastRequestDate: today };
  if (current.dailyRequests >= limit) return { allowed: false, state: current };
  return { allowed: true, state: { dailyRequests: current.dailyRequests + 1, lastRequestDate: today } };
}

/** Reads the stored counter, counts one call and stores the result; false when refused. */
export function takeFreemiumRequest(
  now: Date = new Date(),
  storage: KeyValueStorage | undefined = browserStorage(),
): boolean {
  const stored = readPreference<FreemiumState | undefined>(
    FREEMIUM_STORAGE_KEY,
    parseFreemiumState,
    undefined,
    storage,
  );
  const { allowed, state } = countFreemiumRequest(stored, localDay(now));
  if (allowed) writePreference(FREEMIUM_STORAGE_KEY, state, storage);
  return allowed;
}
