import {
  type AmortisationReport,
  computeLoanBalance,
  describeInstalmentStatus,
  type InterestBreakdown,
  type SettledBy,
  type SettlementInterestLine,
} from '@kopkar/domain';
import type { AgreementRow, InstalmentRow } from '../../db/schema/index';
import { presentLoanBalance } from '../loans/loans.presenter';
import type { SettlementRow } from './settlements.repository';

type ReportSource = {
  agreement: AgreementRow;
  memberName: string;
  memberNik: string;
  financePurpose: string;
};

/** A confirmed settlement as the schedule and the payment history show it: its date, total and parts. */
export function presentSettledBy(
  settlement: SettlementRow | undefined,
  rows: InstalmentRow[],
): SettledBy | null {
  if (!settlement) return null;
  const closed = rows.find((row) => row.settlementId === settlement.id);
  return {
    id: settlement.id,
    Tanggal: closed?.paidDate ?? settlement.quoteDate ?? settlement.plannedDate,
    TotalPelunasan: settlement.total,
    OSP: settlement.outstandingPrincipal,
    Interest: settlement.interest,
  };
}

/** How a quote's interest was computed, field by field (ADR 0018). */
export function presentInterestBreakdown(
  asOf: string | null,
  lines: readonly SettlementInterestLine[],
): InterestBreakdown {
  return {
    Tanggal: asOf,
    Baris: lines.map((line) => ({
      InsSeqNo: line.seq,
      Bunga: line.interest,
      PeriodeMulai: line.periodStart,
      JatuhTempo: line.dueDate,
      Hari: line.daysElapsed,
      HariPeriode: line.periodDays,
      BungaBerjalan: line.accrued,
    })),
  };
}

/**
 * GET /ListAmortisasi/{agreementNo}: the header, every row with its PAID/UNPAID/DILUNASI state and what was paid,
 * the settlement that closed the loan, and the loan's balance in principal by the same definition as the home
 * page's (computeLoanBalance).
 */
export function presentAmortisationReport(
  source: ReportSource,
  rows: InstalmentRow[],
  settlement: SettlementRow | undefined,
): AmortisationReport {
  const { agreement } = source;
  return {
    AgreementId: agreement.id,
    header: {
      EmployeeName: source.memberName,
      NIK: source.memberNik,
      AgreementNo: agreement.agreementNo,
      LoanAmount: agreement.amount,
      Tenor: agreement.tenorMonths,
      FinancePurpose: source.financePurpose,
    },
    list: rows.map((row) => ({
      InsSeqNo: row.seq,
      AgreementNo: agreement.agreementNo,
      InstallmentAmount: row.instalment,
      InstallmentDueDate: row.dueDate,
      InterestAmount: row.interest,
      PrincipalAmount: row.principal,
      OSPrincipalAmount: row.outstanding,
      PaidDate: row.paidDate,
      PaidAmount: row.paidAmount,
      Status: describeInstalmentStatus(row),
    })),
    TotalPokok: rows.reduce((sum, row) => sum + row.principal, 0),
    Saldo: presentLoanBalance(computeLoanBalance(agreement.amount, rows)),
    LoanStatus: agreement.status,
    Pelunasan: presentSettledBy(settlement, rows),
  };
}
