import { Decimal } from '@kopkar/domain';

/** Total of the listed applications' loan amounts (integer Rupiah) for the history table's total row. */
export function sumLoanAmounts(items: readonly { LoanAmount: number }[]): number {
  return items.reduce((total, item) => total.plus(item.LoanAmount), new Decimal(0)).toNumber();
}
