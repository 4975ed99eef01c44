import { describe, expect, it } from 'vitest';
import { findOverlappingTiers, rateTiersSchema } from './products-admin';

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
