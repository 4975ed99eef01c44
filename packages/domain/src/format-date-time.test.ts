import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './money';

describe('formatDateTime', () => {
  it('shows a UTC timestamp on the Jakarta clock as DD-MM-YYYY HH:mm', () => {
    expect(formatDateTime('2025-01-31T17:05:00.000Z')).toBe('01-02-2025 00:05');
  });

  it('returns text that is not a timestamp unchanged', () => {
    expect(formatDateTime('kemarin')).toBe('kemarin');
  });
});

// Run with TZ=UTC as well as TZ=Asia/Jakarta: a timestamp's date is the Jakarta date on every machine.
describe('formatDate', () => {
  const table: [string, string, string][] = [
    ['2026-11-24', '24-11-2026', 'an ISO date is shown as it is'],
    ['2026-11-23T18:30:00.000Z', '24-11-2026', '01:30 WIB on the 24th, not the UTC date 23-11'],
    ['2026-11-24T06:59:00.000Z', '24-11-2026', '13:59 WIB, same day in both zones'],
    ['2026-11-24T17:00:00.000Z', '25-11-2026', 'midnight WIB starts the next day'],
    ['kemarin', 'kemarin', 'text that is not a date comes back unchanged'],
    ['2026-13-45T99:00:00Z', '2026-13-45T99:00:00Z', 'nor is an impossible timestamp'],
  ];
  it.each(table)('%s → %s (%s)', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});
