import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delay` ms: what the live region says and when an
 * error shows, so that neither chatters at each key.
 */
export function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
