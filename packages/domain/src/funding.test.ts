import { describe, expect, it } from 'vitest';
import { computeFunding } from './funding';

describe('computeFunding (admin 1%, PTA 0.5% unless stated)', () => {
  // [amount, admin %, PTA %, replaced loan, FeeAdmin, pta, TotalPencairan, reason]
  type Replaced = { sisapokok: number; sisabunga: number } | undefined;
  const table: [number, number, number, Replaced, number, number, number, string][] = [
    [12_000_000, 1, 0.5, undefined, 120_000, 60_000, 11_820_000, 'a first loan: only fee and PTA come off'],
    [500_000, 1, 0.5, undefined, 5_000, 2_500, 492_500, 'the minimum loan'],
    [
      20_000_000,
      1,
      0.5,
      { sisapokok: 1_055_635, sisabunga: 10_556 },
      200_000,
      100_000,
      18_633_809,
      'the replaced loan is paid off from the new one',
    ],
    [1_500_000, 0.75, 0.35, undefined, 11_250, 5_250, 1_483_500, 'fractional settings stay exact'],
    [1_700_000, 0.05, 0.03, undefined, 850, 510, 1_698_640, 'whole results need no rounding'],
    [1_500_000, 0.03, 0.01, undefined, 450, 150, 1_499_400, 'small percentages'],
    [3_500_000, 0.01, 0.001, undefined, 350, 35, 3_499_615, 'tenths of a per mille'],
    [2_500_000, 0.001, 0.0001, undefined, 25, 3, 2_499_972, '2,5 Rupiah PTA rounds half-up to 3'],
  ];
  it.each(table)('Rp %d → fee / PTA / total (%s)', (amount, admin, ptaPct, replacedLoan, fee, pta, total) => {
    expect(computeFunding({ amount, adminFeePercent: admin, ptaPercent: ptaPct, replacedLoan })).toEqual({
      FeeAdmin: fee,
      pta,
      sisapokok: replacedLoan?.sisapokok ?? 0,
      sisabunga: replacedLoan?.sisabunga ?? 0,
      TotalPencairan: total,
    });
  });

  it('refuses a funding whose deductions exceed the amount', () => {
    expect(() =>
      computeFunding({
        amount: 1_000_000,
        adminFeePercent: 1,
        ptaPercent: 0.5,
        replacedLoan: { sisapokok: 990_000, sisabunga: 9_900 },
      }),
    ).toThrow(RangeError);
  });
});
