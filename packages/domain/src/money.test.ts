import { describe, expect, it } from 'vitest';
import { formatDate, formatRupiah, roundRupiah } from './money';

describe('roundRupiah', () => {
  // [input, expected, reason]
  const table: [string | number, number, string][] = [
    ['1066185.4999', 1_066_185, 'below half rounds down'],
    ['1066185.5', 1_066_186, 'exact half rounds up, not to even'],
    ['2.5', 3, 'banker rounding would give 2; docs/product says half-up'],
    ['-2.5', -3, 'half-up means away from zero for a negative adjustment'],
    [0.1 + 0.2, 0, 'a float artefact still lands on whole Rupiah'],
    ['100000000', 100_000_000, 'whole Rupiah passes through unchanged'],
  ];
  it.each(table)('%s → %d (%s)', (input, expected) => {
    expect(roundRupiah(input)).toBe(expected);
  });
});

describe('formatRupiah', () => {
  const table: [number, string, string][] = [
    [1_500_000, 'Rp 1.500.000', 'dot thousands separator, no decimals'],
    [500_000, 'Rp 500.000', 'minimum loan'],
    [999, 'Rp 999', 'no separator under a thousand'],
    [0, 'Rp 0', 'zero balance still shows the currency'],
    [-1_500, '-Rp 1.500', 'a negative sign goes before the currency'],
    [100_000_000, 'Rp 100.000.000', 'the loan cap'],
  ];
  it.each(table)('%d → %s (%s)', (amount, expected) => {
    expect(formatRupiah(amount)).toBe(expected);
  });
});

describe('formatRupiah of a value that is not whole Rupiah', () => {
  // It rounds without decimal.js (rupiah-format.ts): every value must land where roundRupiah puts it.
  const values = [
    0.5,
    1.5,
    2.5,
    -0.5,
    -2.5,
    1_066_185.4999,
    1_066_185.5,
    0.1 + 0.2,
    -0.3,
    1e-7,
    -1e-7,
    0.49999999999999994,
  ];
  it.each(values)('%d rounds like roundRupiah', (value) => {
    const whole = roundRupiah(value);
    const digits = Math.abs(whole)
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    expect(formatRupiah(value)).toBe(whole < 0 ? `-Rp ${digits}` : `Rp ${digits}`);
  });
});

describe('formatDate', () => {
  const table: [string, string, string][] = [
    ['2025-01-25', '25-01-2025', 'ISO date shown DD-MM-YYYY'],
    ['2024-02-29T00:00:00.000Z', '29-02-2024', 'a timestamp shows its date part'],
    ['bukan tanggal', 'bukan tanggal', 'anything else is shown as received'],
  ];
  it.each(table)('%s → %s (%s)', (iso, expected) => {
    expect(formatDate(iso)).toBe(expected);
  });
});
