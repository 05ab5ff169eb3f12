import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the copy confirmation tick shows (part 1 §9). */
export const COPY_TICK_MS = 2_000;

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies a text to the clipboard; `state` is 'copied' for 2 s after a success ('failed' after
 * a refusal, until the next try).
 */
export function useCopy(): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = window.setTimeout(() => setState('idle'), COPY_TICK_MS);
    } catch {
      setState('failed');
    }
  }, []);

  return { state, copy };
}
