import type { ClearanceQuote } from '@kopkar/domain';

export type ClearanceLine = { key: string; label: string; detail?: string; amount: number };

/** The savings lines of a quote, in the order the member knows them from /simpanan; unpaid SHU only when there is some. */
export function savingsLinesOf(quote: ClearanceQuote): ClearanceLine[] {
  const lines: ClearanceLine[] = [
    { key: 'pokok', label: 'Simpanan Pokok', amount: quote.savings.pokok },
    { key: 'wajib', label: 'Simpanan Wajib', amount: quote.savings.wajib },
    { key: 'sukarela', label: 'Simpanan Sukarela', amount: quote.savings.sukarela },
  ];
  if (quote.savings.unpaidShu > 0) {
    lines.push({ key: 'shu', label: 'SHU belum dibayarkan', amount: quote.savings.unpaidShu });
  }
  return lines;
}

/** Each running loan's early-settlement amount, with what it is made of. */
export function loanLinesOf(quote: ClearanceQuote, format: (amount: number) => string): ClearanceLine[] {
  return quote.loans.map((loan) => ({
    key: loan.agreementNo,
    label: `Pinjaman ${loan.agreementNo}`,
    detail: `Sisa pokok ${format(loan.principal)} + bunga ${format(loan.interest)}`,
    amount: loan.settlementAmount,
  }));
}

/** Widths in % of the two bars (savings, loans) against the larger of them; both 0 when there is nothing. */
export function barWidths(lines: readonly ClearanceLine[], total: number, scale: number): number[] {
  if (scale <= 0 || total <= 0) return lines.map(() => 0);
  return lines.map((line) => (line.amount / scale) * 100);
}
