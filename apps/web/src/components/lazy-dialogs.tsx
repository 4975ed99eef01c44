import { lazy, useState } from 'react';

// Dialogs (MUI Modal, focus trap, transitions) load on first use, outside the page's first chunks
// (docs/conventions.md rule 20, page weight).
export const LazyMessageDialog = lazy(() =>
  import('./message-dialog').then((m) => ({ default: m.MessageDialog })),
);
export const LazyConfirmDialog = lazy(() =>
  import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * True from the first render in which `value` is true on: a lazy dialog is mounted only once it is first opened,
 * and then stays mounted, so it still animates closed.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [hasBeen, setHasBeen] = useState(value);
  if (value && !hasBeen) setHasBeen(true);
  return hasBeen || value;
}
