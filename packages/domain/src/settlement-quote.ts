import { daysBetween } from './calendar';
import { formatDate } from './date-format';
import { computeLoanBalance, isRowPaid } from './loan-balance';
import { Decimal, formatRupiah, roundRupiah } from './money';

/** A schedule row as the settlement needs it; amounts integer Rupiah, dates `YYYY-MM-DD`, paidDate null/'' when open. */
export type SettlementScheduleRow = {
  seq: number;
  dueDate: string;
  principal: number;
  interest: number;
  paidDate: string | null;
};

/** How the interest of one unpaid row enters the settlement (the quote's breakdown). */
export type SettlementInterestLine = {
  seq: number;
  /** The row's scheduled interest, Rupiah. */
  interest: number;
  /** The day its interest period starts: the previous row's due date, or the funding date for row 1. */
  periodStart: string;
  dueDate: string;
  /** Days of the period passed on the settlement date, 0 … periodDays. */
  daysElapsed: number;
  periodDays: number;
  /** interest × daysElapsed ÷ periodDays, rounded half-up to whole Rupiah. */
  accrued: number;
};

export type SettlementQuote = {
  sisapinjaman: number;
  sisabunga: number;
  total: number;
  /** The date the figures are computed for, `YYYY-MM-DD`. */
  asOf: string;
  interestLines: SettlementInterestLine[];
};

/**
 * The rule of the settlement interest in words: the terms page, the quote and the settlement letter all show this
 * text, and `computeAccruedInterest` is the rule (docs/decisions/0018-settlement-interest-per-day.md).
 */
export const SETTLEMENT_INTEREST_RULE =
  'Bunga berjalan dihitung per hari: bunga angsuran yang periodenya sedang berjalan × jumlah hari sejak jatuh tempo sebelumnya (untuk angsuran pertama: sejak tanggal pencairan) ÷ jumlah hari periode angsuran itu, dibulatkan ke rupiah terdekat. Bunga angsuran yang sudah jatuh tempo tetapi belum dibayar dihitung penuh; bunga angsuran sesudahnya tidak dikenakan.';

/**
 * The running interest (bunga berjalan) of a settlement on `asOf`: every unpaid row whose interest period has begun
 * by then, with its interest × days passed ÷ days of the period (clamped to 0 … the whole period), half-up to
 * whole Rupiah. Rows already due count in full, the current period in part, later rows not at all; on the day of
 * funding the interest is 0. Rows in instalment order; dates `YYYY-MM-DD`; amounts integer Rupiah.
 */
export function computeAccruedInterest(
  rows: readonly SettlementScheduleRow[],
  fundingDate: string,
  asOf: string,
): SettlementInterestLine[] {
  const lines: SettlementInterestLine[] = [];
  let periodStart = fundingDate;
  for (const row of rows) {
    const start = periodStart;
    periodStart = row.dueDate;
    if (isRowPaid(row) || start > asOf) continue;
    const periodDays = Math.max(daysBetween(start, row.dueDate), 1);
    const daysElapsed = Math.min(Math.max(daysBetween(start, asOf), 0), periodDays);
    const accrued = roundRupiah(new Decimal(row.interest).mul(daysElapsed).div(periodDays));
    lines.push({
      seq: row.seq,
      interest: row.interest,
      periodStart: start,
      dueDate: row.dueDate,
      daysElapsed,
      periodDays,
      accrued,
    });
  }
  return lines;
}

/**
 * Early settlement amount on `asOf`, Rupiah (docs/decisions/0018-settlement-interest-per-day.md): `sisapinjaman`
 * = the principal still owed, exactly the loan balance's `principalRemaining` (what the home page and the schedule
 * show as "Sisa pokok"); `sisabunga` = the running interest of `computeAccruedInterest`; `total` = their sum. A
 * fully paid schedule quotes 0.
 */
export function computeSettlementQuote(
  rows: readonly SettlementScheduleRow[],
  principalAmount: number,
  fundingDate: string,
  asOf: string,
): SettlementQuote {
  const sisapinjaman = computeLoanBalance(principalAmount, rows).principalRemaining;
  const interestLines = sisapinjaman === 0 ? [] : computeAccruedInterest(rows, fundingDate, asOf);
  const sisabunga = interestLines.reduce((sum, line) => sum + line.accrued, 0);
  return { sisapinjaman, sisabunga, total: sisapinjaman + sisabunga, asOf, interestLines };
}

/**
 * What a settlement pays on each row it closes, Rupiah: the row's principal plus its running interest from the
 * quote's lines (0 for a period not yet begun). The amounts add up to the quote's total.
 */
export function allocateSettlementToRows(
  unpaidRows: readonly Pick<SettlementScheduleRow, 'seq' | 'principal'>[],
  interestLines: readonly Pick<SettlementInterestLine, 'seq' | 'accrued'>[],
): Map<number, number> {
  const accruedBySeq = new Map(interestLines.map((line) => [line.seq, line.accrued]));
  return new Map(unpaidRows.map((row) => [row.seq, row.principal + (accruedBySeq.get(row.seq) ?? 0)]));
}

/** One line of the quote's breakdown in Indonesian: "Angsuran ke-1 (26-11-2026 s.d. 25-12-2026): Rp 50.000 × 0/29 hari = Rp 0". */
export function describeInterestLine(line: SettlementInterestLine): string {
  const period = `${formatDate(line.periodStart)} s.d. ${formatDate(line.dueDate)}`;
  return `Angsuran ke-${line.seq} (${period}): ${formatRupiah(line.interest)} × ${line.daysElapsed}/${line.periodDays} hari = ${formatRupiah(line.accrued)}`;
}

/** A report row's status: PAID and UNPAID as docs/product/screens.md says, DILUNASI for a row an early settlement closed. */
export type InstalmentStatus = 'PAID' | 'UNPAID' | 'DILUNASI';

/**
 * Status of an amortisation report row (docs/product/screens.md): PAID or UNPAID, and DILUNASI for a row closed by an early
 * settlement (shown "Dilunasi" with the settlement's date and amount), not PAID. The synthetic opening row
 * (PROSES) is the UI's.
 */
export function describeInstalmentStatus(row: {
  paidDate: string | null;
  paidBy?: string | null;
}): InstalmentStatus {
  if (!isRowPaid(row)) return 'UNPAID';
  return row.paidBy === 'SETTLEMENT' ? 'DILUNASI' : 'PAID';
}
