/**
 * Reads whole Rupiah as typed in a journal line (`250.000`, `250000`, `Rp 250.000`); an empty field is 0 (the
 * line's other side is the one filled), any other text is null.
 */
export function readLineAmount(text: string): number | null {
  const digits = text.trim().replace(/^Rp/i, '').replace(/[.\s]/g, '');
  if (digits === '') return 0;
  return /^\d{1,13}$/.test(digits) ? Number(digits) : null;
}

export type JournalTotals = { debit: number; credit: number; difference: number };

/**
 * The totals of the lines as typed so far (an amount that is not a number counts as 0 until it is one) and debit
 * minus credit. Whole Rupiah: at most 50 lines of at most Rp 1 trillion, far inside exact integer range.
 */
export function sumJournalLines(lines: readonly { debit: string; credit: string }[]): JournalTotals {
  let debit = 0;
  let credit = 0;
  for (const line of lines) {
    debit += readLineAmount(line.debit ?? '') ?? 0;
    credit += readLineAmount(line.credit ?? '') ?? 0;
  }
  return { debit, credit, difference: debit - credit };
}
