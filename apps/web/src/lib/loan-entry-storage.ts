import type { Notification } from '@kopkar/domain';

/**
 * What docs/product/screens.md keeps in the browser between loan pages (session storage, gone when the tab closes):
 * - the current loan: shown by /application-form-process (set after a submission, or from a notification);
 * - the approval entry: the notification opened, read by the result page it leads to (approved, funding,
 *   rejected, offer, cancel, finished loan).
 */
export type CurrentLoan = {
  /** Application id, when known. */
  id: number | null;
  ApprovalNo: string | null;
  LoanAmount: number;
  Tenor: number;
  InstallmentAmount: number;
};

/** Navigation state of a page opened from a notification: which notice it was (see readOpenedNotice). */
export type OpenedNoticeState = { noticeId: number };

/** The navigation state the notification page passes to the page a notice opens. */
export const openedNoticeState = (entry: Notification): OpenedNoticeState => ({ noticeId: entry.id });

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
  /**
   * The stored entry when the page was opened from that very notice (navigation `state` from
   * openedNoticeState), else null: a page also reached another way never shows an older notice's text.
   */
  readOpenedNotice: (state: unknown): Notification | null => {
    const entry = read<Notification>(APPROVAL_ENTRY_KEY);
    const noticeId = (state as Partial<OpenedNoticeState> | null | undefined)?.noticeId;
    return entry && noticeId === entry.id ? entry : null;
  },
  clear: () => {
    sessionStorage.removeItem(CURRENT_LOAN_KEY);
    sessionStorage.removeItem(APPROVAL_ENTRY_KEY);
  },
};
