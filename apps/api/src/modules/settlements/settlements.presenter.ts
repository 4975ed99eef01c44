import { type AmortisationReport, computeLoanBalance } from '@kopkar/domain';
import type { AgreementRow, InstalmentRow } from '../../db/schema/index';
import { presentLoanBalance } from '../loans/loans.presenter';

type ReportSource = {
  agreement: AgreementRow;
  memberName: string;
  memberNik: string;
  financePurpose: string;
};

/**
 * GET /ListAmortisasi/{agreementNo}: the header, every row with its PAID/UNPAID state, and the loan's balance in
 * principal by the same definition as the home page's (computeLoanBalance).
 */
export function presentAmortisationReport(source: ReportSource, rows: InstalmentRow[]): AmortisationReport {
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
      Status: row.paidDate ? 'PAID' : 'UNPAID',
    })),
    TotalPokok: rows.reduce((sum, row) => sum + row.principal, 0),
    Saldo: presentLoanBalance(computeLoanBalance(agreement.amount, rows)),
    LoanStatus: agreement.status,
  };
}
