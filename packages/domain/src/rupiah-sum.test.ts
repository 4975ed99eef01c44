import { describe, expect, it } from 'vitest';
import { sumRupiah } from './rupiah-sum';

describe('sumRupiah', () => {
  it('adds whole Rupiah exactly, also where binary fractions would not', () => {
    expect(sumRupiah([])).toBe(0);
    expect(sumRupiah([15_000_000, 7_500_000, 1])).toBe(22_500_001);
    // Up to the last safe integer: 2^53 - 1.
    expect(sumRupiah([9_007_199_254_740_990, 1])).toBe(9_007_199_254_740_991);
    expect(sumRupiah([500_000, -200_000])).toBe(300_000);
  });

  it('refuses a fraction of a Rupiah instead of carrying it', () => {
    expect(() => sumRupiah([1000, 0.1])).toThrow(RangeError);
    expect(() => sumRupiah([Number.NaN])).toThrow(RangeError);
  });

  it('refuses a total past the safe integers, where addition starts to round', () => {
    expect(() => sumRupiah([9_007_199_254_740_991, 1])).toThrow(/batas bilangan bulat/);
  });
});
