import { useEffect, useRef } from 'react';

/** Calls `handler` for every keydown on the page that `matches`, preventing the browser's default. */
export function useKeyboardShortcut(matches: (event: KeyboardEvent) => boolean, handler: () => void) {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  }, [handler]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !matches(event)) return;
      event.preventDefault();
      handlerRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [matches]);
}
