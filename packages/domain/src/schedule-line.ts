import { formatDate } from './date-format';
import { formatRupiah } from './money';
import type { AmortisationRowReply, SettledBy } from './schemas/settlement-replies';

/** The label of a row's status: the product's PAID and UNPAID, and "Dilunasi" for a row an early settlement closed. */
export type ScheduleStatusLabel = 'PAID' | 'UNPAID' | 'Dilunasi';

/** One schedule row as the screen, the PDF and the CSV show it; amounts integer Rupiah, date `YYYY-MM-DD`. */
export type ScheduleLine = {
  seq: number;
  /** The due date, or for a row closed by a settlement the settlement's date (the row no longer falls due). */
  date: string;
  principal: number;
  interest: number;
  instalment: number;
  /** Principal still owed after the row: 0 after a settled row, since the settlement paid it all. */
  outstanding: number;
  status: ScheduleStatusLabel;
  isSettled: boolean;
};

/**
 * A report row as the member reads it. A row closed by an early settlement shows what the settlement paid on it
 * (its principal and its running interest, not the scheduled month of interest), the settlement's date, and no
 * principal left after it; every other row shows the schedule as agreed.
 */
export function toScheduleLine(row: AmortisationRowReply): ScheduleLine {
  if (row.Status === 'DILUNASI') {
    const paid = row.PaidAmount ?? row.PrincipalAmount;
    return {
      seq: row.InsSeqNo,
      date: row.PaidDate ?? row.InstallmentDueDate,
      principal: row.PrincipalAmount,
      interest: Math.max(paid - row.PrincipalAmount, 0),
      instalment: paid,
      outstanding: 0,
      status: 'Dilunasi',
      isSettled: true,
    };
  }
  return {
    seq: row.InsSeqNo,
    date: row.InstallmentDueDate,
    principal: row.PrincipalAmount,
    interest: row.InterestAmount,
    instalment: row.InstallmentAmount,
    outstanding: row.OSPrincipalAmount,
    status: row.Status,
    isSettled: false,
  };
}

/** The sentence that names the settlement which closed a loan, on the schedule screen, its PDF and the letter. */
export function describeSettledBy(settled: SettledBy): string {
  return `Dilunasi dengan pelunasan dipercepat pada ${formatDate(settled.Tanggal)} sebesar ${formatRupiah(settled.TotalPelunasan)} (sisa pokok ${formatRupiah(settled.OSP)} + bunga berjalan ${formatRupiah(settled.Interest)}).`;
}
