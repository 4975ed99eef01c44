import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a component mounting now is past the hydration of the server's page: false on the server and while the
 * browser hydrates (main.tsx calls `startHydration` before it does), true once hydrated and in a page the browser
 * renders itself.
 */
let pastHydration = typeof document !== 'undefined';

/** main.tsx, before it hydrates a page the server rendered. */
export function startHydration(): void {
  pastHydration = false;
}

/**
 * The same answer as useHydrated, read once, for code that must not re-render when it changes (a ref callback, the
 * first render's choice). MarkInteractive (app/app.tsx) uses useHydrated, so it turns true after every hydration.
 */
export function isPastHydration(): boolean {
  return pastHydration;
}

/**
 * False on the server and during the hydration of a page the server rendered (ADR 0006), true from a render after it,
 * and at once in a page the browser renders itself. Fields stay read-only until it is true: what someone typed into
 * the server's HTML before React took over would be reset by the form's state.
 *
 * After a hydration it turns true in a transition, which React renders in slices. Read from a store with
 * `useSyncExternalStore` (as before), it re-rendered every field of the page at once and synchronously after the
 * hydration: one long task on a phone (bench/figures/pages-7.md).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pastHydration);
  useEffect(() => {
    pastHydration = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
