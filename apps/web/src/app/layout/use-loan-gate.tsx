import { useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { LazyMessageDialog } from '@/components/lazy-dialogs';
import { paths } from '@/config/paths';
import { canApplyForLoan, LOAN_BLOCKED_MESSAGE } from '@/features/application/lib/can-apply-for-loan';
import { getInquiryStatusQueryOptions, useInquiryStatus } from '@/lib/api/get-inquiry-status';
import { useSession } from '@/lib/session';

/** The Loan link's gate: blocked members get the info modal instead of the application form. */
export function useLoanGate() {
  const user = useSession()?.user;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const inquiry = useInquiryStatus(user?.NIK);
  const [isBlockedOpen, setBlockedOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  // docs/product/errors.md: an inquiry fetch failure is only logged.
  if (inquiry.error) console.warn('Inquiry status unavailable', inquiry.error);

  const showBlocked = () => {
    setBlockedOpen(true);
    setHasOpened(true);
  };

  /** `openDialog` lets the mobile menu hold the Info dialog until it has slid away (nav-drawer.tsx). */
  const onLoanClick = (event: MouseEvent, openDialog: (show: () => void) => void = (show) => show()) => {
    if (!user) return;
    if (inquiry.data === undefined && !inquiry.isError) {
      // Clicked before the status arrived: decide once it has.
      event.preventDefault();
      void queryClient
        .fetchQuery(getInquiryStatusQueryOptions(user.NIK))
        .catch(() => undefined)
        .then((status) =>
          canApplyForLoan(user, status) ? navigate(paths.applicationForm.getHref()) : openDialog(showBlocked),
        );
      return;
    }
    if (canApplyForLoan(user, inquiry.data)) return;
    event.preventDefault();
    openDialog(showBlocked);
  };

  const dialog = hasOpened && (
    <Suspense fallback={null}>
      <LazyMessageDialog
        open={isBlockedOpen}
        title="Info"
        message={LOAN_BLOCKED_MESSAGE}
        onClose={() => setBlockedOpen(false)}
      />
    </Suspense>
  );
  return { onLoanClick, dialog };
}
