import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during the hydration of a page the server rendered (ADR 0006), true from the render
 * after it, and at once in a page the browser renders itself. Fields stay read-only until it is true: what someone
 * typed into the server's HTML before React took over would be reset by the form's state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
