import { useEffect } from 'react';
import type { RefObject } from 'react';

export const APP_ROOT_ID = 'root';

/**
 * What a modal needs while it is mounted: the focus goes to `initialFocus`, the rest of the
 * page (the React root, and a modal under this one: each is portalled into the body) becomes
 * inert and hidden from assistive technologies, the page stops scrolling, and on unmount the
 * focus goes back to where it was.
 */
export function useModal(initialFocus: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    // The body's child that holds this modal stays live; the others not yet inert become so.
    const own = initialFocus.current?.closest('body > *');
    const silenced = [...document.body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        element !== own &&
        !element.inert &&
        (element.id === APP_ROOT_ID || element.querySelector('[role="dialog"]') !== null),
    );

    initialFocus.current?.focus();
    for (const element of silenced) {
      element.inert = true;
      element.setAttribute('aria-hidden', 'true');
    }
    document.body.style.overflow = 'hidden';

    return () => {
      for (const element of silenced) {
        element.inert = false;
        element.removeAttribute('aria-hidden');
      }
      document.body.style.overflow = previousOverflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [initialFocus]);
}
