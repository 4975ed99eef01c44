import { CANCEL_REDIRECT_MS } from '@kopkar/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LazyConfirmDialog, useHasBeenTrue } from '@/components/lazy-dialogs';
import { paths } from '@/config/paths';
import { getInquiryStatusQueryOptions } from '@/lib/api/get-inquiry-status';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { cancelApplication } from '../api/cancel-application';
import { getLoanHistoryQueryOptions } from '../api/get-loan-history';
import { getLoanStatusQueryOptions } from '../api/get-loan-status';

/**
 * The cancel flow (docs/product/loans.md#cancelling-an-application): 'Yakin dicancel ?',
 * POST /CancelPengajuan, a toast with the server's icon and message, then back to /home after
 * CANCEL_REDIRECT_MS with the member's loan status, latest applications and inquiry status refreshed.
 */
export function useCancelFlow(nik: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [applicationId, setApplicationId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isGone = useRef(false);
  useEffect(() => {
    isGone.current = false;
    return () => {
      isGone.current = true;
      clearTimeout(timer.current);
    };
  }, []);

  const confirm = async () => {
    if (applicationId === null) return;
    // A plain call, not a mutation hook: the dialog's button already acts once at a time (useActOnce), and
    // React Query's mutation observer would be 0.9 kB gzip more on /home for this one rare action.
    try {
      const reply = await cancelApplication(applicationId);
      // A member who left the page meanwhile is not taken back to /home (as a mutation's callbacks would not run).
      if (isGone.current) return;
      setApplicationId(null);
      enqueueSnackbar(reply.message, { variant: reply.icon });
      timer.current = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: getLoanStatusQueryOptions(nik).queryKey });
        void queryClient.invalidateQueries({ queryKey: getLoanHistoryQueryOptions(nik).queryKey });
        void queryClient.invalidateQueries({ queryKey: getInquiryStatusQueryOptions(nik).queryKey });
        navigate(paths.home.getHref(), { replace: true });
      }, CANCEL_REDIRECT_MS);
    } catch (error) {
      if (isGone.current) return;
      setApplicationId(null);
      enqueueSnackbar(getErrorMessage(error), { variant: 'error' });
    }
  };

  // The dialog's code loads with the first cancel (docs/conventions.md rule 20, page weight).
  const hasOpened = useHasBeenTrue(applicationId !== null);
  const dialog = hasOpened && (
    <Suspense fallback={null}>
      <LazyConfirmDialog
        open={applicationId !== null}
        message="Yakin dicancel ?"
        confirmLabel="Ya, batalkan"
        cancelLabel="Tidak"
        onConfirm={confirm}
        onCancel={() => setApplicationId(null)}
      />
    </Suspense>
  );
  return { requestCancel: setApplicationId, dialog };
}
