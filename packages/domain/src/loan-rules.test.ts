import { describe, expect, it } from 'vitest';
import {
  allowedTenors,
  canApply,
  checkLoanAmount,
  clampTenor,
  computeMaxLoan,
  pickRateTier,
} from './loan-rules';

describe('computeMaxLoan (multiplier 10, cap Rp 100.000.000)', () => {
  // [contribution balance, running outstanding, byContribution, maxLoan, reason]
  const table: [number, number, number, number, string][] = [
    [1_200_000, 0, 12_000_000, 12_000_000, 'ten times the balance, already a 500.000 multiple'],
    [1_234_567, 0, 12_345_670, 12_000_000, 'rounded down to the 500.000 step'],
    [15_000_000, 0, 150_000_000, 100_000_000, 'the cap wins over ten times the balance'],
    [15_000_000, 30_250_000, 150_000_000, 69_500_000, 'running principal comes off the cap, then floors'],
    [2_000_000, 19_800_000, 20_000_000, 0, 'room of 200.000 is under one step'],
    [2_000_000, 25_000_000, 20_000_000, 0, 'running loans above the limit never make it negative'],
    [0, 0, 0, 0, 'a new member without contributions cannot borrow'],
  ];
  it.each(table)('balance %d, running %d → max %d (%s)', (balance, running, byContribution, maxLoan) => {
    expect(
      computeMaxLoan({
        contributionBalance: balance,
        multiplier: 10,
        cap: 100_000_000,
        runningOutstanding: running,
      }),
    ).toEqual({ maxLoan, byContribution, cap: 100_000_000, runningOutstanding: running });
  });
  it('takes a fractional multiplier without float error', () => {
    // In floats 1.100.000 × 2.3 = 2.529.999,9999999995 and would floor a Rupiah short.
    expect(
      computeMaxLoan({
        contributionBalance: 1_100_000,
        multiplier: 2.3,
        cap: 100_000_000,
        runningOutstanding: 0,
      }),
    ).toMatchObject({ byContribution: 2_530_000, maxLoan: 2_500_000 });
  });
});

describe('canApply', () => {
  const table: [number, boolean, string | null, string][] = [
    [0, false, null, 'no loans: may apply'],
    [1, false, null, 'one running loan: may apply for a second'],
    [2, false, 'TOO_MANY_UNFINISHED', 'two unfinished loans block a third'],
    [1, true, 'IN_APPROVAL', 'an application still in NEW blocks another one'],
    [3, true, 'IN_APPROVAL', 'in approval is the more specific reason to show'],
  ];
  it.each(table)('unfinished %d, in approval %s → %s (%s)', (unfinishedCount, hasLoanInApproval, reason) => {
    const result = canApply({ unfinishedCount, hasLoanInApproval });
    expect(result.ok ? null : result.reason).toBe(reason);
  });
});

describe('checkLoanAmount (maximum Rp 10.000.000)', () => {
  const table: [number, string | null, string][] = [
    [500_000, null, 'the minimum loan'],
    [10_000_000, null, 'exactly the maximum'],
    [0, 'BELOW_MINIMUM', 'the slider left at 0'],
    [499_999, 'BELOW_MINIMUM', 'one Rupiah under the minimum'],
    [750_000, 'NOT_A_STEP', 'amounts move in 500.000 steps'],
    [10_500_000, 'ABOVE_MAXIMUM', 'one step over the member maximum'],
  ];
  it.each(table)('%d → %s (%s)', (amount, reason) => {
    const result = checkLoanAmount(amount, 10_000_000);
    expect(result.ok ? null : result.reason).toBe(reason);
  });
});

describe('pickRateTier', () => {
  const tiers = [
    { minAmount: 500_000, maxAmount: 10_000_000, effectiveRatePercent: 12, tenorMax: 12 },
    { minAmount: 10_000_001, maxAmount: 50_000_000, effectiveRatePercent: 10.5, tenorMax: 24 },
    { minAmount: 50_000_001, maxAmount: 100_000_000, effectiveRatePercent: 9.75, tenorMax: 36 },
    { minAmount: 20_000_000, maxAmount: 30_000_000, effectiveRatePercent: 9, tenorMax: 24 },
  ];
  const table: [number, number | null, string][] = [
    [500_000, 12, 'the minimum sits in the first tier'],
    [10_000_000, 12, 'upper bound is inclusive'],
    [10_500_000, 10.5, 'just over the first tier'],
    [25_000_000, 9, 'overlap: the tier with the higher minimum (a promotion) wins'],
    [100_000_000, 9.75, 'the cap sits in the last tier'],
    [0, null, 'below the minimum: /cekrate answers non-200'],
    [100_500_000, null, 'above every tier'],
  ];
  it.each(table)('%d → %s%% (%s)', (amount, rate) => {
    expect(pickRateTier(tiers, amount)?.effectiveRatePercent ?? null).toBe(rate);
  });
});

describe('allowedTenors and clampTenor', () => {
  const tenorTable: [number, number[], string][] = [
    [36, [6, 12, 18, 24, 30, 36], 'every option'],
    [23, [6, 12, 18], 'the "23 months" text: only options up to it'],
    [12, [6, 12], 'a short tier'],
    [48, [6, 12, 18, 24, 30, 36], 'never beyond the 36-month range'],
    [5, [], 'a tier under six months offers nothing'],
  ];
  it.each(tenorTable)('TenorMax %d → %j (%s)', (tenorMax, expected) => {
    expect(allowedTenors(tenorMax)).toEqual(expected);
  });
  const clampTable: [number, number, number | null, string][] = [
    [36, 12, 12, 'a selected tenor above the maximum is lowered'],
    [24, 23, 18, 'lowered to an option, not to 23'],
    [12, 36, 12, 'an allowed choice stays'],
    [20, 36, 18, 'a non-option becomes the option below it'],
    [0, 36, 6, 'nothing selected yet: the shortest option'],
    [12, 5, null, 'no option fits'],
  ];
  it.each(clampTable)('tenor %d with TenorMax %d → %s (%s)', (tenor, tenorMax, expected) => {
    expect(clampTenor(tenor, tenorMax)).toBe(expected);
  });
});
