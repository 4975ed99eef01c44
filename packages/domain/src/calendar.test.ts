import { describe, expect, it } from 'vitest';
import { addMonths, parseIsoDate } from './calendar';

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
