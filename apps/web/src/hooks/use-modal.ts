import { useEffect } from 'react';
import type { RefObject } from 'react';

export const APP_ROOT_ID = 'root';

/**
 * What a modal needs while it is mounted: the focus goes to `initialFocus`, the rest of the
 * page (the React root; the modal is portalled next to it) becomes inert and hidden from
 * assistive technologies, the page stops scrolling, and on unmount the focus goes back to
 * where it was.
 */
export function useModal(initialFocus: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.getElementById(APP_ROOT_ID);
    const previousOverflow = document.body.style.overflow;

    initialFocus.current?.focus();
    if (root) {
      root.inert = true;
      root.setAttribute('aria-hidden', 'true');
    }
    document.body.style.overflow = 'hidden';

    return () => {
      if (root) {
        root.inert = false;
        root.removeAttribute('aria-hidden');
      }
      document.body.style.overflow = previousOverflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [initialFocus]);
}
