import { useEffect, useState } from 'react';

import { secondsUntil } from '../lib/wait-display';

/**
 * Whole seconds left until `until` (ms since the epoch), re-rendering every second while it
 * runs; 0 when `until` is null or past.
 */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const interval = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(interval);
    };
  }, [until]);

  return until === null ? 0 : secondsUntil(until, now);
}
