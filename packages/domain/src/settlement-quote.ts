/** A schedule row as the settlement needs it; amounts integer Rupiah, paidDate `YYYY-MM-DD` or null/''. */
export type SettlementScheduleRow = {
  principal: number;
  interest: number;
  outstanding: number;
  paidDate: string | null;
};

export type SettlementQuote = { sisapinjaman: number; sisabunga: number; total: number };

const isPaid = (row: SettlementScheduleRow): boolean => Boolean(row.paidDate?.trim());

/**
 * Early settlement amount, Rupiah (DOMAIN.md): `sisapinjaman` = principal still owed (the loan amount minus
 * the principal of paid rows — the outstanding after the last paid row when rows are paid in order, and still
 * right when a failed deduction left a gap); `sisabunga` = interest of the next `interestMonths` unpaid rows
 * (setting, default 1); `total` = their sum. Rows in instalment order. A fully paid schedule quotes 0.
 */
export function computeSettlementQuote(
  rows: readonly SettlementScheduleRow[],
  principalAmount: number,
  interestMonths = 1,
): SettlementQuote {
  const paidPrincipal = rows.filter(isPaid).reduce((sum, row) => sum + row.principal, 0);
  const unpaid = rows.filter((row) => !isPaid(row));
  const sisapinjaman = unpaid.length === 0 ? 0 : Math.max(principalAmount - paidPrincipal, 0);
  const sisabunga = unpaid.slice(0, Math.max(interestMonths, 0)).reduce((sum, row) => sum + row.interest, 0);
  return { sisapinjaman, sisabunga, total: sisapinjaman + sisabunga };
}

/**
 * A schedule is fully paid when no row has an empty PaidDate (SPEC §4). An empty schedule is not:
 * a loan without rows has not been funded.
 */
export function isScheduleFullyPaid(rows: readonly Pick<SettlementScheduleRow, 'paidDate'>[]): boolean {
  return rows.length > 0 && rows.every((row) => Boolean(row.paidDate?.trim()));
}

/** Status chip of an amortisation report row (SPEC §2): the synthetic opening row is PROSES. */
export function describeInstalmentStatus(
  row: { paidDate: string | null } | 'OPENING',
): 'PROSES' | 'PAID' | 'UNPAID' {
  if (row === 'OPENING') return 'PROSES';
  return row.paidDate?.trim() ? 'PAID' : 'UNPAID';
}
