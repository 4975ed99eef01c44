import {
  describePointReason,
  type PointLedgerEntry,
  type PointLedgerReason,
  type PointOffer,
  type PointRedemption,
  resolveCouponStatus,
} from '@kopkar/domain';
import type { LedgerRow, OfferRow, RedemptionRow } from './points.repository';

/** Offer pictures are public content files (GET /files/content/{id}); a new upload is a new id. */
export const offerImagePath = (fileId: number | null) => (fileId ? `/api/v1/files/content/${fileId}` : null);

const toIso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

/** GET /Poin item, field by field (docs/product/data.md "Point offer"). */
export function presentOffer(row: OfferRow): PointOffer {
  return {
    id: row.id,
    Title: row.title,
    Description: row.description,
    Value: row.value,
    Tenor: row.validityMonths,
    Stock: row.stock,
    ImagesPath: offerImagePath(row.imageFileId),
  };
}

/** GET /Poin/History/{id} item (docs/product/data.md "Redemption history"); an AKTIF coupon past its end reads KEDALUWARSA. */
export function presentRedemption(row: RedemptionRow, today: string): PointRedemption {
  return {
    id: row.id,
    Title: row.title,
    Status: resolveCouponStatus(row.status, row.validUntil, today),
    Value: row.value,
    Tenor: row.validityMonths,
    end: row.validUntil,
    ImagesPath: offerImagePath(row.imageFileId),
    redeemedAt: toIso(row.createdAt),
  };
}

export function presentLedgerEntry(row: LedgerRow): PointLedgerEntry {
  return {
    id: row.id,
    delta: row.delta,
    reason: row.reason as PointLedgerReason,
    label: describePointReason(row.reason),
    note: row.note,
    createdAt: toIso(row.createdAt),
  };
}
