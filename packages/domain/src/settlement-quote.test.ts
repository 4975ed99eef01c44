import { describe, expect, it } from 'vitest';
import { buildAmortisationSchedule } from './amortisation';
import { isScheduleFullyPaid } from './loan-balance';
import {
  allocateSettlementToRows,
  computeAccruedInterest,
  computeSettlementQuote,
  describeInstalmentStatus,
  describeInterestLine,
} from './settlement-quote';

// Rp 12.000.000 at 12%/yr over 12 months, funded 20-01-2025: the golden schedule of amortisation.test.ts.
// Row 1 interest 120.000 (period 20-01 → 25-02, 36 days); row 4 91.330 (25-04 → 25-05, 30 days); row 12 10.556.
const FUNDED = '2025-01-20';
const schedule = buildAmortisationSchedule({
  principal: 12_000_000,
  effectiveRatePercent: 12,
  tenorMonths: 12,
  firstDueDate: '2025-02-25',
});
/** The schedule with the given instalment numbers paid on their due date. */
const withPaid = (paidSeqs: number[]) =>
  schedule.map((row) => ({ ...row, paidDate: paidSeqs.includes(row.seq) ? row.dueDate : null }));
const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('computeSettlementQuote: sisa pokok + bunga berjalan per day', () => {
  // [paid instalments, settlement date, sisapinjaman, sisabunga, reason]
  const table: [number[], string, number, number, string][] = [
    [[], '2025-01-20', 12_000_000, 0, 'day of disbursement: 0 of 36 days, no interest'],
    [[], '2025-02-07', 12_000_000, 60_000, 'mid first period: 120.000 × 18/36'],
    [range(3), '2025-05-10', 9_132_965, 45_665, 'mid-month: row 4 91.330 × 15/30'],
    [range(4), '2025-05-25', 8_158_110, 0, 'on a due date already deducted: row 5 has run 0 days'],
    [
      range(3),
      '2025-05-25',
      9_132_965,
      91_330,
      'on a due date not yet deducted: row 4 in full, row 5 0 days',
    ],
    [range(11), '2026-01-10', 1_055_635, 5_448, 'last month: 10.556 × 16/31 = 5.448,26 → 5.448'],
    [[1, 3], '2025-05-10', 10_088_612, 156_203, 'failed deduction: row 2 in full 110.538 + row 4 45.665'],
    [range(12), '2026-02-01', 0, 0, 'fully paid: nothing to settle'],
  ];
  it.each(table)('paid %j on %s → %d + %d (%s)', (paid, asOf, sisapinjaman, sisabunga) => {
    const quote = computeSettlementQuote(withPaid(paid), 12_000_000, FUNDED, asOf);
    expect(quote).toMatchObject({ sisapinjaman, sisabunga, total: sisapinjaman + sisabunga, asOf });
  });

  it("the portal's case: Rp 5.000.000 funded 26-11-2026 and quoted that day owes no interest", () => {
    const rows = buildAmortisationSchedule({
      principal: 5_000_000,
      effectiveRatePercent: 12,
      tenorMonths: 12,
      firstDueDate: '2026-12-25',
    }).map((row) => ({ ...row, paidDate: null }));
    const quote = computeSettlementQuote(rows, 5_000_000, '2026-11-26', '2026-11-26');
    expect(quote).toMatchObject({ sisapinjaman: 5_000_000, sisabunga: 0, total: 5_000_000 });
    expect(quote.interestLines.map(describeInterestLine)).toEqual([
      'Angsuran ke-1 (26-11-2026 s.d. 25-12-2026): Rp 50.000 × 0/29 hari = Rp 0',
    ]);
  });
});

describe('computeAccruedInterest', () => {
  it('lists the rows whose period has begun, with days and the half-up amount', () => {
    expect(computeAccruedInterest(withPaid([1, 3]), FUNDED, '2025-05-10')).toEqual([
      {
        seq: 2,
        interest: 110_538,
        periodStart: '2025-02-25',
        dueDate: '2025-03-25',
        daysElapsed: 28,
        periodDays: 28,
        accrued: 110_538,
      },
      {
        seq: 4,
        interest: 91_330,
        periodStart: '2025-04-25',
        dueDate: '2025-05-25',
        daysElapsed: 15,
        periodDays: 30,
        accrued: 45_665,
      },
    ]);
  });
  it('rounds half up to whole Rupiah', () => {
    const rows = [{ seq: 1, dueDate: '2025-01-03', principal: 100, interest: 15, paidDate: null }];
    expect(computeAccruedInterest(rows, '2025-01-01', '2025-01-02')[0]?.accrued).toBe(8);
  });
});

describe('allocateSettlementToRows', () => {
  it('gives each closed row its principal and its running interest, adding up to the total', () => {
    const rows = withPaid(range(3));
    const quote = computeSettlementQuote(rows, 12_000_000, FUNDED, '2025-05-10');
    const unpaid = rows.filter((row) => row.paidDate === null);
    const paid = allocateSettlementToRows(unpaid, quote.interestLines);
    expect(paid.get(4)).toBe(974_855 + 45_665);
    expect(paid.get(5)).toBe(unpaid[1]?.principal);
    expect([...paid.values()].reduce((sum, amount) => sum + amount, 0)).toBe(quote.total);
  });
});

describe('isScheduleFullyPaid and describeInstalmentStatus', () => {
  const table: [{ paidDate: string | null }[], boolean, string][] = [
    [withPaid(range(12)), true, 'every row has a PaidDate'],
    [withPaid(range(11)), false, 'the last row is still open'],
    [[{ paidDate: '2025-01-25' }, { paidDate: '' }], false, 'an empty string is an empty PaidDate'],
    [[], false, 'no schedule means the loan was never funded'],
  ];
  it.each(table)('%# → %s (%s)', (rows, expected) => {
    expect(isScheduleFullyPaid(rows)).toBe(expected);
  });
  it('labels report rows PAID / UNPAID / DILUNASI', () => {
    expect(describeInstalmentStatus({ paidDate: '2025-02-25', paidBy: 'PAYROLL' })).toBe('PAID');
    expect(describeInstalmentStatus({ paidDate: null })).toBe('UNPAID');
    expect(describeInstalmentStatus({ paidDate: '2026-11-26', paidBy: 'SETTLEMENT' })).toBe('DILUNASI');
  });
});
