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
