/**
 * Points: the limits and rules the API, the forms and the member's page share. The schemas of the calls are in
 * schemas/points.ts; these live apart so a page that only shows a balance loads no zod (docs/decisions/0020).
 */
import { addMonths } from './calendar';

/** Limits shared by the API and the forms (STYLE.md rule 3). */
export const POINT_OFFER_TITLE_MAX = 120;
export const POINT_OFFER_DESCRIPTION_MAX = 1_000;
/** An offer costs at most this many points; validity at most this many months. */
export const POINT_OFFER_VALUE_MAX = 1_000_000;
export const POINT_OFFER_VALIDITY_MAX_MONTHS = 60;
export const POINT_OFFER_STOCK_MAX = 1_000_000;
/** Offer pictures: bytes after base64 decoding. */
export const POINT_OFFER_IMAGE_MAX_BYTES = 2_000_000;
/** One grant or deduction moves at most this many points. */
export const POINT_ADJUSTMENT_MAX = 100_000;
export const POINT_ADJUSTMENT_NOTE_MAX = 200;
/** Avatars: bytes after base64 decoding (the portal sends a 400×350 JPEG of a few tens of KB). */
export const AVATAR_MAX_BYTES = 2_000_000;
export const ADDRESS_MAX_LENGTH = 500;

/** Coupon statuses (docs/product/points.md). */
export const COUPON_STATUSES = ['AKTIF', 'DIGUNAKAN', 'KEDALUWARSA'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
/** Why the balance moved: an on-time instalment, a staff grant, a redemption, a staff deduction. */
export const POINT_LEDGER_REASONS = ['INSTALMENT', 'GRANT', 'REDEEM', 'ADJUSTMENT'] as const;
export type PointLedgerReason = (typeof POINT_LEDGER_REASONS)[number];

const REASON_LABELS: Record<PointLedgerReason, string> = {
  INSTALMENT: 'Angsuran tepat waktu',
  GRANT: 'Pemberian poin',
  REDEEM: 'Penukaran poin',
  ADJUSTMENT: 'Pengurangan poin',
};

/** The Indonesian label of a ledger reason. */
export function describePointReason(reason: string): string {
  return REASON_LABELS[reason as PointLedgerReason] ?? reason;
}

/** The balance the portal shows: the ledger sum, 0 when not positive (docs/product/screens.md Points). */
export function displayPointBalance(balance: number): number {
  return Math.max(0, balance);
}

/** Redeem is offered only when the balance is above 0 and covers the offer's value (points). */
export function canRedeemOffer(
  balance: number,
  offerValue: number,
  stockLeft: number | null = null,
): boolean {
  return balance > 0 && balance >= offerValue && (stockLeft === null || stockLeft > 0);
}

/** Last day a coupon redeemed on `redeemedOn` (YYYY-MM-DD) may be used: the same day `months` later. */
export function computeCouponValidUntil(redeemedOn: string, months: number): string {
  return addMonths(redeemedOn, months);
}

/** A stored AKTIF coupon past its last day reads as KEDALUWARSA; the others as stored. */
export function resolveCouponStatus(stored: string, validUntil: string, today: string): CouponStatus {
  if (stored === 'AKTIF' && validUntil < today) return 'KEDALUWARSA';
  return stored as CouponStatus;
}
