import { computeLoanBalance, isRowPaid } from './loan-balance';

/** A schedule row as the settlement needs it; amounts integer Rupiah, paidDate `YYYY-MM-DD` or null/''. */
export type SettlementScheduleRow = {
  principal: number;
  interest: number;
  outstanding: number;
  paidDate: string | null;
};

export type SettlementQuote = { sisapinjaman: number; sisabunga: number; total: number };

/**
 * Early settlement amount, Rupiah (DOMAIN.md): `sisapinjaman` = the principal still owed, exactly the loan
 * balance's `principalRemaining` (computeLoanBalance: what the home page and the schedule show as "Sisa pokok");
 * `sisabunga` = interest of the next `interestMonths` unpaid rows (setting, default 1); `total` = their sum. Rows
 * in instalment order. A fully paid schedule quotes 0.
 */
export function computeSettlementQuote(
  rows: readonly SettlementScheduleRow[],
  principalAmount: number,
  interestMonths = 1,
): SettlementQuote {
  const unpaid = rows.filter((row) => !isRowPaid(row));
  const sisapinjaman = computeLoanBalance(principalAmount, rows).principalRemaining;
  const sisabunga = unpaid.slice(0, Math.max(interestMonths, 0)).reduce((sum, row) => sum + row.interest, 0);
  return { sisapinjaman, sisabunga, total: sisapinjaman + sisabunga };
}

/** Status chip of an amortisation report row (SPEC §2): the synthetic opening row is PROSES. */
export function describeInstalmentStatus(
  row: { paidDate: string | null } | 'OPENING',
): 'PROSES' | 'PAID' | 'UNPAID' {
  if (row === 'OPENING') return 'PROSES';
  return isRowPaid(row) ? 'PAID' : 'UNPAID';
}
