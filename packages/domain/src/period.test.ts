import { describe, expect, it } from 'vitest';
import { firstOpenPayrollPeriod, formatPeriod, payrollCutOffDate } from './period';

describe('formatPeriod', () => {
  const table: [string, string, string][] = [
    ['2026-10', 'Oktober 2026', 'a payroll period'],
    ['2026-01', 'Januari 2026', 'the first month'],
    ['2025-12', 'Desember 2025', 'the last month'],
    ['2025-03', 'Maret 2025', 'Indonesian, not English (March)'],
    ['2015-08', 'Agustus 2015', 'Indonesian, not English (August)'],
    ['2026-13', '2026-13', 'no such month: unchanged'],
    ['2026-1', '2026-1', 'not YYYY-MM: unchanged'],
    ['2026-10-25', '2026-10-25', 'a date is no period: unchanged'],
    ['', '', 'empty: unchanged'],
  ];
  it.each(table)('%j → %j (%s)', (period, expected) => {
    expect(formatPeriod(period)).toBe(expected);
  });
});

describe('payrollCutOffDate', () => {
  const table: [string, number, string, string][] = [
    ['2026-10', 25, '2026-10-25', 'the setting’s day of the month'],
    ['2026-02', 30, '2026-02-28', 'a short month: its last day'],
    ['2028-02', 31, '2028-02-29', 'leap February'],
    ['2026-04', 31, '2026-04-30', 'a 30-day month'],
    ['2026-07', 1, '2026-07-01', 'the first'],
  ];
  it.each(table)('%s with day %d → %s (%s)', (period, day, expected) => {
    expect(payrollCutOffDate(period, day)).toBe(expected);
  });

  it('refuses what is no period', () => {
    expect(() => payrollCutOffDate('2026-13', 25)).toThrow(RangeError);
  });
});

describe('firstOpenPayrollPeriod', () => {
  const table: [string, number, string, string][] = [
    ['2026-11-10', 25, '2026-11', 'before the cut-off: this month'],
    ['2026-11-25', 25, '2026-11', 'on the cut-off day: still this month'],
    ['2026-11-26', 25, '2026-12', 'after the cut-off: next month'],
    ['2026-12-31', 25, '2027-01', 'after December’s cut-off: January of the next year'],
    ['2026-02-28', 30, '2026-02', 'a short month: its last day is the cut-off'],
    ['2026-03-01', 1, '2026-03', 'cut-off on the first, today the first'],
    ['2026-03-02', 1, '2026-04', 'cut-off on the first, today the second'],
  ];
  it.each(table)('%s with day %d → %s (%s)', (today, day, expected) => {
    expect(firstOpenPayrollPeriod(today, day)).toBe(expected);
  });
});
