import { describe, expect, it } from 'vitest';
import {
  type AmortisationRow,
  buildAmortisationSchedule,
  computeFirstDeductionDate,
  computeInstalment,
  monthlyRate,
  summariseLoan,
  termYearsForTenor,
} from './amortisation';

/** Expected rows as [seq, dueDate, principal, interest, instalment, outstanding]. */
type Expected = [number, string, number, number, number, number];
const toTuple = (row: AmortisationRow): Expected => [
  row.seq,
  row.dueDate,
  row.principal,
  row.interest,
  row.instalment,
  row.outstanding,
];

describe('buildAmortisationSchedule: Rp 12.000.000 at 12%/yr over 12 months', () => {
  const rows = buildAmortisationSchedule({
    principal: 12_000_000,
    effectiveRatePercent: 12,
    tenorMonths: 12,
    firstDueDate: '2025-02-25',
  });
  // Figures checked against an independent Python decimal oracle (prec 40, ROUND_HALF_UP).
  const expected: Expected[] = [
    [1, '2025-02-25', 946_185, 120_000, 1_066_185, 11_053_815], // r = 1%: interest 1% of the full amount
    [2, '2025-03-25', 955_647, 110_538, 1_066_185, 10_098_168], // 110.538,15 rounds down
    [3, '2025-04-25', 965_203, 100_982, 1_066_185, 9_132_965], // 100.981,68 rounds up
    [4, '2025-05-25', 974_855, 91_330, 1_066_185, 8_158_110], // principal share grows as OS falls
    [5, '2025-06-25', 984_604, 81_581, 1_066_185, 7_173_506], // 81.581,10 rounds down
    [6, '2025-07-25', 994_450, 71_735, 1_066_185, 6_179_056], // 71.735,06 rounds down
    [7, '2025-08-25', 1_004_394, 61_791, 1_066_185, 5_174_662], // principal now exceeds 1 million
    [8, '2025-09-25', 1_014_438, 51_747, 1_066_185, 4_160_224], // 51.746,62 rounds up
    [9, '2025-10-25', 1_024_583, 41_602, 1_066_185, 3_135_641], // 41.602,24 rounds down
    [10, '2025-11-25', 1_034_829, 31_356, 1_066_185, 2_100_812], // 31.356,41 rounds down
    [11, '2025-12-25', 1_045_177, 21_008, 1_066_185, 1_055_635], // last row of the year
    [12, '2026-01-25', 1_055_635, 10_556, 1_066_191, 0], // last row takes the whole OS: instalment +6
  ];
  it('matches the golden table row by row', () => {
    expect(rows.map(toTuple)).toEqual(expected);
  });
  it('summarises as /Calculator answers it', () => {
    expect(summariseLoan(rows)).toEqual({ payment: 1_066_185, principal: 12_000_000, interest: 794_226 });
  });
});

describe('buildAmortisationSchedule: Rp 1.000.000 at 0% over 6 months', () => {
  it('splits the amount evenly and lets the last row absorb the rounding', () => {
    const rows = buildAmortisationSchedule({
      principal: 1_000_000,
      effectiveRatePercent: 0,
      tenorMonths: 6,
      firstDueDate: '2025-01-25',
    });
    expect(rows.map(toTuple)).toEqual([
      [1, '2025-01-25', 166_667, 0, 166_667, 833_333], // 166.666,67 rounds up
      [2, '2025-02-25', 166_667, 0, 166_667, 666_666], // no interest at 0%
      [3, '2025-03-25', 166_667, 0, 166_667, 499_999],
      [4, '2025-04-25', 166_667, 0, 166_667, 333_332],
      [5, '2025-05-25', 166_667, 0, 166_667, 166_665],
      [6, '2025-06-25', 166_665, 0, 166_665, 0], // last row 2 Rupiah lighter: 6 × 166.667 would overpay
    ]);
  });
});

describe('buildAmortisationSchedule: minimum loan Rp 500.000 at 12% over 6 months', () => {
  it('matches the golden table', () => {
    const rows = buildAmortisationSchedule({
      principal: 500_000,
      effectiveRatePercent: 12,
      tenorMonths: 6,
      firstDueDate: '2025-01-25',
    });
    expect(rows.map(toTuple)).toEqual([
      [1, '2025-01-25', 81_274, 5_000, 86_274, 418_726], // 1% of 500.000
      [2, '2025-02-25', 82_087, 4_187, 86_274, 336_639], // 4.187,26 rounds down
      [3, '2025-03-25', 82_908, 3_366, 86_274, 253_731], // 3.366,39 rounds down
      [4, '2025-04-25', 83_737, 2_537, 86_274, 169_994], // 2.537,31 rounds down
      [5, '2025-05-25', 84_574, 1_700, 86_274, 85_420], // 1.699,94 rounds up
      [6, '2025-06-25', 85_420, 854, 86_274, 0], // last row: the rounding happened to cancel out
    ]);
  });
});

describe('computeInstalment and summariseLoan golden figures', () => {
  // [principal, rate % per year, tenor months, instalment, total interest, last instalment, reason]
  const table: [number, number, number, number, number, number, string][] = [
    [10_000_000, 10.5, 6, 1_718_079, 308_473, 1_718_078, 'fractional rate, shortest tenor'],
    [50_000_000, 9.75, 36, 1_607_497, 7_869_894, 1_607_499, 'longest tenor, quarter-point rate'],
    [100_000_000, 11, 36, 3_273_872, 17_859_382, 3_273_862, 'the cap over the longest tenor'],
  ];
  it.each(table)(
    'Rp %d at %d%% over %d months → %d (%s)',
    (principal, rate, tenor, instalment, interest, last) => {
      const rows = buildAmortisationSchedule({
        principal,
        effectiveRatePercent: rate,
        tenorMonths: tenor,
        firstDueDate: '2025-01-25',
      });
      expect(computeInstalment(principal, rate, tenor)).toBe(instalment);
      expect(summariseLoan(rows)).toEqual({ payment: instalment, principal, interest });
      expect(rows.at(-1)?.instalment).toBe(last);
      expect(rows.at(-1)?.dueDate).toBe(tenor === 36 ? '2027-12-25' : '2025-06-25');
    },
  );
});

describe('schedule properties over a grid of loans', () => {
  const amounts = [500_000, 1_500_000, 7_000_000, 23_500_000, 100_000_000];
  const rates = [0, 6, 9.99, 12, 18.5, 24];
  const tenors = [6, 12, 18, 24, 30, 36];
  const cases = amounts.flatMap((a) => rates.flatMap((r) => tenors.map((t) => [a, r, t] as const)));
  it.each(cases)('Rp %d at %d%% over %d months', (principal, rate, tenor) => {
    const rows = buildAmortisationSchedule({
      principal,
      effectiveRatePercent: rate,
      tenorMonths: tenor,
      firstDueDate: '2025-01-31',
    });
    expect(rows).toHaveLength(tenor);
    // Principal repaid exactly: the loan closes to the Rupiah.
    expect(rows.reduce((sum, row) => sum + row.principal, 0)).toBe(principal);
    expect(rows.at(-1)?.outstanding).toBe(0);
    for (const row of rows) {
      for (const value of [row.principal, row.interest, row.instalment, row.outstanding]) {
        expect(Number.isInteger(value) && value >= 0).toBe(true);
      }
      // The last row's adjustment stays within a few Rupiah of the annuity.
      expect(Math.abs(row.instalment - (rows[0]?.instalment ?? 0))).toBeLessThanOrEqual(tenor);
    }
  });
});

describe('computeFirstDeductionDate', () => {
  const table: [string, number | undefined, string, string][] = [
    ['2025-03-10', undefined, '2025-04-25', 'the 25th of the month after funding'],
    ['2025-03-31', undefined, '2025-04-25', 'funding on the last day still moves one month'],
    ['2025-12-26', undefined, '2026-01-25', 'December funding deducts in January'],
    ['2025-01-15', 31, '2025-02-28', 'a cut-off past the month end becomes its last day'],
    ['2025-01-15', 20, '2025-02-20', 'the cut-off day is a setting'],
  ];
  it.each(table)('funded %s (cut-off %s) → %s (%s)', (funding, cutoff, expected) => {
    expect(computeFirstDeductionDate(funding, cutoff)).toBe(expected);
  });
});

describe('small helpers', () => {
  it('monthlyRate is rate / 12 / 100 without float error', () => {
    expect(monthlyRate(12).toString()).toBe('0.01');
    expect(monthlyRate(10.5).toString()).toBe('0.00875');
  });
  const termTable: [number, number, string][] = [
    [6, 1, 'six months fits in one year'],
    [12, 1, 'twelve months is still one year (docs/product/api.md)'],
    [18, 2, 'anything longer is sent as two'],
    [36, 2, 'even three years is sent as two'],
  ];
  it.each(termTable)('termYearsForTenor(%d) → %d (%s)', (tenor, expected) => {
    expect(termYearsForTenor(tenor)).toBe(expected);
  });
  it('refuses a non-integer principal and a zero tenor', () => {
    expect(() => computeInstalment(1_000_000.5, 12, 12)).toThrow(RangeError);
    expect(() => computeInstalment(1_000_000, 12, 0)).toThrow(RangeError);
  });
});
