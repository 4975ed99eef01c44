import { type MouseEvent, Suspense, useState } from 'react';
import { useInquiryStatus } from '@/features/application/api/get-inquiry-status';
import { canApplyForLoan, LOAN_BLOCKED_MESSAGE } from '@/features/application/lib/can-apply-for-loan';
import { useSession } from '@/lib/session';
import { LazyMessageDialog } from './lazy-overlays';

/** The Loan link's gate: blocked members get the info modal instead of the application form. */
export function useLoanGate() {
  const user = useSession()?.user;
  const { data: inquiryStatus, error } = useInquiryStatus(user?.NIK);
  const [isBlockedOpen, setBlockedOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  // SPEC §8: an inquiry fetch failure is only logged.
  if (error) console.warn('Inquiry status unavailable', error);

  const onLoanClick = (event: MouseEvent) => {
    if (user && canApplyForLoan(user, inquiryStatus)) return;
    event.preventDefault();
    setBlockedOpen(true);
    setHasOpened(true);
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
