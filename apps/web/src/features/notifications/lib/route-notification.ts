import {
  type ApprovalData,
  describeSavingsNotice,
  type Notification,
  normaliseLoanStatus,
  SAVINGS_NOTICES,
  SETTLEMENT_NOTICE_HEADERS,
} from '@kopkar/domain';
import { paths } from '@/config/paths';
import type { CurrentLoan } from '@/lib/loan-entry-storage';

export type NotificationRouteDeps = {
  saveApprovalEntry: (entry: Notification) => void;
  saveCurrentLoan: (loan: CurrentLoan) => void;
  /** GET /MyLoan/{id}: the amounts of the application behind an "anything else" notification. */
  fetchLoan: (applicationId: number) => Promise<ApprovalData>;
};

/**
 * Where a notification leads (SPEC §2 Notifications), storing what the target page reads: APV → approved
 * and FUN → funding, RJT or CNCL → rejected (the entry kept as approval entry); settlement news (PT1, PT2,
 * PT3, PAI, PRJ) → the loan's repayment page; anything else → process,
 * with the entry's application as the current loan (amounts from /MyLoan when it names one).
 */
export async function routeNotification(entry: Notification, deps: NotificationRouteDeps): Promise<string> {
  // Savings news leads to /simpanan, an SHU credit to /shu (issue 16).
  if (describeSavingsNotice(entry.LogHeader)) {
    return entry.LogHeader.trim().toUpperCase() === SAVINGS_NOTICES.SHU_CREDITED
      ? paths.shu.getHref()
      : paths.simpanan.getHref();
  }
  const header = normaliseLoanStatus(entry.LogHeader);
  if (header === 'APV' || header === 'FUN') {
    deps.saveApprovalEntry(entry);
    return header === 'APV'
      ? paths.applicationFormApproved.getHref()
      : paths.applicationFormFunding.getHref();
  }
  if (SETTLEMENT_NOTICE_HEADERS.includes(entry.LogHeader.trim().toUpperCase())) {
    // Early-settlement news belongs on the loan's repayment page, found through its agreement number.
    const loan = entry.ApplicationId === null ? null : await deps.fetchLoan(entry.ApplicationId);
    return loan?.AgreementNo ? paths.repayment.getHref(loan.AgreementNo) : paths.home.getHref();
  }
  if (header === 'RJT' || header === 'CNCL') {
    // Kept so the rejected page can show the notice's own text, which carries the reason.
    deps.saveApprovalEntry(entry);
    return paths.applicationFormRejected.getHref();
  }
  const loan = entry.ApplicationId === null ? null : await deps.fetchLoan(entry.ApplicationId);
  deps.saveCurrentLoan({
    id: entry.ApplicationId,
    ApprovalNo: loan?.ApprovalNo ?? null,
    LoanAmount: loan?.LoanAmount ?? 0,
    Tenor: loan?.Tenor ?? 0,
    InstallmentAmount: loan?.InstallmentAmount ?? 0,
  });
  return paths.applicationFormProcess.getHref();
}
