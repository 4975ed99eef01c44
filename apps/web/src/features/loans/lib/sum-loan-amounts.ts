import { countsTowardLoanTotal, sumRupiah } from '@kopkar/domain';

/**
 * Total of the loans the member actually borrowed (funded or finished, integer Rupiah) for the history table's
 * total row; rejected, cancelled and still-pending applications are listed but not added.
 */
export function sumLoanAmounts(items: readonly { LoanAmount: number; Status: string }[]): number {
  return sumRupiah(items.filter((item) => countsTowardLoanTotal(item.Status)).map((item) => item.LoanAmount));
}
