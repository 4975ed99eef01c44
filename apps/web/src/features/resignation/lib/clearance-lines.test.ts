import type { ClearanceQuote } from '@kopkar/domain';
import { describe, expect, it } from 'vitest';
import { barWidths, loanLinesOf, savingsLinesOf } from './clearance-lines';

const quote: ClearanceQuote = {
  asOf: '2026-11-10',
  validUntil: '2026-11-24',
  savings: { pokok: 100_000, wajib: 3_000_000, sukarela: 900_000, unpaidShu: 0 },
  loans: [{ agreementNo: 'PK1', principal: 2_000_000, interest: 20_000, settlementAmount: 2_020_000 }],
  totalSavings: 4_000_000,
  totalLoans: 2_020_000,
  payout: 1_980_000,
  shortfall: 0,
  blockedReason: null,
  payoutAccount: null,
};

describe('clearance lines', () => {
  it('lists the three savings kinds, and SHU only when some is unpaid', () => {
    expect(savingsLinesOf(quote).map((line) => line.label)).toEqual([
      'Simpanan Pokok',
      'Simpanan Wajib',
      'Simpanan Sukarela',
    ]);
    const withShu = { ...quote, savings: { ...quote.savings, unpaidShu: 5 } };
    expect(savingsLinesOf(withShu).at(-1)).toMatchObject({ label: 'SHU belum dibayarkan', amount: 5 });
  });

  it('explains each loan by its principal and interest', () => {
    expect(loanLinesOf(quote, String)).toEqual([
      { key: 'PK1', label: 'Pinjaman PK1', detail: 'Sisa pokok 2000000 + bunga 20000', amount: 2_020_000 },
    ]);
  });

  it('scales both bars to the larger total', () => {
    expect(barWidths(savingsLinesOf(quote), 4_000_000, 4_000_000)).toEqual([2.5, 75, 22.5]);
    expect(barWidths(loanLinesOf(quote, String), 2_020_000, 4_000_000)).toEqual([50.5]);
    expect(barWidths(loanLinesOf(quote, String), 0, 0)).toEqual([0]);
  });
});
