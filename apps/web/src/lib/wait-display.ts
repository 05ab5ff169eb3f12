/** A wait shown the relative way of part 1 §9. */
export interface RelativeWait {
  unit: 'minutes' | 'hours';
  count: number;
}

/**
 * Under 60 s shows '1 min', under 1 h shows minutes, otherwise hours (rounded up: the wait
 * is never announced shorter than it is).
 */
export function relativeWait(seconds: number): RelativeWait {
  const s = Math.max(0, Math.ceil(seconds));
  if (s < 60) return { unit: 'minutes', count: 1 };
  if (s < 3600) return { unit: 'minutes', count: Math.ceil(s / 60) };
  return { unit: 'hours', count: Math.ceil(s / 3600) };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A precise countdown: `m:ss` under an hour, `h:mm:ss` beyond. */
export function clockWait(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/** Whole seconds left until `until` (ms since the epoch), never negative. */
export function secondsUntil(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}
