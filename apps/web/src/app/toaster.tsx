import { TOAST_DURATION_MS } from '@kopkar/domain';
import { styled } from '@mui/material/styles';
import { enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachToastOutlet } from '@/lib/toast';

/**
 * notistack's default colours put white text on light green and orange (under 3:1). These shades keep every
 * variant at WCAG AA (≥ 4.5:1 for white text).
 */
const AccessibleToast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1B5E20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#B3261E' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8A4B00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0B4F8A' },
  '&.notistack-MuiContent-default': { backgroundColor: '#263238' },
});
const toastComponents = {
  success: AccessibleToast,
  error: AccessibleToast,
  warning: AccessibleToast,
  info: AccessibleToast,
  default: AccessibleToast,
};

/**
 * The toast outlet, mounted on its own (lazily, on the first toast: see lib/toast.ts). Pages call
 * `enqueueSnackbar`; once the provider below is mounted, notistack's global enqueue is handed to them.
 * Each toast has role="alert", so screen readers announce it (aria-live).
 */
export function Toaster() {
  // Children's effects run after SnackbarProvider mounted, which is when notistack's global enqueue works.
  useEffect(() => {
    attachToastOutlet(enqueueSnackbar);
    return () => attachToastOutlet(undefined);
  }, []);
  return (
    <SnackbarProvider
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={3}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={toastComponents}
    />
  );
}
