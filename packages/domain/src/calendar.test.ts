import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, addMonths, daysBetween, parseIsoDate, todayInJakarta, toJakartaDate } from './calendar';

describe('addMonths', () => {
  const table: [string, number, string, string][] = [
    ['2025-01-25', 1, '2025-02-25', 'same day one month later'],
    ['2025-11-25', 2, '2026-01-25', 'crosses the year end'],
    ['2025-01-31', 1, '2025-02-28', 'February lacks the 31st: last day'],
    ['2024-01-31', 1, '2024-02-29', 'leap year February'],
    ['2025-01-31', 2, '2025-03-31', 'counted from the original day, not the clamped one'],
    ['2025-03-25', 0, '2025-03-25', 'zero months is the same date'],
  ];
  it.each(table)('%s + %d → %s (%s)', (iso, months, expected) => {
    expect(addMonths(iso, months)).toBe(expected);
  });
});

describe('parseIsoDate', () => {
  it.each(['2025-02-29', '2025-13-01', '25-01-2025', ''])('refuses %j', (iso) => {
    expect(() => parseIsoDate(iso)).toThrow(RangeError);
  });
});

describe('addDays', () => {
  const table: [string, number, string, string][] = [
    ['2026-11-24', 14, '2026-12-08', 'crosses a month end'],
    ['2026-12-25', 14, '2027-01-08', 'crosses the year end'],
    ['2028-02-20', 10, '2028-03-01', 'leap February has 29 days'],
    ['2026-03-01', -1, '2026-02-28', 'back across a month start'],
  ];
  it.each(table)('%s + %d → %s (%s)', (iso, days, expected) => {
    expect(addDays(iso, days)).toBe(expected);
  });
});

describe('daysBetween', () => {
  const table: [string, string, number, string][] = [
    ['2026-11-26', '2026-12-25', 29, 'funding to the first due date'],
    ['2025-12-25', '2026-01-25', 31, 'across the year end'],
    ['2028-02-25', '2028-03-25', 29, 'leap February'],
    ['2026-05-10', '2026-05-10', 0, 'the same day'],
    ['2026-05-10', '2026-05-01', -9, 'backwards is negative'],
  ];
  it.each(table)('%s → %s = %d (%s)', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});

// Run with TZ=UTC as well as TZ=Asia/Jakarta: the answers may not depend on the machine's time zone.
describe('toJakartaDate and todayInJakarta', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const table: [string, string, string][] = [
    ['2026-11-23T18:30:00Z', '2026-11-24', '01:30 WIB: already the 24th in Jakarta, still the 23rd in UTC'],
    ['2026-11-23T16:59:59Z', '2026-11-23', '23:59:59 WIB: still the 23rd'],
    ['2026-11-23T17:00:00Z', '2026-11-24', 'midnight WIB starts the 24th'],
    ['2026-12-31T17:00:00Z', '2027-01-01', 'the new year starts 7 hours before UTC'],
    ['2026-11-24T01:30:00+07:00', '2026-11-24', 'a timestamp with its own offset'],
  ];
  it.each(table)('%s → %s (%s)', (instant, expected) => {
    expect(toJakartaDate(instant)).toBe(expected);
    expect(toJakartaDate(new Date(instant))).toBe(expected);
  });

  it('today at 01:30 WIB on 24-11 is the 24th, whatever the clock of the machine says in UTC', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T18:30:00Z') });
    expect(todayInJakarta()).toBe('2026-11-24');
  });

  it('refuses what is not a point in time', () => {
    expect(() => toJakartaDate('kemarin')).toThrow(RangeError);
  });
});
