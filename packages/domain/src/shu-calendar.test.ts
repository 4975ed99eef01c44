import { describe, expect, it } from 'vitest';
import {
  checkRatDate,
  checkShuDecisionDates,
  checkShuYearClosed,
  firstDayAfterFiscalYear,
  lastClosedFiscalYear,
} from './shu-calendar';

const OPEN_2026 =
  'Tahun buku 2026 belum ditutup. SHU 2026 baru dapat diputuskan dan diposting mulai 01-01-2027.';
const FUTURE_RAT = 'Tanggal RAT tidak boleh setelah hari ini';
const EARLY_RAT_2025 = 'Tanggal RAT untuk SHU 2025 paling awal 01-01-2026, setelah tahun buku 2025 ditutup';

describe('the fiscal year closes on 31 December, Jakarta', () => {
  it.each([
    ['2026-11-26', 2025],
    ['2026-12-31', 2025],
    ['2027-01-01', 2026],
    ['2026-01-01', 2025],
  ])('on %s the last closed year is %i', (today, year) => {
    expect(lastClosedFiscalYear(today)).toBe(year);
    expect(checkShuYearClosed(year, today)).toBe('');
  });

  it('the first day after a year is 1 January of the next', () => {
    expect(firstDayAfterFiscalYear(2025)).toBe('2026-01-01');
    expect(firstDayAfterFiscalYear(2099)).toBe('2100-01-01');
  });

  // [year, today, message]: the case first (2026 on 26-11-2026).
  it.each([
    [2026, '2026-11-26', OPEN_2026],
    [2026, '2026-12-31', OPEN_2026],
    [2026, '2027-01-01', ''],
    [2025, '2026-11-26', ''],
    [
      2031,
      '2026-11-26',
      'Tahun buku 2031 belum ditutup. SHU 2031 baru dapat diputuskan dan diposting mulai 01-01-2032.',
    ],
    [2000, '2026-11-26', ''],
  ])('SHU %i on %s: %j', (year, today, message) => {
    expect(checkShuYearClosed(year, today)).toBe(message);
  });
});

describe('the RAT that decided a year’s SHU', () => {
  // [ratDate, year, today, message]
  it.each([
    ['2026-11-26', 2025, '2026-11-26', ''],
    ['2026-03-14', 2025, '2026-11-26', ''],
    ['2026-01-01', 2025, '2026-11-26', ''],
    ['2026-11-27', 2025, '2026-11-26', FUTURE_RAT],
    ['2026-12-20', 2026, '2026-11-26', FUTURE_RAT],
    ['2025-12-31', 2025, '2026-11-26', EARLY_RAT_2025],
    ['2025-06-30', 2025, '2026-11-26', EARLY_RAT_2025],
    ['2027-01-01', 2026, '2027-01-01', ''],
  ])('RAT on %s for SHU %i, today %s: %j', (ratDate, year, today, message) => {
    expect(checkRatDate(ratDate, year, today)).toBe(message);
  });

  it('lists each refused field of a decision, the issue’s case refusing both', () => {
    expect(checkShuDecisionDates({ year: 2026, ratDate: '2026-12-20' }, '2026-11-26')).toEqual([
      { path: 'year', message: OPEN_2026 },
      { path: 'ratDate', message: FUTURE_RAT },
    ]);
    expect(checkShuDecisionDates({ year: 2025, ratDate: '2026-03-14' }, '2026-11-26')).toEqual([]);
  });
});
