import { isUnfinishedStatus, type LoanHistoryItem, MAX_UNFINISHED_LOANS } from '@kopkar/domain';
import { canApplyForLoan } from './can-apply-for-loan';

export type Eligibility =
  | { canApply: true }
  | { canApply: false; reason: 'blocked' | 'unfinished-loans'; unfinishedCount: number };

/** Loans still counting against the member: NEW, APV and FUN (PAID reads as FIN, so it does not count). */
export function countUnfinishedLoans(history: readonly Pick<LoanHistoryItem, 'Status'>[]): number {
  return history.filter((loan) => isUnfinishedStatus(loan.Status)).length;
}

/**
 * Whether the form may be shown (docs/product/screens.md, §5): contact details on file and nothing in approval (the Loan
 * gate's rule), and fewer than MAX_UNFINISHED_LOANS (2) unfinished loans. The server re-checks on submit.
 */
export function checkEligibility(input: {
  user: { email: string | null; mobilephoneno: string | null };
  inquiryStatus: string | undefined;
  history: readonly Pick<LoanHistoryItem, 'Status'>[];
}): Eligibility {
  const unfinishedCount = countUnfinishedLoans(input.history);
  if (!canApplyForLoan(input.user, input.inquiryStatus)) {
    return { canApply: false, reason: 'blocked', unfinishedCount };
  }
  if (unfinishedCount >= MAX_UNFINISHED_LOANS) {
    return { canApply: false, reason: 'unfinished-loans', unfinishedCount };
  }
  return { canApply: true };
}
