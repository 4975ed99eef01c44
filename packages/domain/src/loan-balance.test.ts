import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAmortisationSchedule } from './amortisation';
import { computeLoanBalance, sumLoanBalances } from './loan-balance';

// Rp 12.000.000 at 12%/yr over 12 months: the golden schedule of amortisation.test.ts.
const schedule = buildAmortisationSchedule({
  principal: 12_000_000,
  effectiveRatePercent: 12,
  tenorMonths: 12,
  firstDueDate: '2025-02-25',
});
const withPaid = (paidSeqs: number[]) =>
  schedule.map((row) => ({ ...row, paidDate: paidSeqs.includes(row.seq) ? row.dueDate : null }));
const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('computeLoanBalance', () => {
  // [paid instalments, principal paid, principal remaining, reason]
  const table: [number[], number, number, string][] = [
    [[], 0, 12_000_000, 'nothing paid: the whole amount is owed'],
    [range(3), 2_867_035, 9_132_965, "remaining = the schedule's Sisa Pokok after row 3"],
    [[1, 3], 1_911_388, 10_088_612, 'a failed deduction (row 2) keeps its principal owed'],
    [range(11), 10_944_365, 1_055_635, 'one row left: its principal is what remains'],
    [range(12), 12_000_000, 0, 'fully paid: nothing remains'],
  ];
  it.each(table)('paid %j → paid %d, remaining %d (%s)', (paid, principalPaid, principalRemaining) => {
    expect(computeLoanBalance(12_000_000, withPaid(paid))).toEqual({
      amount: 12_000_000,
      principalPaid,
      principalRemaining,
    });
  });

  it("equals the outstanding principal of the last paid row (the schedule's column)", () => {
    expect(computeLoanBalance(12_000_000, withPaid(range(3))).principalRemaining).toBe(
      schedule[2]?.outstanding,
    );
  });

  it('owes the whole amount on a loan without rows (not funded yet)', () => {
    expect(computeLoanBalance(5_000_000, [])).toEqual({
      amount: 5_000_000,
      principalPaid: 0,
      principalRemaining: 5_000_000,
    });
  });

  it('always adds up: paid + remaining = amount, neither negative, for any set of paid rows', () => {
    fc.assert(
      fc.property(fc.subarray(range(12)), (paid) => {
        const balance = computeLoanBalance(12_000_000, withPaid(paid));
        expect(balance.principalPaid + balance.principalRemaining).toBe(balance.amount);
        expect(balance.principalPaid).toBeGreaterThanOrEqual(0);
        expect(balance.principalRemaining).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('sumLoanBalances', () => {
  it("sums each figure over the member's loans; no loan is all zeros", () => {
    const first = computeLoanBalance(12_000_000, withPaid(range(3)));
    const second = computeLoanBalance(5_000_000, []);
    expect(sumLoanBalances([first, second])).toEqual({
      amount: 17_000_000,
      principalPaid: 2_867_035,
      principalRemaining: 14_132_965,
    });
    expect(sumLoanBalances([])).toEqual({ amount: 0, principalPaid: 0, principalRemaining: 0 });
  });
});
