import { describe, expect, it } from 'vitest';
import { pointAdjustmentRequestSchema, redeemPointsRequestSchema } from './points';

describe('points schemas', () => {
  it('reads /Poin/Redeem ids as numbers and keeps value optional', () => {
    expect(redeemPointsRequestSchema.parse({ id_user: '7', poin_id: 3 })).toEqual({ id_user: 7, poin_id: 3 });
    expect(redeemPointsRequestSchema.safeParse({ id_user: 7, poin_id: 3, value: -1 }).success).toBe(false);
  });

  it('refuses a zero or fractional adjustment and one without a reason', () => {
    expect(pointAdjustmentRequestSchema.safeParse({ delta: 0, note: 'Nol poin' }).success).toBe(false);
    expect(pointAdjustmentRequestSchema.safeParse({ delta: 1.5, note: 'Pecahan' }).success).toBe(false);
    expect(pointAdjustmentRequestSchema.safeParse({ delta: 10, note: ' ' }).success).toBe(false);
    expect(pointAdjustmentRequestSchema.parse({ delta: -10, note: ' Koreksi ' })).toEqual({
      delta: -10,
      note: 'Koreksi',
    });
  });
});
