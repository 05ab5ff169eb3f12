import { useEffect } from 'react';

/** Sets the tab's title while the calling page is shown, then puts the previous one back. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
