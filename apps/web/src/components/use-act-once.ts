import { useCallback, useRef, useState } from 'react';

/**
 * Runs an action at most once at a time: from the first click until its promise settles, further calls do
 * nothing. A double click fires two click events before React draws the disabled button (and a mutation's
 * `isPending` arrives later still), so the guard is a ref, read synchronously; `isActing` is for the button.
 * A rejection is the caller's to report (its mutation's onError); here it only ends the wait.
 */
export function useActOnce() {
  const isBusy = useRef(false);
  const [isActing, setActing] = useState(false);
  const act = useCallback(async (action: () => Promise<unknown>) => {
    if (isBusy.current) return;
    isBusy.current = true;
    setActing(true);
    try {
      await action();
    } catch {
      // Reported by the caller; the buttons come back so the officer can try again.
    } finally {
      isBusy.current = false;
      setActing(false);
    }
  }, []);
  return { isActing, act };
}
