import { describe, expect, it } from 'vitest';
import { findOverlappingTiers, rateTierInputSchema, rateTiersSchema } from './products-admin';

const tier = (minAmount: number, maxAmount: number) => ({
  minAmount,
  maxAmount,
  effectiveRate: 10,
  tenorMax: 12,
});

describe('findOverlappingTiers', () => {
  it.each([
    ['adjacent bands share no Rupiah', [tier(500_000, 10_000_000), tier(10_000_001, 20_000_000)], []],
    ['the seed bands (gaps of Rp 500.000)', [tier(500_000, 10_000_000), tier(10_500_000, 30_000_000)], []],
    ['one shared boundary amount', [tier(500_000, 10_000_000), tier(10_000_000, 20_000_000)], [[0, 1]]],
    ['a band inside another', [tier(500_000, 50_000_000), tier(5_000_000, 6_000_000)], [[0, 1]]],
    ['order does not matter', [tier(10_000_000, 20_000_000), tier(500_000, 10_000_000)], [[0, 1]]],
    [
      'every pair is named',
      [tier(500_000, 5_000_000), tier(1_000_000, 2_000_000), tier(4_000_000, 9_000_000)],
      [
        [0, 1],
        [0, 2],
      ],
    ],
  ])('%s', (_reason, tiers, expected) => {
    expect(findOverlappingTiers(tiers)).toEqual(expected);
  });

  it('the schema refuses overlaps and accepts the seed bands', () => {
    expect(rateTiersSchema.safeParse([tier(500_000, 10_000_000), tier(10_500_000, 30_000_000)]).success).toBe(
      true,
    );
    expect(rateTiersSchema.safeParse([tier(500_000, 10_000_000), tier(9_000_000, 30_000_000)]).success).toBe(
      false,
    );
  });
});

describe('effective rate', () => {
  const rateOf = (effectiveRate: number) =>
    rateTierInputSchema.safeParse({ ...tier(500_000, 1_000_000), effectiveRate });

  // 14.35 * 100 is 1434.9999999999998 in binary floating point: a rule written as Math.round(v * 100) === v * 100
  // refused these everyday rates.
  it.each([14.35, 0.07, 9.99, 12.1, 10])('takes %s (at most two decimals)', (rate) => {
    expect(rateOf(rate).success).toBe(true);
  });

  it.each([14.355, 0.001, 9.999])('refuses %s with the two-decimals message', (rate) => {
    expect(rateOf(rate).error?.issues[0]?.message).toBe('Bunga efektif maksimal 2 angka desimal');
  });
});
