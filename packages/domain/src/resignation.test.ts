import { describe, expect, it } from 'vitest';
import { type ClearanceInput, clearanceValidUntil, computeClearance } from './resignation';

const loans = (...amounts: number[]) =>
  amounts.map((settlementAmount, i) => ({ agreementNo: `PK${i}`, settlementAmount }));

describe('computeClearance: savings minus every running loan settlement, whole Rupiah', () => {
  // [pokok, wajib, sukarela, unpaid SHU, loans, totalSavings, totalLoans, payout, shortfall, reason]
  const table: [number, number, number, number, number[], number, number, number, number, string][] = [
    [
      100_000,
      1_200_000,
      500_000,
      0,
      [],
      1_800_000,
      0,
      1_800_000,
      0,
      'no loan: every savings kind is paid out',
    ],
    [100_000, 1_200_000, 500_000, 75_321, [], 1_875_321, 0, 1_875_321, 0, 'unpaid SHU adds to the payout'],
    [
      100_000,
      3_000_000,
      2_000_000,
      0,
      [4_545_455],
      5_100_000,
      4_545_455,
      554_545,
      0,
      'one loan settled from savings, the rest paid out',
    ],
    [
      100_000,
      1_000_000,
      0,
      0,
      [3_050_000, 2_010_000],
      1_100_000,
      5_060_000,
      0,
      3_960_000,
      'two loans above the savings: the shortfall the member must pay first',
    ],
    [50_000, 950_000, 0, 0, [1_000_000], 1_000_000, 1_000_000, 0, 0, 'exactly even: nothing either way'],
    [0, 0, 0, 0, [0], 0, 0, 0, 0, 'a fully paid schedule quotes 0 and leaves nothing'],
    [
      100_000,
      90_000_000_000_000,
      9_000_000_000_000,
      1,
      [99_000_000_000_000],
      99_000_000_100_001,
      99_000_000_000_000,
      100_001,
      0,
      'large sums stay exact',
    ],
  ];
  it.each(table)(
    '%d + %d + %d + SHU %d − %j (%s)',
    (pokok, wajib, sukarela, unpaidShu, amounts, ...expected) => {
      const [totalSavings, totalLoans, payout, shortfall] = expected;
      const result = computeClearance({ pokok, wajib, sukarela, unpaidShu, loans: loans(...amounts) });
      expect(result).toEqual({ totalSavings, totalLoans, net: payout - shortfall, payout, shortfall });
    },
  );

  const refusals: [Partial<ClearanceInput>, string][] = [
    [{ pokok: -1 }, 'a negative balance'],
    [{ sukarela: 10.5 }, 'a fraction of a Rupiah'],
    [{ loans: loans(-5) }, 'a negative settlement'],
  ];
  it.each(refusals)('refuses %j (%s)', (override) => {
    const input = { pokok: 0, wajib: 0, sukarela: 0, unpaidShu: 0, loans: [], ...override };
    expect(() => computeClearance(input)).toThrow(RangeError);
  });
});

describe('clearanceValidUntil: the end of the month, or the day before the next deduction', () => {
  const table: [string, string[], string, string][] = [
    ['2026-11-10', [], '2026-11-30', 'no loan: until the end of the month'],
    ['2026-11-10', ['2026-11-25'], '2026-11-24', 'a deduction this month ends the quote the day before'],
    ['2026-11-10', ['2026-12-25'], '2026-11-30', 'next month’s deduction: the month end comes first'],
    ['2026-11-10', ['2026-12-25', '2026-11-20'], '2026-11-19', 'the earliest of several loans counts'],
    ['2026-11-20', ['2026-11-20'], '2026-11-20', 'deduction today (or overdue): valid today only'],
    ['2026-02-03', [], '2026-02-28', 'February of a common year'],
    ['2028-02-03', [], '2028-02-29', 'February of a leap year'],
    ['2026-12-31', [], '2026-12-31', 'the last day of the year'],
  ];
  it.each(table)('%s with %j → %s (%s)', (today, dues, expected) => {
    expect(clearanceValidUntil(today, dues)).toBe(expected);
  });
});
