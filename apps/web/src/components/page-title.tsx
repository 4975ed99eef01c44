import { useEffect } from 'react';

/**
 * The one way a page names itself: sets the browser tab title (screen readers announce it on navigation) and,
 * when given, the content of index.html's `<meta name="description">` (edited in place, so there is only ever
 * one). Both go back to what they were when the page unmounts.
 */
export function usePageTitle(title: string, description?: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (description === undefined || !meta) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}

/** `usePageTitle` for pages that choose their title per render branch (loading, missing, loaded). */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  usePageTitle(title, description);
  return null;
}

/**
 * Asks search engines not to list the page (`<meta name="robots" content="noindex, nofollow">` while it is shown):
 * for pages whose address is shared privately, such as a document's verification. The server also sends
 * `X-Robots-Tag` with the page itself.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
