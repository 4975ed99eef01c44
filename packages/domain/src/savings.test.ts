import { describe, expect, it } from 'vitest';
import {
  computeAvailableSukarela,
  computeJasaSimpanan,
  effectiveJasaRate,
  lowestBalanceOfMonth,
  monthBounds,
  previousMonth,
  totalSavings,
} from './savings';

describe('computeJasaSimpanan: lowest balance × rate / 12, rounded down', () => {
  // [lowest balance, % a year, jasa, reason]
  const table: [number, number, number, string][] = [
    [1_000_000, 6, 5_000, '6 % a year is 0,5 % a month'],
    [1_234_567, 3, 3_086, '3.086,4175 rounds down, never up'],
    [10_000_000, 2.75, 22_916, '22.916,67 rounds down'],
    [999, 1, 0, '0,8325 Rupiah is nothing'],
    [1_000_000, 12, 7_500, 'a rate above the legal 9 % is applied as 9 %'],
    [1_000_000, 9, 7_500, '9 % is allowed'],
    [1_000_000, 0, 0, 'the seeded rate is 0'],
    [0, 9, 0, 'an empty balance earns nothing'],
    [-50_000, 9, 0, 'a negative reading earns nothing'],
  ];
  it.each(table)('%d at %d %% → %d (%s)', (lowest, rate, expected) => {
    expect(computeJasaSimpanan(lowest, rate)).toBe(expected);
  });
});

describe('lowestBalanceOfMonth', () => {
  const table: [number, number[], number, string][] = [
    [500_000, [700_000, 200_000, 900_000], 200_000, 'a withdrawal mid-month sets the low point'],
    [0, [1_000_000], 0, 'a month that opened empty earns nothing, whatever came in later'],
    [300_000, [], 300_000, 'no movement: the opening balance'],
    [300_000, [800_000], 300_000, 'a deposit never raises the low point'],
  ];
  it.each(table)('opening %d, movements %j → %d (%s)', (opening, after, expected) => {
    expect(lowestBalanceOfMonth(opening, after)).toBe(expected);
  });
});

describe('balances', () => {
  it('adds the three kinds into the total', () => {
    expect(totalSavings({ pokok: 100_000, wajib: 1_200_000, sukarela: 350_000 })).toEqual({
      pokok: 100_000,
      wajib: 1_200_000,
      sukarela: 350_000,
      total: 1_650_000,
    });
  });
  it('reserves pending withdrawals and never shows a negative available balance', () => {
    expect(computeAvailableSukarela(500_000, 200_000)).toBe(300_000);
    expect(computeAvailableSukarela(500_000, 600_000)).toBe(0);
  });
  it('keeps the rate between 0 and 9 % a year', () => {
    expect([effectiveJasaRate(-1), effectiveJasaRate(4.5), effectiveJasaRate(10)]).toEqual([0, 4.5, 9]);
  });
});

describe('months', () => {
  it('knows the month before and a month’s first and last day', () => {
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-07')).toBe('2026-06');
    expect(monthBounds('2024-02')).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(monthBounds('2026-06')).toEqual({ first: '2026-06-01', last: '2026-06-30' });
  });
});
