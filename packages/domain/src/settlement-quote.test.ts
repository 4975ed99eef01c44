import { describe, expect, it } from 'vitest';
import { buildAmortisationSchedule } from './amortisation';
import { isScheduleFullyPaid } from './loan-balance';
import { computeSettlementQuote, describeInstalmentStatus } from './settlement-quote';

// Rp 12.000.000 at 12%/yr over 12 months: the golden schedule of amortisation.test.ts.
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

describe('computeSettlementQuote', () => {
  // [paid instalments, sisapinjaman, sisabunga, total, reason]
  const table: [number[], number, number, number, string][] = [
    [[], 12_000_000, 120_000, 12_120_000, 'nothing paid: the whole amount plus one month of interest'],
    [range(3), 9_132_965, 91_330, 9_224_295, 'OS after row 3 plus the interest of row 4'],
    [[1, 3], 10_088_612, 110_538, 10_199_150, 'a failed deduction (row 2) stays owed, its interest is next'],
    [range(11), 1_055_635, 10_556, 1_066_191, 'one row left: settling equals the last instalment'],
    [range(12), 0, 0, 0, 'fully paid: nothing to settle'],
  ];
  it.each(table)('paid %j → %d + %d = %d (%s)', (paid, sisapinjaman, sisabunga, total) => {
    expect(computeSettlementQuote(withPaid(paid), 12_000_000)).toEqual({ sisapinjaman, sisabunga, total });
  });
  it('adds more months of interest when the setting says so', () => {
    // Rows 4 and 5 interest: 91.330 + 81.581.
    expect(computeSettlementQuote(withPaid(range(3)), 12_000_000, 2)).toEqual({
      sisapinjaman: 9_132_965,
      sisabunga: 172_911,
      total: 9_305_876,
    });
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
  it('labels report rows PROSES / PAID / UNPAID', () => {
    expect(describeInstalmentStatus('OPENING')).toBe('PROSES');
    expect(describeInstalmentStatus({ paidDate: '2025-02-25' })).toBe('PAID');
    expect(describeInstalmentStatus({ paidDate: null })).toBe('UNPAID');
  });
});
