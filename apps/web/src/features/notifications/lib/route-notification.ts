import { type ApprovalData, describeNotice, type Notification } from '@kopkar/domain';
import { paths } from '@/config/paths';
import type { CurrentLoan } from '@/lib/loan-entry-storage';

export type NotificationRouteDeps = {
  saveApprovalEntry: (entry: Notification) => void;
  saveCurrentLoan: (loan: CurrentLoan) => void;
  /** GET /MyLoan/{id}: the application behind a notification (amounts, agreement number). */
  fetchLoan: (applicationId: number) => Promise<ApprovalData>;
};

/**
 * Where a notification leads, by the destination the domain's NOTICE_KINDS gives its header (docs/product/screens.md
 * Notifications): the result page of the loan news, storing the entry the page reads
 * (approved, funding, rejected, the counter-offer, the cancellation, the finished loan); settlement news → the
 * loan's repayment page; savings → /simpanan, SHU → /shu, a salary deduction short of the instruction →
 * /potongan-gaji; anything else → process, with the entry's application as the current loan (amounts from /MyLoan
 * when it names one).
 */
export async function routeNotification(entry: Notification, deps: NotificationRouteDeps): Promise<string> {
  const destination = describeNotice(entry.LogHeader).destination;
  const openWithEntry = (href: string) => {
    deps.saveApprovalEntry(entry);
    return href;
  };
  switch (destination) {
    case 'simpanan':
      return paths.simpanan.getHref();
    case 'shu':
      return paths.shu.getHref();
    case 'data-saya':
      return paths.accountData.getHref();
    case 'potongan-gaji':
      return paths.potonganGaji.getHref();
    case 'approved':
      return openWithEntry(paths.applicationFormApproved.getHref());
    case 'funding':
      return openWithEntry(paths.applicationFormFunding.getHref());
    case 'rejected':
      return openWithEntry(paths.applicationFormRejected.getHref());
    case 'offer':
      return openWithEntry(paths.applicationFormOffer.getHref());
    case 'cancelled':
      return openWithEntry(paths.applicationFormCancel.getHref());
    case 'finished':
      return openWithEntry(paths.loanFinished.getHref());
    case 'repayment': {
      // Early-settlement news belongs on the loan's repayment page, found through its agreement number.
      const loan = entry.ApplicationId === null ? null : await deps.fetchLoan(entry.ApplicationId);
      return loan?.AgreementNo ? paths.repayment.getHref(loan.AgreementNo) : paths.home.getHref();
    }
    case 'process': {
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
    default: {
      const unhandled: never = destination;
      throw new Error(`Tujuan notifikasi tidak dikenal: ${String(unhandled)}`);
    }
  }
}
