import { describe, expect, it } from 'vitest';
import { canRedeemOffer, computeCouponValidUntil, displayPointBalance, resolveCouponStatus } from './points';

describe('canRedeemOffer (docs/product/screens.md Points: Redeem only when the balance is above 0 and covers the value)', () => {
  it.each<[number, number, number | null, boolean, string]>([
    [250, 200, null, true, 'covers the value'],
    [200, 200, null, true, 'exactly the value'],
    [199, 200, null, false, 'one point short'],
    [0, 0, null, false, 'a balance of 0 never redeems'],
    [-50, 10, null, false, 'a negative balance never redeems'],
    [500, 100, 0, false, 'sold out'],
    [500, 100, 1, true, 'the last unit'],
  ])('balance %d, value %d, stock %s → %s (%s)', (balance, value, stock, expected) => {
    expect(canRedeemOffer(balance, value, stock)).toBe(expected);
  });
});

describe('coupon validity', () => {
  it.each([
    ['2026-01-15', 3, '2026-04-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2026-11-23', 6, '2027-05-23'],
  ])('redeemed %s, valid %d months → last day %s', (redeemed, months, end) => {
    expect(computeCouponValidUntil(redeemed, months)).toBe(end);
  });

  it.each([
    ['AKTIF', '2026-05-01', '2026-05-01', 'AKTIF', 'valid through its last day'],
    ['AKTIF', '2026-05-01', '2026-05-02', 'KEDALUWARSA', 'expired the day after'],
    ['DIGUNAKAN', '2026-05-01', '2027-01-01', 'DIGUNAKAN', 'a used coupon stays used'],
  ])('%s until %s on %s → %s (%s)', (stored, validUntil, today, expected) => {
    expect(resolveCouponStatus(stored, validUntil, today)).toBe(expected);
  });
});

describe('displayPointBalance', () => {
  it('shows a negative balance as 0', () => {
    expect(displayPointBalance(-20)).toBe(0);
    expect(displayPointBalance(35)).toBe(35);
  });
});
