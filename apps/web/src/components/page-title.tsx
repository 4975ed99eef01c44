import { useEffect } from 'react';

/** Sets the browser tab title for the page (screen readers announce it on navigation). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
