import { TOAST_DURATION_MS } from '@kopkar/domain';
import { SnackbarProvider } from 'notistack';

/**
 * The toast outlet, mounted on its own (lazily, outside the first chunk). Pages call notistack's global
 * `enqueueSnackbar`. Each toast has role="alert", so screen readers announce it (aria-live).
 */
export function Toaster() {
  return (
    <SnackbarProvider
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={3}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    />
  );
}
