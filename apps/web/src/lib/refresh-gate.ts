/**
 * "Ignored within N seconds of the last one unless forced" (part 1 §4): whether a refresh may
 * run now. `lastAt` is when the last one started (undefined or -Infinity: never).
 */
export function isRefreshDue(
  lastAt: number | undefined,
  now: number,
  minGapMs: number,
  force = false,
): boolean {
  if (force || lastAt === undefined) return true;
  return now - lastAt >= minGapMs;
}
