/**
 * The balance of a funded loan, the one definition the home page, the schedule (amortisation) page and the
 * settlement quote share. Principal only: interest is the price of time, not part of what was lent.
 */

/** A schedule row as the balance needs it: principal in integer Rupiah, paidDate `YYYY-MM-DD` or null/''. */
export type LoanBalanceRow = { principal: number; paidDate: string | null };

/** Integer Rupiah; `principalPaid + principalRemaining = amount`, always. */
export type LoanBalance = {
  /** The amount lent. */
  amount: number;
  /** Principal repaid so far: the principal of the paid rows (every row paid → the whole amount). */
  principalPaid: number;
  /**
   * Principal still owed: the amount minus the principal repaid, which is the outstanding principal after the
   * last paid row when rows are paid in order (the schedule's "Sisa Pokok"), and stays right when a failed
   * deduction left a gap. 0 once every row is paid.
   */
  principalRemaining: number;
};

/** A row is paid once it has a PaidDate (docs/product/loans.md#loan-statuses: an empty PaidDate is unpaid). */
export function isRowPaid(row: Pick<LoanBalanceRow, 'paidDate'>): boolean {
  return Boolean(row.paidDate?.trim());
}

/**
 * A schedule is fully paid when no row has an empty PaidDate (docs/product/loans.md#loan-statuses). An empty schedule is not:
 * a loan without rows has not been funded.
 */
export function isScheduleFullyPaid(rows: readonly Pick<LoanBalanceRow, 'paidDate'>[]): boolean {
  return rows.length > 0 && rows.every(isRowPaid);
}

/**
 * The balance of one loan from its amount (Rupiah) and its schedule rows, in any order. A schedule whose every row
 * is paid owes nothing; otherwise the principal repaid is taken off the amount (never below 0).
 */
export function computeLoanBalance(amount: number, rows: readonly LoanBalanceRow[]): LoanBalance {
  const repaid = rows.filter(isRowPaid).reduce((sum, row) => sum + row.principal, 0);
  const principalRemaining = isScheduleFullyPaid(rows) ? 0 : Math.max(amount - repaid, 0);
  return { amount, principalPaid: amount - principalRemaining, principalRemaining };
}

/** The member's balance over several loans: each figure summed, so the identity still holds. */
export function sumLoanBalances(balances: readonly LoanBalance[]): LoanBalance {
  return balances.reduce<LoanBalance>(
    (total, balance) => ({
      amount: total.amount + balance.amount,
      principalPaid: total.principalPaid + balance.principalPaid,
      principalRemaining: total.principalRemaining + balance.principalRemaining,
    }),
    { amount: 0, principalPaid: 0, principalRemaining: 0 },
  );
}
