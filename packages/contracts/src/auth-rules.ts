// The account rules as plain values, free of zod so that eagerly loaded browser code can use them.

export const ACCESS_CODE_MIN_LENGTH = 4;
export const ACCESS_CODE_MAX_LENGTH = 8;
/** Access codes are 4 to 8 ASCII digits (no other Unicode digits). */
export const ACCESS_CODE_PATTERN = /^[0-9]{4,8}$/;
export const RESET_CODE_LENGTH = 8;
/** Reset codes avoid the look-alikes 0/O and 1/I (DECISIONS §2). */
export const RESET_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const MAX_LOGIN_ATTEMPTS = 3;
export const DEVICE_FINGERPRINT_MAX = 200;

/**
 * One repeated digit, or a straight run up or down (0000, 1234, 98765), is refused at
 * registration and change: such codes are the first an attacker tries.
 */
export function isTrivialCode(code: string): boolean {
  if (!ACCESS_CODE_PATTERN.test(code)) return false;
  const digits = [...code].map(Number);
  const steps = new Set(digits.slice(1).map((digit, index) => digit - (digits[index] ?? 0)));
  if (steps.size !== 1) return false;
  const [step] = steps;
  return step === 0 || step === 1 || step === -1;
}

// The account's figures, read by the server's behaviour and said by the settings dialog.
/** Live sessions an account may hold; a fourth sign-in ends the oldest. */
export const MAX_LIVE_SESSIONS = 3;
export const SESSION_HOURS = 24;
/** A session of an account with two-factor lasts longer. */
export const TWO_FACTOR_SESSION_DAYS = 7;
/** Wrong codes in a row lock the account (MAX_LOGIN_ATTEMPTS) for this long. */
export const LOCK_HOURS = 3;
/** Accounts unused this long are deleted, after a mail this many days before. */
export const INACTIVITY_MONTHS = 12;
export const INACTIVITY_NOTICE_DAYS = 30;

// The recovery email's validation codes (part 2 §5, §9).
export const VALIDATION_CODE_LENGTH = 4;
export const VALIDATION_CODE_PATTERN = /^[0-9]{4}$/;
export const VALIDATION_CODE_TTL_MINUTES = 10;
export const VALIDATION_CODE_MAX_ATTEMPTS = 3;
/** Seconds between two codes mailed for the same account. */
export const VALIDATION_RESEND_SECONDS = 60;
/** The change of a recovery email: a security delay, then a window to change it (DECISIONS §7). */
export const RECOVERY_CHANGE_DELAY_HOURS = 99;
export const RECOVERY_CHANGE_WINDOW_HOURS = 24;
