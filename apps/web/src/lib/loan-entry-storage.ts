import type { Notification } from '@kopkar/domain';

/**
 * What SPEC §2 keeps in the browser between loan pages (session storage, gone when the tab closes):
 * - the current loan: shown by /application-form-process (set after a submission, or from a notification);
 * - the approval entry: the notification opened on /application-form-approved and /application-form-funding.
 */
export type CurrentLoan = {
  /** Application id, when known. */
  id: number | null;
  ApprovalNo: string | null;
  LoanAmount: number;
  Tenor: number;
  InstallmentAmount: number;
};

const CURRENT_LOAN_KEY = 'currentLoan';
const APPROVAL_ENTRY_KEY = 'approvalEntry';

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export const loanEntryStorage = {
  saveCurrentLoan: (loan: CurrentLoan) => sessionStorage.setItem(CURRENT_LOAN_KEY, JSON.stringify(loan)),
  readCurrentLoan: () => read<CurrentLoan>(CURRENT_LOAN_KEY),
  saveApprovalEntry: (entry: Notification) =>
    sessionStorage.setItem(APPROVAL_ENTRY_KEY, JSON.stringify(entry)),
  readApprovalEntry: () => read<Notification>(APPROVAL_ENTRY_KEY),
  clear: () => {
    sessionStorage.removeItem(CURRENT_LOAN_KEY);
    sessionStorage.removeItem(APPROVAL_ENTRY_KEY);
  },
};
